/**
 * The rules of a postback (spec 02 sections 3, 5 and 9): its name, scope and target, and a URL
 * template whose macros are the spec's list ({goal} not for smartlinks) and which carries the click
 * id; and the test delivery: macros filled from a test conversion, a real request only to loopback.
 */
import type { Violation } from "../../contracts/hydra";
import { idOf, iri } from "../../contracts/hydra";
import { POSTBACK_MACROS, type PostbackDelivery, type PostbackInput, type PostbackScope } from "../../contracts/postbacks.contract";
import { CATALOGUE_BY_ID } from "../store/offer-catalogue";
import { SMARTLINKS } from "../store/traffic";
import { sentUrl } from "./postback-secrets";

export const POSTBACK_MESSAGES = {
  name: "Name is required",
  url: "Postback URL should not be blank",
  badUrl: "Please, input correct url",
  parameter: "Parameter is not configured in the postback url",
  scope: "The value you selected is not a valid choice: global, offer, smartlink.",
  blank: "This value should not be blank.",
  offer: "Unknown offer.",
  smartlink: "Unknown smartlink.",
  goal: "The {goal} macro is not available for smartlinks.",
} as const;

/** Macros every postback must carry: without the click id a tracker cannot match the conversion (decision 026). */
export const REQUIRED_MACROS = ["ext_click_id"] as const;

const MACROS: ReadonlySet<string> = new Set(POSTBACK_MACROS);
const SCOPES: ReadonlySet<string> = new Set(["global", "offer", "smartlink"]);

export interface CheckedPostback {
  readonly name: string;
  readonly scope: PostbackScope;
  readonly offer: number | null;
  readonly smartlink: number | null;
  readonly url: string;
}

const idIn = (value: string | null | undefined, segment: string) =>
  value && value.startsWith(`${iri(segment)}/`) ? Number(idOf(value)) : Number.NaN;

/** Problems of a URL template: blank, not http(s), an unknown macro, {goal} on a smartlink, a required macro missing. */
export const urlProblems = (url: string, scope: PostbackScope | undefined): Violation[] => {
  if (url === "") return [{ propertyPath: "url", message: POSTBACK_MESSAGES.url }];
  let parsed: URL | undefined;
  try {
    parsed = new URL(url.replace(/\{[a-z0-9_]+\}/g, "x"));
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.hostname === "")
    return [{ propertyPath: "url", message: POSTBACK_MESSAGES.badUrl }];
  const used = [...url.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = used.filter((m) => !MACROS.has(m));
  if (unknown.length > 0)
    return [
      { propertyPath: "url", message: `Unknown macro: {${unknown[0]}}. Use one of ${POSTBACK_MACROS.map((m) => `{${m}}`).join(", ")}.` },
    ];
  if (scope === "smartlink" && used.includes("goal")) return [{ propertyPath: "url", message: POSTBACK_MESSAGES.goal }];
  if (REQUIRED_MACROS.some((m) => !used.includes(m))) return [{ propertyPath: "url", message: POSTBACK_MESSAGES.parameter }];
  return [];
};

/** The postback as stored, or the violations that refuse it. `requireName` is off for the test of an unsaved form. */
export const checkPostback = (input: PostbackInput, requireName = true): { ok: CheckedPostback } | { problems: Violation[] } => {
  const problems: Violation[] = [];
  const name = input.name?.trim() ?? "";
  if (requireName && name === "") problems.push({ propertyPath: "name", message: POSTBACK_MESSAGES.name });
  const scope = input.scope && SCOPES.has(input.scope) ? (input.scope as PostbackScope) : undefined;
  if (!scope) problems.push({ propertyPath: "scope", message: POSTBACK_MESSAGES.scope });
  let offer: number | null = null;
  let smartlink: number | null = null;
  if (scope === "offer") {
    offer = idIn(input.offer, "offers");
    if (!input.offer) problems.push({ propertyPath: "offer", message: POSTBACK_MESSAGES.blank });
    else if (!CATALOGUE_BY_ID.has(offer)) problems.push({ propertyPath: "offer", message: POSTBACK_MESSAGES.offer });
  }
  if (scope === "smartlink") {
    smartlink = idIn(input.smartlink, "smartlinks");
    if (!input.smartlink) problems.push({ propertyPath: "smartlink", message: POSTBACK_MESSAGES.blank });
    else if (!SMARTLINKS.some((s) => s.relativeId === smartlink))
      problems.push({ propertyPath: "smartlink", message: POSTBACK_MESSAGES.smartlink });
  }
  const url = input.url?.trim() ?? "";
  problems.push(...urlProblems(url, scope));
  if (problems.length > 0 || !scope) return { problems };
  return { ok: { name, scope, offer, smartlink, url } };
};

/** The values of a test conversion, by macro. */
export const testValues = (postback: CheckedPostback, currency: string, saleTime: string): Record<string, string> => ({
  country: "US",
  currency,
  track: "test_track",
  ext_click_id: "test-click-0001",
  sum: "1.50",
  sale_time: saleTime,
  name:
    postback.offer !== null
      ? (CATALOGUE_BY_ID.get(postback.offer)?.displayName ?? "")
      : postback.smartlink !== null
        ? (SMARTLINKS.find((s) => s.relativeId === postback.smartlink)?.displayName ?? "")
        : "Test offer",
  goal: "registration",
  sub_source: "test_subsource",
  transaction_id: "test-transaction-0001",
  int_click_id: "0000000000000001",
  adv_tid: "test-adv-0001",
  ext1: "ext1",
  ext2: "ext2",
  ext3: "ext3",
  ext4: "ext4",
  ext5: "ext5",
  ext6: "ext6",
});

/** The template with every macro replaced by its URL-encoded value. */
export const fillMacros = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{([a-z0-9_]+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole));

/** Hosts the mock really calls: the loopback interface only. */
export const isLoopback = (url: string): boolean => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
};

export const DELIVERY_TIMEOUT_MS = 5_000;
const EXCERPT = 500;

/** What `deliver` reports: the delivery, its URL as sent and unmasked (the caller masks it: ./postback-secrets.ts). */
export type SentDelivery = Omit<PostbackDelivery, "secretsMasked" | "urlWithSecrets">;

/**
 * One GET of the filled URL: a real request to a loopback address (5 s timeout), simulated otherwise.
 * The URL reported is the one the request carries (its WHATWG serialisation), byte for byte.
 */
export const deliver = async (filled: string, sentAt: string): Promise<SentDelivery> => {
  const url = sentUrl(filled);
  if (!isLoopback(url)) return { url, simulated: true, status: null, timeMs: 0, responseExcerpt: null, error: null, sentAt };
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: { "user-agent": "affnet-postback-test/1.0" },
    });
    const text = await response.text();
    return {
      url,
      simulated: false,
      status: response.status,
      timeMs: Math.round(performance.now() - started),
      responseExcerpt: text.slice(0, EXCERPT),
      error: null,
      sentAt,
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return {
      url,
      simulated: false,
      status: null,
      timeMs: Math.round(performance.now() - started),
      responseExcerpt: null,
      error: timedOut ? "Timed out after 5 s" : cause,
      sentAt,
    };
  }
};
