/**
 * The one rendering of a form's messages (machines/form/form-model.ts) as the text a field or the
 * form shows, in the interface language.
 */
import { useCallback } from "react";
import { type IntlShape, useIntl } from "react-intl";
import type { FormMessage } from "../../../machines/form/form-model";
import { GENERIC_ERROR_MESSAGE } from "../../api/catalogue";

/** A size in bytes as megabytes in the language shown ("5 MB", "5 МБ"). */
export const formatMegabytes = (intl: IntlShape, bytes: number): string =>
  intl.formatNumber(bytes / 1_000_000, { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 });

const textOf = (intl: IntlShape, message: FormMessage): string => {
  if ("text" in message) return message.text === GENERIC_ERROR_MESSAGE ? intl.formatMessage({ id: "error.unexpected" }) : message.text;
  // A value named `size` is a number of bytes.
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, k === "size" && typeof v === "number" ? formatMegabytes(intl, v) : v]));
  return intl.formatMessage({ id: message.id }, values);
};

const isList = (m: FormMessage | ReadonlyArray<FormMessage>): m is ReadonlyArray<FormMessage> => Array.isArray(m);

/**
 * The text of a message, or of a field's messages (one after the other). A message id is
 * translated; a server text is shown as it is, except the generic text (a failure without a text
 * of its own), which is shown in the interface language. Nothing gives `undefined`.
 */
export const useFormText = () => {
  const intl = useIntl();
  return useCallback(
    (message: FormMessage | ReadonlyArray<FormMessage> | null | undefined): string | undefined => {
      if (!message) return undefined;
      if (!isList(message)) return textOf(intl, message);
      return message.length === 0 ? undefined : message.map((m) => textOf(intl, m)).join(" ");
    },
    [intl],
  );
};
