/** Texts of the registration form that depend on the language: field titles and sizes (errors: `useFormText`). */
import type { IntlShape } from "react-intl";
import type { PublisherCustomField } from "../../../contracts/registration.contract";
import { formatFileSize as fileSize } from "../../lib/file-size";

/** A custom field's title in the language shown, else in English, else the first one. */
export const customFieldTitle = (field: PublisherCustomField, locale: string): string => {
  const language = locale.split("-")[0];
  const pick = (l: string | undefined) => field.properties.find((p) => p.language === l)?.title;
  return pick(language) ?? pick("en") ?? field.properties[0]?.title ?? "";
};

/** A size in bytes as megabytes in the language shown ("5 MB", "5 МБ"); the same as the messages' `::unit/megabyte` skeleton. */
export const formatMegabytes = (intl: IntlShape, bytes: number): string =>
  intl.formatNumber(bytes / 1_000_000, { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 });

/** A file's size for the list of chosen files: bytes, kB or MB (src/lib/file-size.ts). */
export const formatFileSize = (intl: IntlShape, bytes: number): string => fileSize(bytes, intl.locale);
