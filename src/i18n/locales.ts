/** Interface languages (spec 01 section 1): en is the default. */
export const LOCALES = ["en", "ru", "uk", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as ReadonlyArray<string>).includes(value);

/** Loads a locale's compiled messages lazily, so that only the active language is downloaded. */
export const loadMessages = async (locale: Locale): Promise<Record<string, string>> => {
  switch (locale) {
    case "ru":
      return (await import("./messages/ru.json")).default;
    case "uk":
      return (await import("./messages/uk.json")).default;
    case "zh":
      return (await import("./messages/zh.json")).default;
    default:
      return (await import("./messages/en.json")).default;
  }
};
