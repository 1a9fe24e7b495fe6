/** The Chinese catalogue: every message file of messages/zh in one chunk (see ../locales.ts). */
import { merge } from "./merge";

export default merge(import.meta.glob<Record<string, string>>("../messages/zh/*.json", { import: "default", eager: true }));
