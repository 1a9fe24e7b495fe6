/**
 * The publisher's session: an HttpOnly cookie set by login. Endpoints of groups that use this
 * middleware answer 401 without it.
 */
import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform";
import { Unauthorized } from "./hydra";

/** Name of the HttpOnly session cookie (Symfony's default). */
export const SESSION_COOKIE = "PHPSESSID";
/** Cookie set after a successful registration; while it exists the form shows "Registration limit exceeded.". */
export const REGISTRATION_COOKIE = "_registration";
/** Name of the language cookie. */
export const LOCALE_COOKIE = "_locale";

export class Session extends HttpApiMiddleware.Tag<Session>()("Session", {
  failure: Unauthorized,
  security: { cookie: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) },
}) {}
