/**
 * Where the publisher was when a 401 ended the session, and what they had typed there (issue 35
 * item 2): the login page says the session ended, signing in again as the same publisher opens that
 * page, and each form that was open takes back its edits from the journal's events (secrets and
 * payout account numbers are redacted or masked there, so those are typed again). A version reload (spec 01 section 7) keeps the edits the
 * same way.
 *
 * After a 401 all of it stays in this page's memory only: nothing of the publisher reaches storage
 * (e2e/logout-storage.spec.ts). A version reload keeps the edits in sessionStorage across the one
 * reload (the session goes on; the journal is in storage too) and the next page takes them out at once.
 */
import type { AnyActorRef, EventObject } from "xstate";
import type { JournalEntry } from "../journal/journal";
import { MASKED, REDACTED } from "../journal/redact";

type Draft = ReadonlyArray<EventObject & Record<string, unknown>>;

interface Place {
  /** The page (path and query, under the router's basename). */
  readonly path: string;
  /** The publisher whose session it was; null when none had loaded (a link opened without a session). */
  readonly publisher: number | null;
  /** Per flow id, the events to send again to a flow of that id started on that page. */
  readonly drafts: Readonly<Record<string, Draft>>;
}

/** What a publisher typed or chose in a form. */
const EDITS = new Set(["field.change", "custom.change"]);
/** Opening a form: what was typed before belonged to another opening. */
const OPENINGS = new Set(["account.create", "account.edit"]);
/** Closing or resetting a form: nothing typed before is pending. */
const CLOSINGS = new Set(["form.reset", "form.cancel"]);
/** A save's answer: what was typed before it is saved. */
const SAVED = /^xstate\.done\.actor\.(save|create|update)/i;

const RELOAD_KEY = "portal.drafts";

/** A place without its query: a page may settle its query (a default tab) before its forms start. */
const pathOf = (place: string) => place.split(/[?#]/)[0];

/** An event's payload as journaled, back as the event (without the journal's `state` and `machine`). */
const eventOf = (entry: JournalEntry): (EventObject & Record<string, unknown>) | null => {
  const { state: _state, machine: _machine, ...rest } = (entry.payload ?? {}) as Record<string, unknown>;
  if (entry.type === "custom.change") return { type: entry.type, ...rest };
  if (!EDITS.has(entry.type)) return { type: entry.type, ...rest };
  // A redacted or masked field (a password, a payout account's number) is dropped, to be typed again.
  const values = Object.fromEntries(
    Object.entries((rest.values ?? {}) as Record<string, unknown>).filter(([, v]) => v !== REDACTED && v !== MASKED),
  );
  return Object.keys(values).length === 0 ? null : { type: entry.type, ...rest, values };
};

/**
 * The unsaved edits of each flow in `active`, from this page's journal: per flow, its openings and
 * edits since it was last closed, reset or saved.
 */
export const draftsOf = (entries: ReadonlyArray<JournalEntry>, active: ReadonlySet<string>): Record<string, Draft> => {
  const drafts: Record<string, Array<EventObject & Record<string, unknown>>> = {};
  for (const entry of entries) {
    if (!active.has(entry.actor)) continue;
    const list = (drafts[entry.actor] ??= []);
    if (CLOSINGS.has(entry.type) || SAVED.test(entry.type)) list.length = 0;
    else if (OPENINGS.has(entry.type)) list.splice(0, list.length, eventOf(entry)!);
    else if (EDITS.has(entry.type)) {
      const event = eventOf(entry);
      if (event) list.push(event);
    }
  }
  return Object.fromEntries(Object.entries(drafts).filter(([, list]) => list.some((e) => EDITS.has(e.type))));
};

let kept: Place | null = null;

/** The flows open on the page now (started by `useFlow`, not yet stopped): their edits are the ones kept. */
const open = new Map<string, number>();
/** A flow of this id is open until the returned function is called. */
export const flowOpened = (id: string): (() => void) => {
  open.set(id, (open.get(id) ?? 0) + 1);
  return () => {
    const left = (open.get(id) ?? 1) - 1;
    if (left === 0) open.delete(id);
    else open.set(id, left);
  };
};
/** The ids of the flows open now. */
export const openFlows = (): ReadonlySet<string> => new Set(open.keys());

/** Reads (and removes) the edits a version reload kept; called once when this module loads. */
const takeReloadDrafts = (): Place | null => {
  try {
    const raw = globalThis.sessionStorage?.getItem(RELOAD_KEY);
    if (raw == null) return null;
    globalThis.sessionStorage.removeItem(RELOAD_KEY);
    const place = JSON.parse(raw) as Place;
    return typeof place?.path === "string" && typeof place.drafts === "object" ? place : null;
  } catch {
    return null;
  }
};
kept = takeReloadDrafts();

/** A 401 ended the session at `path`: keep the place and the open forms' edits in memory. */
export const keepPlace = (place: {
  path: string;
  publisher: number | null;
  entries: ReadonlyArray<JournalEntry>;
  active: ReadonlySet<string>;
}) => {
  kept = { path: place.path, publisher: place.publisher, drafts: draftsOf(place.entries, place.active) };
};

/** A version reload is about to happen at `path`: the open forms' edits are kept for the next page. */
export const keepDraftsForReload = (path: string, entries: ReadonlyArray<JournalEntry>, active: ReadonlySet<string>) => {
  const drafts = draftsOf(entries, active);
  if (Object.keys(drafts).length === 0) return;
  try {
    globalThis.sessionStorage?.setItem(RELOAD_KEY, JSON.stringify({ path, publisher: null, drafts } satisfies Place));
  } catch {
    // Storage refused (full, or off): the edits are lost as before.
  }
};

/** Whether the login page should say that the session ended (a 401 came while a publisher was signed in). */
export const sessionEndedMidWork = (): boolean => kept !== null && kept.publisher !== null;

/**
 * Where to go after signing in as `publisher`: the kept page when it was theirs (or nobody's), else
 * nothing (and what was kept is dropped: it belonged to someone else).
 */
export const placeAfterSignIn = (publisher: number): string | null => {
  if (kept === null) return null;
  if (kept.publisher !== null && kept.publisher !== publisher) {
    kept = null;
    return null;
  }
  const { path } = kept;
  kept = { ...kept, publisher: null };
  return path;
};

/** The session ended for good (logout): nothing kept goes on to the next sign-in. */
export const forgetPlace = () => {
  kept = null;
};

/**
 * Sends a flow that starts on the kept page the edits kept for its id, each once the flow takes it
 * (a form takes edits once its data has loaded). Elsewhere, what was kept is dropped. Returns how to stop.
 */
export const resumeDraft = (id: string, actor: AnyActorRef, here: string): (() => void) => {
  if (kept === null || kept.publisher !== null) return () => {};
  if (pathOf(kept.path) !== pathOf(here)) {
    kept = null;
    return () => {};
  }
  const draft = kept.drafts[id];
  if (!draft) return () => {};
  const { [id]: _taken, ...rest } = kept.drafts;
  kept = { ...kept, drafts: rest };
  let next = 0;
  const step = () => {
    while (next < draft.length && actor.getSnapshot().can(draft[next]!)) actor.send(draft[next++]!);
    if (next >= draft.length) subscription.unsubscribe();
  };
  // Not called at once by `subscribe`: `step` below is the first call.
  const subscription = actor.subscribe(step);
  step();
  return () => {
    subscription.unsubscribe();
    // Stopped before it took them all (a remount): the rest waits for the next flow of that id.
    if (next < draft.length && kept !== null) kept = { ...kept, drafts: { ...kept.drafts, [id]: draft.slice(next) } };
  };
};
