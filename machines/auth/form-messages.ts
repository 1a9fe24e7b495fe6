/**
 * The validation messages of the sign-in forms (spec 01 section 5) as message ids of auth.json;
 * the form model they belong to is machines/form/form-model.ts.
 */
import type { FormMessage } from "../form/form-model";

/** The spec's validation messages of login, password reset and its confirmation. */
export const VALIDATION = {
  required: { id: "auth.validation.required" },
  notBlank: { id: "auth.validation.notBlank" },
  email: { id: "auth.validation.email" },
  passwordRequired: { id: "auth.validation.passwordRequired" },
  repeatPasswordRequired: { id: "auth.validation.repeatPasswordRequired" },
  passwordsNotEqual: { id: "auth.validation.passwordsNotEqual" },
  /** Two-step sign-in: the app's code is six digits. */
  oneTimeCode: { id: "auth.validation.oneTimeCode" },
} as const satisfies Record<string, FormMessage>;
