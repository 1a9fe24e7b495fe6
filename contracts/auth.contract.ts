/** Sign-in calls: login, logout, password reset, e-mail change confirmation (spec 01 sections 3 and 7). */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, NotFound, TooManyRequests, Unauthorized, ld, mergePatch } from "./hydra";
import { Fingerprint, Publisher, TokenParam } from "./publisher";

export const LoginPayload = Schema.Struct({
  username: Schema.String.pipe(Schema.maxLength(255)),
  password: Schema.String.pipe(Schema.maxLength(4096)),
  _remember_me: Schema.Boolean,
  fingerprint: Schema.optional(Fingerprint),
}).annotations({ identifier: "LoginPayload" });
export type LoginPayload = typeof LoginPayload.Type;

export const PasswordResetRequest = Schema.Struct({
  email: Schema.String.pipe(Schema.maxLength(255)),
  fingerprint: Schema.optional(Fingerprint),
}).annotations({ identifier: "PasswordResetRequest" });

export const PasswordResetConfirm = Schema.Struct({
  plainPassword: Schema.String.pipe(Schema.maxLength(4096)),
  repeatPlainPassword: Schema.String.pipe(Schema.maxLength(4096)),
  fingerprint: Schema.optional(Fingerprint),
}).annotations({ identifier: "PasswordResetConfirm" });

export const FingerprintPayload = Schema.Struct({ fingerprint: Schema.optional(Fingerprint) }).annotations({
  identifier: "FingerprintPayload",
});

/**
 * The login's answer (and the password reset's) when the publisher turned on two-step sign-in
 * (contracts/two-step.contract.ts): no session yet, but a challenge that `twoStep.verify` takes with a
 * code. A backend without two-step sign-in never sends it: its login and its reset answer the
 * publisher, as before.
 */
export const TwoStepRequired = Schema.Struct({
  "@type": Schema.Literal("TwoStepRequired"),
  twoStep: Schema.Literal("required"),
  challenge: Schema.String.annotations({ description: "Opaque; sent back with the code to `POST /login/two_step`" }),
  expiresAt: Schema.String.annotations({ description: "RFC 3339: after it, the password is asked again" }),
}).annotations({ identifier: "TwoStepRequired" });
export type TwoStepRequired = typeof TwoStepRequired.Type;

/** 302 to the login page, for a full browser navigation (never called through fetch). */
export const LogoutRedirect = HttpApiSchema.Empty(302);

export const AuthGroup = HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/login")
      .setPayload(LoginPayload)
      .addSuccess(ld(Schema.Union(Publisher, TwoStepRequired)))
      .addError(Unauthorized),
  )
  .add(HttpApiEndpoint.get("logout", "/logout").addSuccess(LogoutRedirect))
  .add(
    HttpApiEndpoint.post("requestPasswordReset", "/reset_password/send_email")
      .setPayload(PasswordResetRequest)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ConstraintViolationList)
      .addError(TooManyRequests),
  )
  .add(
    HttpApiEndpoint.patch("confirmPasswordReset", "/publishers/:token/reset_password")
      .setPath(TokenParam)
      .setPayload(mergePatch(PasswordResetConfirm))
      // With two-step sign-in on, the new password is set but no session opened: the login's challenge
      // (docs/decisions/088-two-step-sign-in.md), so that the e-mailed link alone never signs in.
      .addSuccess(ld(Schema.Union(Publisher, TwoStepRequired)))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.post("confirmEmailChange", "/users/confirm/:token")
      .setPath(TokenParam)
      .setPayload(FingerprintPayload)
      .addSuccess(ld(Publisher))
      .addError(NotFound),
  );
