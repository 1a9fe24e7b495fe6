/** The English catalogue: every message file of messages/en in one chunk (see ../locales.ts). */
import { merge } from "./merge";

export default merge(import.meta.glob<Record<string, string>>("../messages/en/*.json", { import: "default", eager: true }));
