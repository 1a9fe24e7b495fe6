/** Each interface language by its own name, as the language selector lists them. */
import type { Locale } from "../../../i18n/locales";

export const LANGUAGE_LABELS: Record<Locale, string> = { en: "English", ru: "Русский", uk: "Українська", zh: "中文" };
