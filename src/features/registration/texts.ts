/** Texts of the registration form that depend on the language: field titles and sizes (errors: `useFormText`). */
import type { IntlShape } from "react-intl";
import type { PublisherCustomField } from "../../../contracts/registration.contract";
import { formatMegabytes } from "../../ui/form/form-text";

/** A custom field's title in the language shown, else in English, else the first one. */
export const customFieldTitle = (field: PublisherCustomField, locale: string): string => {
  const language = locale.split("-")[0];
  const pick = (l: string | undefined) => field.properties.find((p) => p.language === l)?.title;
  return pick(language) ?? pick("en") ?? field.properties[0]?.title ?? "";
};

/** A file's size for the list of chosen files. */
export const formatFileSize = (intl: IntlShape, bytes: number): string =>
  bytes < 1_000_000
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: "unit", unit: "kilobyte", unitDisplay: "short" })
    : formatMegabytes(intl, bytes);
