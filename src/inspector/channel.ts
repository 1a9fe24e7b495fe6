/** The messages between the portal's tabs and the inspector, over a BroadcastChannel (works offline). */
import type { JournalEntry } from "../journal/journal";

export const CHANNEL = "publisher-portal.inspector";

export type InspectorMessage =
  | { kind: "hello" }
  | { kind: "snapshot"; tab: string; actor: string; machine: string; value: unknown; status: string }
  | { kind: "entry"; tab: string; entry: JournalEntry }
  | { kind: "entries"; tab: string; entries: ReadonlyArray<JournalEntry> };

/** The ids of the state nodes a snapshot value makes active, e.g. "session.ready". */
export const activeStateIds = (machineId: string, value: unknown): string[] => {
  const ids = [machineId];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === "string") ids.push(`${prefix}.${v}`);
    else if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
};
