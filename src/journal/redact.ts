/**
 * Secrets never enter the journal: passwords, pins, tokens, fingerprints and file contents are
 * replaced before anything is stored, and so is all of two-step sign-in (the app's one-time codes,
 * recovery codes, the login's challenge, the shared secret and its otpauth URI); payout account values are masked; a publisher's API token is
 * cut out of any text that holds one, whatever its key (pasted into a name, a message, the search).
 * The Stately inspector gets the same (src/inspector/stately.ts).
 */
import { API_TOKEN_IN_TEXT, API_TOKEN_PREFIX } from "../../contracts/api-token-secret";

export const REDACTED = "[redacted]";

/**
 * What a payout account value becomes. Wholly masked, not "last four kept": an account typed one
 * keystroke at a time would otherwise be spelled out by its prefixes' last four characters.
 */
export const MASKED = "[masked]";

/** Keys whose values are payout account numbers (the account of a payout account, wherever it appears). */
export const MASKED_KEY = /^account$/;

/** Keys (and actor ids) whose values are secrets. */
export const SECRET_KEY =
  /pass(word)?|^pin$|token|fingerprint|secret|cookie|authorization|^files?$|^data$|^contents?$|one_?time_?code|recovery_?codes?$|^challenge$|otpauth/i;

/** A text with every API token in it replaced. */
const redactText = (text: string): string => (text.includes(API_TOKEN_PREFIX) ? text.replace(API_TOKEN_IN_TEXT, REDACTED) : text);

/**
 * Objects that are content of the build, not data of a flow: the interface's message catalogues (a
 * language flow's input and answer). Journaled as a mark, never copied: copying a catalogue's ~1,500
 * compiled messages, twice per journaled event, was 130 ms of a phone's start-up (at 4x CPU), and a
 * replay loads nothing from them (the flow keeps what it was given).
 */
const buildContent = new WeakMap<object, string>();

/** Marks `value` as content of the build: the journal keeps `[name]` for it. */
export const journalAs = <T extends object>(value: T, name: string): T => {
  buildContent.set(value, `[${name}]`);
  return value;
};

/** A deep copy of `value` with every secret field replaced, API tokens cut out of texts, and Files/Blobs described, not kept. */
export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 8) return "[deep]";
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return typeof value === "function" ? undefined : value;
  const mark = buildContent.get(value);
  if (mark !== undefined) return mark;
  if (typeof Blob !== "undefined" && value instanceof Blob) return REDACTED;
  if (typeof FormData !== "undefined" && value instanceof FormData) return REDACTED;
  if (value instanceof Error) {
    // Keep what flows branch on (the tag, the status, violations), redacted like any object.
    const own = redact(Object.fromEntries(Object.entries(value)), depth + 1) as Record<string, unknown>;
    return { name: value.name, message: value.message, ...own };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === "function") continue;
    if (item !== null && item !== "" && SECRET_KEY.test(key)) out[key] = REDACTED;
    else if (typeof item === "string" && item !== "" && MASKED_KEY.test(key)) out[key] = MASKED;
    else out[key] = redact(item, depth + 1);
  }
  return out;
};

/**
 * An event a flow received, as it may be kept or shown: redacted, and besides, the answer of an actor
 * whose name says it produces a secret (the device fingerprint, a token) replaced whole, and the value
 * of a field edit sent as `{ field, value }` whose field is secret (e.g. plainPassword).
 */
export const redactEvent = (event: { readonly type: string; readonly [key: string]: unknown }): Record<string, unknown> => {
  const copy = { ...event } as Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done && SECRET_KEY.test(done[1]!) && "output" in copy) copy.output = REDACTED;
  if (typeof copy.field === "string" && SECRET_KEY.test(copy.field) && "value" in copy) copy.value = REDACTED;
  return redact(copy) as Record<string, unknown>;
};
