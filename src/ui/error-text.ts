/**
 * The catalogue's text for an error shown in place rather than as a notification (spec 01 section 8):
 * a 422's violations as `path: message` lines, else the server's text, else the generic text in the
 * user's language. The same texts the shared handler shows (error-handler.ts).
 */
import type { IntlShape } from "react-intl";
import type { ApiError } from "../api";
import { GENERIC_ERROR_MESSAGE } from "../api/catalogue";
import { unexpectedErrorId } from "./connectivity";

/** The text to show for `error`; offline, a failure without a text of its own is data the device did not save (decision 083). */
export const errorText = (error: ApiError, intl: IntlShape): string => {
  if (error._tag === "ValidationFailed" && error.violations.length > 0) {
    return error.violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join("\n");
  }
  const message = error.message;
  return !message || message === GENERIC_ERROR_MESSAGE ? intl.formatMessage({ id: unexpectedErrorId() }) : message;
};
