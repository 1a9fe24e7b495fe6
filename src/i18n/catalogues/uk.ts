/** The Ukrainian catalogue: every message file of messages/uk in one chunk (see ../locales.ts). */
import { merge } from "./merge";

export default merge(import.meta.glob<Record<string, string>>("../messages/uk/*.json", { import: "default", eager: true }));
