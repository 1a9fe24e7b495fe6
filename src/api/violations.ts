/**
 * Field violations of a 422 answer (spec 01 section 8): read from `violations`, or from the
 * `path: message` lines of `hydra:description` / `detail`, then split between the form's own
 * fields and the rest (shown as a notification).
 */

/** One failed constraint: the property it concerns (may be empty) and the server's message. */
export interface FieldViolation {
  readonly propertyPath: string;
  readonly message: string;
}

const LINE = /^([^\s:]+):\s+(.+)$/;

/**
 * Parses `path: message` lines. A line without that shape is kept whole with an empty
 * `propertyPath`, so it still reaches the notification.
 */
export const parseViolationLines = (text: string): ReadonlyArray<FieldViolation> =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const match = LINE.exec(line);
      return match ? { propertyPath: match[1]!, message: match[2]! } : { propertyPath: "", message: line };
    });

/** Violations of a form, split by whether the form has a field of that name. */
export interface SplitViolations<F extends string> {
  /** Messages per form field, in the server's order. */
  readonly fields: Partial<Record<F, ReadonlyArray<string>>>;
  /** Violations of no field of the form: shown as a notification. */
  readonly others: ReadonlyArray<FieldViolation>;
}

/** Splits violations into those whose `propertyPath` is one of `fieldNames` and the others. */
export const splitViolations = <F extends string>(
  violations: ReadonlyArray<FieldViolation>,
  fieldNames: ReadonlyArray<F>,
): SplitViolations<F> => {
  const names = new Set<string>(fieldNames);
  const fields: Partial<Record<F, Array<string>>> = {};
  const others: Array<FieldViolation> = [];
  for (const violation of violations) {
    if (names.has(violation.propertyPath)) {
      const field = violation.propertyPath as F;
      (fields[field] ??= []).push(violation.message);
    } else {
      others.push(violation);
    }
  }
  return { fields, others };
};

/** How a violation of no form field reads in a notification: `path: message`, or the message alone. */
export const violationText = (violation: FieldViolation): string =>
  violation.propertyPath === "" ? violation.message : `${violation.propertyPath}: ${violation.message}`;
