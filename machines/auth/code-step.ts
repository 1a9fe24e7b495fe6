/**
 * A code of two-step sign-in as a form takes it (docs/decisions/088-two-step-sign-in.md): the
 * authenticator app's six digits, or a recovery code instead; checked at submit; a refusal on its
 * field, or, once too many were wrong, the lock's end above the form. Shared by the login's second
 * step (./auth.machine.ts) and Settings (machines/two-step).
 */
import { ONE_TIME_CODE_DIGITS } from "../../contracts/two-step-rules";
import { type FieldErrors, type FormMessage, formFailureOf, isBlank, isTag } from "../form/form-model";
import { VALIDATION } from "./form-messages";

/** The fields: the app's code, or a recovery code. */
export type CodeField = "oneTimeCode" | "recoveryCode";
export type CodeValues = Readonly<Record<CodeField, string>>;
/** How a code is given: the app's, or a recovery code. */
export type CodeMethod = "app" | "recovery";

export const NO_CODES: CodeValues = { oneTimeCode: "", recoveryCode: "" };

const CODE_PATTERN = new RegExp(`^\\d{${ONE_TIME_CODE_DIGITS}}$`);

/** The field of the method's code: required; the app's is six digits (spaces ignored). */
export const validateCode = (codes: CodeValues, method: CodeMethod): FieldErrors<CodeField> => {
  if (method === "recovery") return isBlank(codes.recoveryCode) ? { recoveryCode: [VALIDATION.required] } : {};
  const code = codes.oneTimeCode.replace(/\s/g, "");
  if (code === "") return { oneTimeCode: [VALIDATION.required] };
  return CODE_PATTERN.test(code) ? {} : { oneTimeCode: [VALIDATION.oneTimeCode] };
};

/** The method's code as sent: `{ oneTimeCode }` without spaces, or `{ recoveryCode }` trimmed. */
export const codePayload = (codes: CodeValues, method: CodeMethod): { oneTimeCode: string } | { recoveryCode: string } =>
  method === "recovery" ? { recoveryCode: codes.recoveryCode.trim() } : { oneTimeCode: codes.oneTimeCode.replace(/\s/g, "") };

/** What a refused code puts on the form: a lock says when it ends; a wrong code shows on its field. */
export const codeFailureOf = (error: unknown, method: CodeMethod): { errors: FieldErrors<CodeField>; formError: FormMessage | null } => {
  if (isTag(error, "RequestFailed") && error.status === 429 && error.until !== undefined) {
    const until = Date.parse(error.until);
    if (Number.isFinite(until)) return { errors: {}, formError: { id: "auth.twoStep.locked", values: { until } } };
  }
  return formFailureOf<CodeField>(error, [method === "recovery" ? "recoveryCode" : "oneTimeCode"]);
};
