/**
 * What the sign-in machines put on their forms: field errors and the message above the form.
 * Client-side rules give message ids (translated by the page, English text = the spec's text);
 * server answers give the server's own text. Pure: the errors are read by their `_tag`.
 */

/** A message id of the catalogues, or a text that came from the server as it is. */
export type FormMessage = { readonly id: string } | { readonly text: string };

/** The spec's validation messages (spec 01 section 5) as message ids of auth.json. */
export const VALIDATION = {
  required: { id: "auth.validation.required" },
  notBlank: { id: "auth.validation.notBlank" },
  email: { id: "auth.validation.email" },
  passwordRequired: { id: "auth.validation.passwordRequired" },
  repeatPasswordRequired: { id: "auth.validation.repeatPasswordRequired" },
  passwordsNotEqual: { id: "auth.validation.passwordsNotEqual" },
} as const satisfies Record<string, FormMessage>;

/** The generic text's id, for failures that carry no text of their own. */
export const UNEXPECTED: FormMessage = { id: "error.unexpected" };

/** The same e-mail rule as the backend's. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string): boolean => value.trim() === "";

export type FieldErrors<F extends string> = Partial<Record<F, FormMessage>>;

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

/** The errors left once the user edits some fields (an edited field's error goes away). */
export const withoutErrorsOf = <F extends string>(errors: FieldErrors<F>, edited: object): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in edited))) as FieldErrors<F>;

/** The catalogue tag of a failure (`Unauthorized`, `ValidationFailed`, `RequestFailed`, `NetworkFailed`, `Cancelled`). */
export const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && typeof (error as { _tag?: unknown })._tag === "string" ? (error as { _tag: string })._tag : undefined;

/** The message above the form for a failed call: the server's text, else the generic one. */
export const formErrorOf = (error: unknown): FormMessage => {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() !== "" ? { text: message } : UNEXPECTED;
};

export interface FieldViolation {
  readonly propertyPath: string;
  readonly message: string;
}

/** A 422's violations split between the form's fields (first message of each) and the others. */
export const violationsByField = <F extends string>(
  error: unknown,
  fields: ReadonlyArray<F>,
): { fields: FieldErrors<F>; others: ReadonlyArray<FieldViolation> } => {
  const list = (error as { violations?: ReadonlyArray<FieldViolation> } | null)?.violations ?? [];
  const byField: FieldErrors<F> = {};
  const others: FieldViolation[] = [];
  for (const violation of list) {
    const field = fields.find((f) => f === violation.propertyPath);
    if (field === undefined) others.push(violation);
    else byField[field] ??= { text: violation.message };
  }
  return { fields: byField, others };
};
