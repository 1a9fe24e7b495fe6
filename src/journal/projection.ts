/**
 * What the client persists is a projection of the journal: preferences and the last seen version
 * are folded from events, never written beside them.
 */
import type { JournalEntry } from "./journal";

export type ColorScheme = "light" | "dark" | "system";

export interface ClientState {
  readonly colorScheme: ColorScheme;
  readonly language: string | null;
  readonly sidebarCollapsed: boolean;
  readonly lastSeenVersion: string | null;
  /** Versions the app already reloaded for (once per new version, no loop). */
  readonly reloadedFor: string | null;
  readonly timezone: string | null;
  readonly currency: { readonly name: string; readonly symbol: string } | null;
  /** Columns each list hides, by list ("offers"); absent in journals stored before it existed. */
  readonly hiddenColumns?: Readonly<Record<string, ReadonlyArray<string>>>;
}

export const INITIAL_STATE: ClientState = {
  colorScheme: "system",
  language: null,
  sidebarCollapsed: false,
  lastSeenVersion: null,
  reloadedFor: null,
  timezone: null,
  currency: null,
};

/** Event types the projection reads. */
export const PROJECTED = {
  colorScheme: "preferences.colorScheme.set",
  sidebar: "preferences.sidebar.set",
  columns: "preferences.columns.set",
  language: "language.applied",
  versionSeen: "app.version.seen",
  versionReload: "app.version.reload",
  profileStored: "session.profile.stored",
  /** Logout, or a 401 that ended the session: the journal and storage forget the publisher. */
  sessionEnded: "session.ended",
} as const;

const isScheme = (v: unknown): v is ColorScheme => v === "light" || v === "dark" || v === "system";

/** Folds one entry into the state. Unknown events leave it as it is. */
export const fold = (state: ClientState, entry: Pick<JournalEntry, "type" | "payload">): ClientState => {
  const p = (entry.payload ?? {}) as Record<string, unknown>;
  switch (entry.type) {
    case PROJECTED.colorScheme:
      return isScheme(p.scheme) ? { ...state, colorScheme: p.scheme } : state;
    case PROJECTED.sidebar:
      return typeof p.collapsed === "boolean" ? { ...state, sidebarCollapsed: p.collapsed } : state;
    case PROJECTED.columns:
      return typeof p.list === "string" && Array.isArray(p.hidden) && p.hidden.every((c) => typeof c === "string")
        ? { ...state, hiddenColumns: { ...state.hiddenColumns, [p.list]: p.hidden as string[] } }
        : state;
    case PROJECTED.language:
      return typeof p.locale === "string" ? { ...state, language: p.locale } : state;
    case PROJECTED.versionSeen:
      return typeof p.version === "string" ? { ...state, lastSeenVersion: p.version } : state;
    case PROJECTED.versionReload:
      return typeof p.version === "string" ? { ...state, reloadedFor: p.version, lastSeenVersion: p.version } : state;
    case PROJECTED.profileStored:
      return {
        ...state,
        timezone: typeof p.timezone === "string" ? p.timezone : state.timezone,
        currency:
          p.currency && typeof p.currency === "object" && typeof (p.currency as { symbol?: unknown }).symbol === "string"
            ? (p.currency as { name: string; symbol: string })
            : state.currency,
      };
    case PROJECTED.sessionEnded:
      // The stored profile is the publisher's; device preferences and versions stay.
      return { ...state, timezone: null, currency: null };
    default:
      return state;
  }
};

export const foldAll = (entries: ReadonlyArray<Pick<JournalEntry, "type" | "payload">>, from: ClientState = INITIAL_STATE): ClientState =>
  entries.reduce(fold, from);
