/**
 * The one form model of the portal's flows (docs/decisions/012-one-form-model.md): what a machine
 * puts on its form (each field's messages and the message above the form), and how a failed call
 * gets there. Client-side rules give message ids (translated by the page; the English text is the
 * spec's), server answers give the server's own text. Errors are read by their tag (`isTag`).
 */
import { isTag } from "../../src/api/catalogue";
import { type Violation, applyViolations } from "../../src/api/violations";

export { type Violation, applyViolations, isTag };

/** A message of the catalogues (with its values), or a text that came from the server as it is. */
export type FormMessage = { readonly id: string; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string };

/** Each field's messages, in order; a field without messages has no entry. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ReadonlyArray<FormMessage>>>;

/**
 * "Field is required": a required custom field left empty (spec 01 section 5, "Custom text field":
 * required adds not-blank, "Field is required"; issue 35 item 13), in the registration and profile forms.
 */
export const FIELD_REQUIRED = "form.error.fieldRequired";

/** The generic text's id, for failures that carry no text of their own. */
export const UNEXPECTED: FormMessage = { id: "error.unexpected" };

/** The same e-mail rule as the backend's. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string): boolean => value.trim() === "";

const CUSTOM_PATH = /^customFieldValues\[(\d+)\]/;

/** The form's field a violation's path names: one of `own`, or `customFieldValues[i]…` (the i-th custom field of `fields`). */
export const formFieldOf =
  (own: ReadonlyArray<string>, fields: ReadonlyArray<{ readonly "@id": string }>) =>
  (propertyPath: string): string | undefined => {
    const custom = CUSTOM_PATH.exec(propertyPath);
    if (custom) return fields[Number(custom[1])]?.["@id"];
    return own.includes(propertyPath) ? propertyPath : undefined;
  };

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The errors left once the user edits some fields (an edited field's errors go away); `edited` holds the edited fields as keys. */
export const withoutErrorsOf = <F extends string>(errors: FieldErrors<F>, edited: object): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in edited))) as FieldErrors<F>;

/** The server's text of a failed call, or null when it has none. */
export const serverTextOf = (error: unknown): string | null => {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() !== "" ? message : null;
};

/** The message above the form for a failed call: the server's text, else the generic one. */
export const formErrorOf = (error: unknown): FormMessage => {
  const text = serverTextOf(error);
  return text === null ? UNEXPECTED : { text };
};

/** The violations of a failed call: a 422's, else none. */
export const violationsIn = (error: unknown): ReadonlyArray<Violation> => (isTag(error, "ValidationFailed") ? error.violations : []);

/** What a failed submit puts on a form of `fields`. */
export interface FormFailure<F extends string> {
  readonly errors: FieldErrors<F>;
  readonly formError: FormMessage | null;
}

/**
 * A 422's violations go to their fields (the error's own text above the form when there is no
 * violation at all); any other failure shows its text above the form.
 */
export const formFailureOf = <F extends string>(error: unknown, fields: ReadonlyArray<F>): FormFailure<F> => {
  if (!isTag(error, "ValidationFailed")) return { errors: {}, formError: formErrorOf(error) };
  const { errors, others } = applyViolations(error.violations, fields);
  return { errors, formError: hasErrors(errors) || others.length > 0 ? null : formErrorOf(error) };
};

/** The violations of a failed submit that no field of the form shows: the flow shows them as notifications. */
export const violationsOfNoField = (error: unknown, fields: ReadonlyArray<string>): ReadonlyArray<Violation> =>
  applyViolations(violationsIn(error), fields).others;
