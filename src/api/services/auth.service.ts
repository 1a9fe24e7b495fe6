/** Sign-in calls: login, password reset, e-mail change confirmation (spec 01 section 7). */
import { Effect } from "effect";
import type { FingerprintPayload, LoginPayload, PasswordResetConfirm, PasswordResetRequest } from "../../../contracts/auth.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Sign-in calls; every method fails with the error catalogue (`ApiError`). */
export class AuthApi extends Effect.Service<AuthApi>()("api/AuthApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ auth }) => ({
    /** Signs in; a refusal is `Unauthorized` whose `message` is shown above the form. */
    login: (payload: LoginPayload) => callApi(auth.login({ payload })),
    /** Sends the password-reset e-mail. */
    requestPasswordReset: (payload: typeof PasswordResetRequest.Type) => callApi(auth.requestPasswordReset({ payload })),
    /** Sets a new password with the token of the reset e-mail. */
    confirmPasswordReset: (token: string, payload: typeof PasswordResetConfirm.Type) =>
      callApi(auth.confirmPasswordReset({ path: { token }, payload })),
    /** Confirms a new e-mail address with the token of the confirmation e-mail. */
    confirmEmailChange: (token: string, payload: typeof FingerprintPayload.Type = {}) =>
      callApi(auth.confirmEmailChange({ path: { token }, payload })),
  })),
}) {}
