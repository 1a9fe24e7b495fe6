/**
 * The portal's Content-Security-Policy and the headers every response carries, shared by the server
 * (mock-server/security-headers.ts, docs/decisions/046-security-headers.md) and the service worker,
 * which sends the same policy with a nonce of its own when it answers a navigation offline with a
 * precached page (src/worker/offline-page.ts, docs/decisions/083-readable-offline.md). Plain
 * functions and constants: the worker's bundle loads nothing else of the server.
 */

export interface PolicyOptions {
  /** The per-response nonce of the portal's inline script (the network's custom script). */
  readonly nonce: string;
  /** Where error reports go when that is another origin (ERROR_REPORT_URL in upstream mode). */
  readonly errorReportUrl?: string | undefined;
  /** Where web vitals go when they are on and that is another origin (VITALS_REPORT_URL in upstream mode). */
  readonly vitalsUrl?: string | undefined;
}

/** The origin of an absolute http(s) address, else nothing (a path is already 'self'). */
const originOf = (url: string | undefined): string | undefined => {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The portal's Content-Security-Policy.
 * - scripts: the portal's files and the nonce'd custom script; no inline, no eval;
 * - styles: the portal's stylesheet, and the copy of it inlined into the pre-rendered pages (a
 *   <style> with the nonce). React and Headless UI set `style` through the CSSOM (the element's
 *   `style` property), which a policy does not govern; no markup the portal serves carries a `style`
 *   attribute (the pre-rendering checks it), so nothing needs 'unsafe-inline' (nor style-src-attr);
 * - images: the portal's own, data: and blob: URLs (QR codes, previews) and any https address (offer
 *   previews, creatives and announcement pictures come from the network's CDN, whose address the
 *   portal does not know);
 * - connections: the portal's origin (the API), and the error-report and web-vitals addresses when
 *   they are elsewhere.
 *   The statechart inspectors need none: the offline one talks over a BroadcastChannel between the
 *   portal's own tabs, the online one (the Stately option) over `postMessage` to the window it opens.
 */
export const portalPolicy = ({ nonce, errorReportUrl, vitalsUrl }: PolicyOptions): string => {
  const reports = [...new Set([originOf(errorReportUrl), originOf(vitalsUrl)].filter(Boolean))].map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${reports}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
};

/** The headers every response carries. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};
