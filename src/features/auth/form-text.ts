/** Turns a machine's `FormMessage` into the text to show, in the interface language. */
import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { FormMessage } from "../../../machines/auth/form-messages";
import { GENERIC_ERROR_MESSAGE } from "../../api/catalogue";

/**
 * A message id is translated; a server text is shown as it is, except the generic text (a failure
 * without a text of its own), which is shown in the interface language.
 */
export const useFormText = () => {
  const intl = useIntl();
  return useCallback(
    (message: FormMessage | null | undefined): string | undefined => {
      if (!message) return undefined;
      if ("id" in message) return intl.formatMessage({ id: message.id });
      return message.text === GENERIC_ERROR_MESSAGE ? intl.formatMessage({ id: "error.unexpected" }) : message.text;
    },
    [intl],
  );
};
