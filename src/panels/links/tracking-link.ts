/**
 * Building a tracking link (spec 02 section 3's tracking URL parameters; issue 12's link builder):
 * the base link the server gives (an offer's `trackingLink`, a smartlink's link), on the publisher's
 * validated domain or the base link's own host, with the source's extra field (an offer's landing
 * page `lp`, a smartlink's traffic type `tt`) and the parameters subsource, track, ext_click_id and
 * sub1 to sub6. Pure: the builder's view and its unit tests share it (docs/decisions/028).
 */

/** The tracking URL parameters, in the order the link carries them (spec 02 sections 3 and 9: up to 6 subs). */
export const TRACKING_PARAMS = ["subsource", "track", "ext_click_id", "sub1", "sub2", "sub3", "sub4", "sub5", "sub6"] as const;
export type TrackingParamName = (typeof TRACKING_PARAMS)[number];
export type TrackingParamValues = Partial<Record<TrackingParamName, string>>;

/** The longest value a parameter takes (the contracts' tracking parameters hold 255 characters). */
export const PARAM_MAX_LENGTH = 255;

/**
 * The pattern a parameter's value must follow (spec 02 section 5, "The value should contain a given
 * pattern"): text, with braces only around a traffic source's token (`{clickid}`). A stray or empty
 * brace would reach the tracker as a broken token.
 */
const PARAM_PATTERN = /^(?:[^{}]|\{[A-Za-z0-9_.-]+\})*$/;

/** Whether a parameter's value follows the pattern (blank values do). */
export const isParamValid = (value: string) => PARAM_PATTERN.test(value.trim());

/** The query parameter of each source's extra field. */
export const EXTRA_PARAM = { landingPage: "lp", trafficType: "tt" } as const;
export type ExtraKind = keyof typeof EXTRA_PARAM;

export interface LinkSettings {
  /** A validated domain's name ("go.example.com" or "{host}.example.com"); null for the base link's host. */
  readonly domain: string | null;
  /** The chosen landing page or traffic type id; "" for none (the offer's default landing page). */
  readonly extra: string;
  readonly params: TrackingParamValues;
}

export const EMPTY_SETTINGS: LinkSettings = { domain: null, extra: "", params: {} };

/** The host a domain name stands for: a `{host}` domain answers on any label, and links use "go" (as the mock's shortlinks do). */
export const domainHost = (name: string) => name.trim().toLowerCase().replace("{host}", "go");

/**
 * A parameter's value in the query: percent-encoded, except for `{` and `}` so that a traffic
 * source's own token (`{clickid}`) stays as typed for the source to replace.
 */
export const encodeValue = (value: string) => encodeURIComponent(value).replace(/%7B/gi, "{").replace(/%7D/gi, "}");

/** Replaces the host of an absolute http(s) URL; a base link that is not one is returned as it is. */
const withHost = (base: string, host: string) => base.replace(/^(https?:\/\/)[^/?#]+/i, (_, scheme: string) => `${scheme}${host}`);

/**
 * The link for these settings: the base link (its own query kept), its host replaced by the domain's,
 * then the extra field, then every non-blank parameter in TRACKING_PARAMS order. Values are trimmed;
 * blank ones, and ones off the pattern (the builder says so beside the field), are left out.
 */
export const buildTrackingLink = (baseUrl: string, extraKind: ExtraKind, settings: LinkSettings): string => {
  const base = settings.domain ? withHost(baseUrl, domainHost(settings.domain)) : baseUrl;
  const [beforeHash, hash] = splitHash(base);
  const pairs: string[] = [];
  const extra = settings.extra.trim();
  if (extra !== "") pairs.push(`${EXTRA_PARAM[extraKind]}=${encodeValue(extra)}`);
  for (const name of TRACKING_PARAMS) {
    const value = settings.params[name]?.trim() ?? "";
    if (value !== "" && isParamValid(value)) pairs.push(`${name}=${encodeValue(value)}`);
  }
  if (pairs.length === 0) return base;
  const separator = !beforeHash.includes("?") ? "?" : beforeHash.endsWith("?") || beforeHash.endsWith("&") ? "" : "&";
  return `${beforeHash}${separator}${pairs.join("&")}${hash}`;
};

const splitHash = (url: string): [string, string] => {
  const at = url.indexOf("#");
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)];
};

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Every link of the builder as CSV, one row per option of the extra field (an offer's landing pages):
 * a header row, then the option's name and its link, lines ending in CRLF.
 */
export const linksCsv = (
  baseUrl: string,
  extraKind: ExtraKind,
  settings: LinkSettings,
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>,
  header: readonly [string, string],
): string =>
  [header, ...options.map((o) => [o.label, buildTrackingLink(baseUrl, extraKind, { ...settings, extra: o.value })] as const)]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n") + "\r\n";
