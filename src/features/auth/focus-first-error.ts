/** After a submit that failed validation, moves the focus to the first field in error. */
export const focusFirstError = <F extends string>(
  order: ReadonlyArray<F>,
  errors: Partial<Record<F, unknown>>,
  inputs: Partial<Record<F, HTMLInputElement | null>>,
): void => {
  const first = order.find((field) => errors[field] !== undefined);
  if (first !== undefined) inputs[first]?.focus();
};
