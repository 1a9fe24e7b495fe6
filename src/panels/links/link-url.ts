/**
 * The link builder's values in the page's URL (issue 25 item 8), as the lists keep their filters:
 * a reload, a bookmark or a shared address brings them back. Keys: `link.domain`, `link.extra` and
 * `link.<parameter>`; blank values are left out.
 */
import { type LinkSettings, TRACKING_PARAMS, type TrackingParamValues } from "./tracking-link";

const PREFIX = "link.";

/** The settings the URL holds, or null when it holds none. */
export const settingsFromUrl = (search: URLSearchParams): LinkSettings | null => {
  if (![...search.keys()].some((key) => key.startsWith(PREFIX))) return null;
  const params: { -readonly [K in keyof TrackingParamValues]: string } = {};
  for (const name of TRACKING_PARAMS) {
    const value = search.get(`${PREFIX}${name}`);
    if (value !== null) params[name] = value;
  }
  return { domain: search.get(`${PREFIX}domain`) || null, extra: search.get(`${PREFIX}extra`) ?? "", params };
};

/** `search` with the builder's keys set to `settings` (other keys kept). */
export const withSettings = (search: URLSearchParams, settings: LinkSettings): URLSearchParams => {
  const next = new URLSearchParams([...search].filter(([key]) => !key.startsWith(PREFIX)));
  if (settings.domain) next.set(`${PREFIX}domain`, settings.domain);
  if (settings.extra !== "") next.set(`${PREFIX}extra`, settings.extra);
  for (const name of TRACKING_PARAMS) {
    const value = settings.params[name] ?? "";
    if (value !== "") next.set(`${PREFIX}${name}`, value);
  }
  return next;
};
