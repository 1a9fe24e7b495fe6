/**
 * The portal's side of the inspector: every flow snapshot and journal entry goes out on the
 * channel; an inspector that opens says "hello" and gets the current state of this tab.
 * Loaded only in development builds or when the inspector setting is on.
 */
import type { ClientStore } from "../journal/client-store";
import { latestFlowSnapshots, onFlowSnapshot } from "../journal/inspect";
import { CHANNEL, type InspectorMessage } from "./channel";

export const startBroadcast = (store: ClientStore) => {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  const tab = Math.random().toString(36).slice(2, 8);
  const latest = new Map<string, Extract<InspectorMessage, { kind: "snapshot" }>>();
  const post = (message: InspectorMessage) => channel.postMessage(message);
  // Flows that started before this module loaded (it is loaded lazily) are known from the journal hook.
  for (const [actor, s] of Object.entries(latestFlowSnapshots())) {
    latest.set(actor, {
      kind: "snapshot",
      tab,
      actor,
      machine: s.machine,
      value: JSON.parse(JSON.stringify(s.value ?? null)),
      status: s.status,
    });
  }
  for (const message of latest.values()) post(message);
  post({ kind: "entries", tab, entries: JSON.parse(JSON.stringify(store.journal.entries())) });
  const stopSnapshots = onFlowSnapshot((update) => {
    const message = { kind: "snapshot" as const, tab, ...update, value: JSON.parse(JSON.stringify(update.value ?? null)) };
    latest.set(update.actor, message);
    post(message);
  });
  const stopEntries = store.journal.subscribe((entry) => post({ kind: "entry", tab, entry: JSON.parse(JSON.stringify(entry)) }));
  channel.onmessage = (event: MessageEvent<InspectorMessage>) => {
    if (event.data.kind !== "hello") return;
    post({ kind: "entries", tab, entries: JSON.parse(JSON.stringify(store.journal.entries())) });
    for (const message of latest.values()) post(message);
  };
  return () => {
    stopSnapshots();
    stopEntries();
    channel.close();
  };
};
