/**
 * The page the service worker answers a navigation with when the network is gone
 * (docs/decisions/083-readable-offline.md): the pre-rendered signed-in frame of the address when
 * someone's answers are kept (decision 055: a frame is sent only to a session), else the shell, both
 * from the precache. The server writes a fresh nonce on every `<script>` and `<style>` of a page and
 * into its policy (mock-server/static.ts); offline the worker does the same, with a nonce of its own
 * per answer and the server's policy (contracts/content-policy.ts). The precached files carry no
 * nonce and the locked policy of a plain file, so neither is ever a page as it is.
 */
import { COMMON_HEADERS, portalPolicy } from "../../contracts/content-policy";

/** The shell, index.html, as the precache keeps it (scripts/service-worker.ts). */
export const SHELL = "/publisher/?shell";

/** A nonce: 128 random bits in base64, as the server's. */
export const newNonce = (random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string =>
  btoa(String.fromCharCode(...random(new Uint8Array(16))));

/** `html` with `nonce` on every script and style tag, as the server writes it. */
export const withNonce = (html: string, nonce: string): string => html.replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`);

/** The precached page `html` as the answer to a navigation: its nonce, the portal's policy with it, the common headers. */
export const offlinePage = (html: string, nonce: string = newNonce()): Response =>
  new Response(withNonce(html, nonce), {
    headers: {
      ...COMMON_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": portalPolicy({ nonce }),
    },
  });

/** A pre-rendered frame's address: its locale and its file, which names the path (`offers~_` is `offers/:id`). */
const FRAME = /^\/publisher\/prerendered\/([a-z]{2})\/frames\/([^/]+)\.html$/;

/**
 * The precached page for a navigation to `pathname` offline: the frame of its path in `locale` (or in
 * English) when `signedIn`, else the shell. `precached` are the precache's addresses.
 */
export const offlinePageFor = (pathname: string, locale: string, precached: readonly string[], signedIn: boolean): string => {
  if (!signedIn) return SHELL;
  const path = pathname.replace(/^\/publisher\//, "");
  const frames = precached.flatMap((url) => {
    const match = FRAME.exec(url);
    if (!match) return [];
    const pattern = match[2]!.replace(/~/g, "/").replace(/_/g, ":id");
    return new RegExp(`^${pattern.replace(/:id/g, "[^/]+")}/?$`).test(path) ? [{ locale: match[1]!, url }] : [];
  });
  return (frames.find((frame) => frame.locale === locale) ?? frames.find((frame) => frame.locale === "en"))?.url ?? SHELL;
};
