/** The Russian catalogue: every message file of messages/ru in one chunk (see ../locales.ts). */
import { merge } from "./merge";

export default merge(import.meta.glob<Record<string, string>>("../messages/ru/*.json", { import: "default", eager: true }));
