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
import { COMMON_HEADERS } from "../contracts/content-policy";

export { COMMON_HEADERS, portalPolicy } from "../contracts/content-policy";

export const API_PATH = "/publisher/api";

/** A fresh nonce for one HTML response: 128 random bits, base64. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** The policy of every response that is not the portal's HTML. */
export const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The service worker's address (scripts/service-worker.ts writes it; its scope is the portal's path). */
export const WORKER_PATH = "/publisher/sw.js";

/**
 * The service worker's own policy (a worker runs under the policy of its script's response): it loads
 * no script (Workbox is inlined) and fetches only from the portal's origin, to precache the build.
 */
export const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

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
