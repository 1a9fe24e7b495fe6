/**
 * Two-step sign-in (issue 37 item 1; docs/decisions/088-two-step-sign-in.md): a publisher turns on an
 * authenticator app (TOTP, RFC 6238: six digits, 30-second steps, SHA-1), confirmed by one code, and
 * gets ten one-time recovery codes, shown once. From then on the login answers a challenge instead of
 * the publisher (contracts/auth.contract.ts, `TwoStepRequired`), and `verify` takes the challenge with
 * a code from the app or a recovery code, and signs in. A code is good for its step and the one before
 * or after; a code used once is refused again; five wrong codes lock the account's second step for a
 * while (429 with `lockedUntil`). Turning it off, and new recovery codes, ask for a code too.
 *
 * An optional capability: a backend without this group (404 or 501 on its first call) leaves the portal
 * without the Settings tab and shows no error; its login never answers a challenge, so signing in is as
 * it was (src/api/groups.ts marks it optional).
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, Unauthorized, errorFields, errorAnnotations, ld } from "./hydra";
import { Fingerprint, Publisher } from "./publisher";
import { Session } from "./session";

const OneTimeCode = Schema.String.pipe(Schema.maxLength(16)).annotations({
  description: "The six digits the authenticator app shows now (spaces ignored)",
});
const RecoveryCode = Schema.String.pipe(Schema.maxLength(32)).annotations({
  description: "One of the ten recovery codes (case and dashes ignored); each works once",
});

export const TwoStepStatus = Schema.Struct({
  enabled: Schema.Boolean,
  enabledAt: Schema.NullOr(Schema.String).annotations({ description: "RFC 3339: when it was turned on; null while off" }),
  recoveryCodesLeft: Schema.Int.annotations({ description: "Recovery codes not used yet (0 while off)" }),
}).annotations({ identifier: "TwoStepStatus" });
export type TwoStepStatus = typeof TwoStepStatus.Type;

/** A new secret, waiting for its first code: it works only once confirmed. */
export const TwoStepEnrolment = Schema.Struct({
  secret: Schema.String.annotations({ description: "The shared secret in base32, for typing into the app" }),
  otpauthUri: Schema.String.annotations({
    description: "otpauth://totp/… with the secret, the issuer and the account: the QR code's text",
  }),
}).annotations({ identifier: "TwoStepEnrolment" });
export type TwoStepEnrolment = typeof TwoStepEnrolment.Type;

export const RecoveryCodes = Schema.Struct({
  recoveryCodes: Schema.Array(Schema.String).annotations({ description: "Ten one-time codes: shown this once, never again" }),
}).annotations({ identifier: "RecoveryCodes" });
export type RecoveryCodes = typeof RecoveryCodes.Type;

/** A code from the app, or (where it says so) a recovery code instead. */
export const TwoStepCode = Schema.Struct({
  oneTimeCode: Schema.optional(OneTimeCode),
  recoveryCode: Schema.optional(RecoveryCode),
}).annotations({ identifier: "TwoStepCode" });
export type TwoStepCode = typeof TwoStepCode.Type;

export const TwoStepVerify = Schema.Struct({
  challenge: Schema.String.pipe(Schema.maxLength(128)).annotations({ description: "The login answer's challenge" }),
  oneTimeCode: Schema.optional(OneTimeCode),
  recoveryCode: Schema.optional(RecoveryCode),
  fingerprint: Schema.optional(Fingerprint),
}).annotations({ identifier: "TwoStepVerify" });
export type TwoStepVerify = typeof TwoStepVerify.Type;

/** 429: too many wrong codes; the second step is locked until `lockedUntil`. */
export class TwoStepLocked extends Schema.Class<TwoStepLocked>("TwoStepLocked")(
  { ...errorFields, lockedUntil: Schema.String.annotations({ description: "RFC 3339: when codes are taken again" }) },
  errorAnnotations(429),
) {}

export const TwoStepGroup = HttpApiGroup.make("twoStep")
  .add(HttpApiEndpoint.get("status", "/two_step").addSuccess(ld(TwoStepStatus)).middleware(Session))
  .add(
    HttpApiEndpoint.post("begin", "/two_step/enrolment")
      .addSuccess(ld(TwoStepEnrolment), { status: 201 })
      .addError(ConstraintViolationList)
      .middleware(Session),
  )
  .add(
    HttpApiEndpoint.post("confirm", "/two_step/enrolment/confirm")
      .setPayload(ld(TwoStepCode))
      .addSuccess(ld(RecoveryCodes))
      .addError(ConstraintViolationList)
      .addError(TwoStepLocked)
      .middleware(Session),
  )
  .add(
    HttpApiEndpoint.post("regenerate", "/two_step/recovery_codes")
      .setPayload(ld(TwoStepCode))
      .addSuccess(ld(RecoveryCodes))
      .addError(ConstraintViolationList)
      .addError(TwoStepLocked)
      .middleware(Session),
  )
  .add(
    HttpApiEndpoint.post("disable", "/two_step/disable")
      .setPayload(ld(TwoStepCode))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ConstraintViolationList)
      .addError(TwoStepLocked)
      .middleware(Session),
  )
  // The login's second step: public (the login answered a challenge, not a session).
  .add(
    HttpApiEndpoint.post("verify", "/login/two_step")
      .setPayload(ld(TwoStepVerify))
      .addSuccess(ld(Publisher))
      .addError(Unauthorized)
      .addError(ConstraintViolationList)
      .addError(TwoStepLocked),
  );
