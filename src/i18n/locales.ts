/** Interface languages (spec 01 section 1): en is the default. */
export const LOCALES = ["en", "ru", "uk", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as ReadonlyArray<string>).includes(value);

type Catalogue = Record<string, string>;

/**
 * Messages live in one JSON file per feature and language (`messages/<locale>/<feature>.json`), so
 * that features are translated side by side; a locale's files are bundled into one lazy chunk.
 */
const catalogues = {
  en: () => import.meta.glob<Catalogue>("./messages/en/*.json", { import: "default" }),
  ru: () => import.meta.glob<Catalogue>("./messages/ru/*.json", { import: "default" }),
  uk: () => import.meta.glob<Catalogue>("./messages/uk/*.json", { import: "default" }),
  zh: () => import.meta.glob<Catalogue>("./messages/zh/*.json", { import: "default" }),
} satisfies Record<Locale, () => Record<string, () => Promise<Catalogue>>>;

/** Loads a locale's messages lazily, so that only the active language is downloaded. */
export const loadMessages = async (locale: Locale): Promise<Catalogue> => {
  const parts = await Promise.all(Object.values(catalogues[locale]()).map((load) => load()));
  return Object.assign({}, ...parts) as Catalogue;
};
