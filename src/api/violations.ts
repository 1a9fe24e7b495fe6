/**
 * Field violations of a 422 answer (spec 01 section 8): read from `violations`, or from the
 * `path: message` lines of `hydra:description` / `detail`, then applied to a form: each goes to
 * the form's field it names, the rest to a notification. Free of Effect: machines use it.
 */
import type { Violation } from "../../contracts/hydra";

/** One failed constraint, as the contract declares it: the property it concerns (may be empty) and the server's message. */
export type { Violation };

const LINE = /^([^\s:]+):\s+(.+)$/;

/**
 * Parses `path: message` lines. A line without that shape is kept whole with an empty
 * `propertyPath`, so it still reaches the notification.
 */
export const parseViolationLines = (text: string): ReadonlyArray<Violation> =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const match = LINE.exec(line);
      return match ? { propertyPath: match[1]!, message: match[2]! } : { propertyPath: "", message: line };
    });

/** A text from the server, shown as it is (one kind of a form's message, see machines/form). */
export interface ServerText {
  readonly text: string;
}

/** Violations applied to a form. */
export interface AppliedViolations<F extends string> {
  /** The messages of each field of the form, in the server's order. */
  readonly errors: Partial<Record<F, ReadonlyArray<ServerText>>>;
  /** Violations of no field of the form: shown as a notification. */
  readonly others: ReadonlyArray<Violation>;
}

/**
 * The field of a list of the form's field names that a property path names: the field itself
 * (`countries`), or the list field an item's path belongs to (`countries[1]`, `tags[0].name`): a
 * violation on an item of a list is the list field's (spec 01 section 8).
 */
const listFieldOf =
  <F extends string>(fields: ReadonlyArray<F>) =>
  (path: string): F | undefined =>
    fields.find((field) => field === path) ?? fields.find((field) => path.startsWith(`${field}[`));

/**
 * The one way violations reach a form: each goes to the field `fields` names for its
 * `propertyPath` (a list of the form's field names, an item's path going to its list field, or a
 * function for paths such as `customFieldValues[0].value` that name fields of their own), the others
 * are returned for a notification.
 */
export const applyViolations = <F extends string>(
  violations: ReadonlyArray<Violation>,
  fields: ReadonlyArray<F> | ((propertyPath: string) => F | undefined),
): AppliedViolations<F> => {
  const fieldOf = typeof fields === "function" ? fields : listFieldOf(fields);
  const errors: Partial<Record<F, Array<ServerText>>> = {};
  const others: Array<Violation> = [];
  for (const violation of violations) {
    const field = fieldOf(violation.propertyPath);
    if (field === undefined) others.push(violation);
    else (errors[field] ??= []).push({ text: violation.message });
  }
  return { errors, others };
};

/** How a violation of no form field reads in a notification: `path: message`, or the message alone. */
export const violationText = (violation: Violation): string =>
  violation.propertyPath === "" ? violation.message : `${violation.propertyPath}: ${violation.message}`;

// The names src/api/index.ts still exports (it belongs to the API layer's rewrite): the same things.
