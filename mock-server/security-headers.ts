/**
 * The response headers that keep the portal safe, in one place (docs/decisions/046-security-headers.md).
 * `npm start` applies them in mock and upstream mode alike; anyone serving `dist/` another way should
 * send the same (README, "Serving dist/ elsewhere").
 *
 * - Every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `X-Frame-Options: DENY` (and `frame-ancestors 'none'` in the policy, for browsers that read that instead).
 * - The portal's HTML (`portalPolicy`): a Content-Security-Policy whose scripts are the portal's own files
 *   and the one inline script it writes itself, the network's custom script (`customer.customJs`), which
 *   carries the response's nonce (src/app/customer-script.ts reads it from the entry script's tag). No
 *   'unsafe-inline', no 'unsafe-eval'.
 * - Every other response: a policy that allows nothing (`default-src 'none'`), so a JSON answer or an
 *   SVG opened on its own runs no script; the service worker's script alone may fetch from the portal's
 *   origin (`WORKER_POLICY`: it precaches the build).
 * - API answers (`/publisher/api`, also when proxied upstream): `Cache-Control: no-store`.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";

export const API_PATH = "/publisher/api";

export interface PolicyOptions {
  /** The per-response nonce of the portal's inline script (the network's custom script). */
  readonly nonce: string;
  /** Where error reports go when that is another origin (ERROR_REPORT_URL in upstream mode). */
  readonly errorReportUrl?: string | undefined;
  /** Where web vitals go when they are on and that is another origin (VITALS_REPORT_URL in upstream mode). */
  readonly vitalsUrl?: string | undefined;
}

/** A fresh nonce for one HTML response: 128 random bits, base64. */
export const newNonce = (): string => randomBytes(16).toString("base64");

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

/** The policy of every response that is not the portal's HTML. */
export const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The service worker's address (scripts/service-worker.ts writes it; its scope is the portal's path). */
export const WORKER_PATH = "/publisher/sw.js";

/**
 * The service worker's own policy (a worker runs under the policy of its script's response): it loads
 * no script (Workbox is inlined) and fetches only from the portal's origin, to precache the build.
 */
export const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** The headers every response carries. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

const isApi = (url: string) => {
  const path = url.split("?")[0]!;
  return path === API_PATH || path.startsWith(`${API_PATH}/`);
};

/**
 * Adds the headers to every answer of `app` (routes, static files, the proxy's answers, errors). The
 * portal's HTML sets its own policy (with its nonce) before it is sent; everything else gets the
 * locked one. Registered before the routes, on the root instance, so that every plugin's answers pass.
 */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook("onSend", (request, reply, payload, done) => {
    applySecurityHeaders(request.url, reply);
    done(null, payload);
  });
};

/** The headers of an answer to `url` that has not set its own policy; also for answers no hook sees (Fastify's framework errors). */
export const applySecurityHeaders = (url: string, reply: FastifyReply) => {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) reply.header(name, value);
  if (!reply.hasHeader("content-security-policy"))
    reply.header("content-security-policy", url.split("?")[0] === WORKER_PATH ? WORKER_POLICY : LOCKED_POLICY);
  if (isApi(url)) reply.header("cache-control", "no-store");
};
