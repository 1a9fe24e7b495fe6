/**
 * The one rendering of a form's messages (machines/form/form-model.ts) as the text a field or the
 * form shows, in the interface language.
 */
import { useCallback } from "react";
import { type IntlShape, useIntl } from "react-intl";
import type { FormMessage } from "../../../machines/form/form-model";
import { GENERIC_ERROR_MESSAGE } from "../../api/catalogue";
import { unexpectedErrorId } from "../connectivity";

// A message's values are formatted by the message itself (e.g. bytes as megabytes: `{size, number, ::unit/megabyte …}`).
// Offline the generic failure is something this device did not save (src/app/connectivity.ts).
const textOf = (intl: IntlShape, message: FormMessage): string => {
  if ("id" in message)
    return intl.formatMessage({ id: message.id === "error.unexpected" ? unexpectedErrorId() : message.id }, message.values);
  return message.text === GENERIC_ERROR_MESSAGE ? intl.formatMessage({ id: unexpectedErrorId() }) : message.text;
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
