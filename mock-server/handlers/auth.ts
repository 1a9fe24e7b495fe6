/** Login, logout, password reset and e-mail change confirmation. */
import { Temporal } from "temporal-polyfill";
import { NotFound, TooManyRequests, Unauthorized } from "../../contracts/hydra";
import { SESSION_COOKIE } from "../../contracts/session";
import type { TwoStepRequired } from "../../contracts/auth.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import { RESET_WINDOW_MS } from "../store/store";
import { EMAIL_PATTERN, Violations, isBlank } from "../validation";

/** The login's `TwoStepRequired` (a fresh challenge, no session) when `relativeId` has two-step sign-in on and the backend offers it. */
const twoStepChallenge = (
  { store, clock, lacks }: Pick<HandlerContext, "store" | "clock" | "lacks">,
  relativeId: number,
  rememberMe: boolean,
): TwoStepRequired | null => {
  if (!store.twoStep.enabled(relativeId) || lacks("twoStep")) return null;
  const { challenge, expiresAtMs } = store.twoStep.openChallenge(relativeId, rememberMe, clock.nowMs());
  return {
    "@type": "TwoStepRequired",
    twoStep: "required",
    challenge,
    expiresAt: Temporal.Instant.fromEpochMilliseconds(expiresAtMs).toString(),
  };
};

export const authHandlers: HandlersOf<"auth"> = {
  login({ payload }, { store, setCookie, clock, lacks }) {
    const user = store.findByLogin(payload.username);
    if (!user || user.password !== payload.password) {
      return fail(new Unauthorized({ error: "Invalid credentials." }));
    }
    if (!user.confirmed) {
      return fail(new Unauthorized({ error: "Your account is not activated yet. Please follow the link in the activation e-mail." }));
    }
    // Two-step sign-in turned on (mock-server/handlers/two-step.ts): a challenge for the code, no session yet.
    // A backend without the capability answers the publisher, as before.
    const twoStep = twoStepChallenge({ store, clock, lacks }, user.relativeId, payload._remember_me);
    if (twoStep) return twoStep;
    const session = store.openSession(user.relativeId, payload._remember_me);
    setCookie(SESSION_COOKIE, session.id, session.maxAgeSeconds !== undefined ? { maxAgeSeconds: session.maxAgeSeconds } : {});
    return store.toPublisher(user);
  },

  logout(_input, { store, cookie, clearCookie, reply }) {
    const id = cookie(SESSION_COOKIE);
    if (id) store.sessions.delete(id);
    clearCookie(SESSION_COOKIE);
    reply.header("location", "/publisher/login");
  },

  requestPasswordReset({ payload }, { store, clock }) {
    const violations = new Violations();
    if (violations.check(!isBlank(payload.email), "email", "Field is required")) {
      violations.check(EMAIL_PATTERN.test(payload.email.trim()), "email", "Please input valid email");
    }
    assertValid(violations.list);
    const email = payload.email.trim().toLowerCase();
    const last = store.resetRequests.get(email);
    if (last !== undefined && clock.nowMs() - last < RESET_WINDOW_MS) {
      return fail(
        new TooManyRequests(hydraError(429, "A password reset e-mail was already sent. Only one request is allowed per 2 hours.")),
      );
    }
    store.resetRequests.set(email, clock.nowMs());
    const user = store.findByLogin(email);
    // Unknown addresses get the same answer, so that the form cannot probe which e-mails exist.
    if (user && user.email.toLowerCase() === email) {
      const token = store.issueToken("password_reset", user.relativeId);
      store.send({
        to: user.email,
        kind: "password_reset",
        subject: "Reset your password",
        token,
        link: `/publisher/reset_password/confirm/${token}`,
      });
    }
  },

  confirmPasswordReset({ path, payload }, ctx) {
    const { store, setCookie } = ctx;
    const record = store.tokens.get(path.token);
    const valid = record && record.kind === "password_reset" && !record.used && record.expiresAtMs > store.clock.nowMs();
    if (!valid) return fail(new NotFound(hydraError(404, "The password reset link is invalid or has expired.")));
    const violations = new Violations();
    violations.check(!isBlank(payload.plainPassword), "plainPassword", "Password is required");
    if (violations.check(payload.repeatPlainPassword !== "", "repeatPlainPassword", "Repeat password is required")) {
      violations.check(payload.plainPassword === payload.repeatPlainPassword, "repeatPlainPassword", "Passwords are not equal");
    }
    assertValid(violations.list);
    store.useToken(path.token, "password_reset");
    const user = store.publishers.get(record.relativeId)!;
    user.password = payload.plainPassword;
    user.confirmed = true;
    // Two-step sign-in on: the e-mailed link alone does not sign in; the code is asked for, as at the login.
    const twoStep = twoStepChallenge(ctx, user.relativeId, false);
    if (twoStep) return twoStep;
    const session = store.openSession(user.relativeId, false);
    setCookie(SESSION_COOKIE, session.id);
    return store.toPublisher(user);
  },

  confirmEmailChange({ path }, { store }) {
    const record = store.useToken(path.token, "email_change");
    if (!record) return fail(new NotFound(hydraError(404, "The e-mail confirmation link is invalid or has expired.")));
    const user = store.publishers.get(record.relativeId)!;
    user.email = record.newEmail ?? user.temporaryEmail ?? user.email;
    user.temporaryEmail = null;
    return store.toPublisher(user);
  },
};
