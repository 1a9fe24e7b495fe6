/**
 * The publisher's session: an HttpOnly cookie set by login. Endpoints of groups that use this
 * middleware answer 401 without it.
 */
import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform";
import { Unauthorized } from "./hydra";

import { SESSION_COOKIE } from "./cookies";

export { REGISTRATION_COOKIE, SESSION_COOKIE } from "./cookies";

export class Session extends HttpApiMiddleware.Tag<Session>()("Session", {
  failure: Unauthorized,
  security: { cookie: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) },
}) {}
