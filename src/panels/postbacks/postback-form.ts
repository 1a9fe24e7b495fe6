/**
 * The postback form's values and how they become the API's payloads (spec 02 sections 3, 5 and 9):
 * the scope comes from where the panel sits, the macros offered depend on it ({goal} is not for
 * smartlinks), and the default template is the spec's (click, track, amount, source).
 */
import { DEFAULT_POSTBACK_TEMPLATE, POSTBACK_MACROS, type PostbackInput, type PostbackMacro } from "../../../contracts/postbacks.contract";

/** Where a panel's postbacks belong: every conversion, one offer's, or one smartlink's. */
export type PostbackTarget =
  | { readonly scope: "global" }
  | { readonly scope: "offer"; readonly offer: { readonly id: number; readonly iri: string } }
  | { readonly scope: "smartlink"; readonly smartlink: { readonly id: number; readonly iri: string } };

export interface PostbackValues {
  readonly name: string;
  readonly url: string;
}

export type PostbackField = keyof PostbackValues;
export const POSTBACK_FIELDS: ReadonlyArray<PostbackField> = ["name", "url"];

/** The macros a scope may use: all of them, but {goal} for smartlinks. */
export const macrosFor = (scope: PostbackTarget["scope"]): ReadonlyArray<PostbackMacro> =>
  POSTBACK_MACROS.filter((m) => scope !== "smartlink" || m !== "goal");

/** The payload of a create, an update or an unsaved form's test. */
export const postbackPayload = (target: PostbackTarget, values: PostbackValues): PostbackInput => ({
  name: values.name,
  url: values.url,
  scope: target.scope,
  offer: target.scope === "offer" ? target.offer.iri : null,
  smartlink: target.scope === "smartlink" ? target.smartlink.iri : null,
});

/** `text` with `insert` in place of the selection [start, end); and where the caret goes after it. */
export const insertAt = (text: string, insert: string, start: number, end: number = start): { text: string; caret: number } => {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
};

/**
 * The URL with the default template as its query: what is before "?" stays (the tracker's address
 * the publisher typed), the query becomes the spec's default parameters.
 */
export const withDefaultTemplate = (url: string): string => {
  const base = url.split("?")[0]!.trim();
  return `${base}?${DEFAULT_POSTBACK_TEMPLATE}`;
};
