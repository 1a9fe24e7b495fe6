/** The `_locale` cookie (spec 01 section 9): one year, path /publisher, Secure, SameSite=Lax. */
import { LOCALE_COOKIE } from "../../contracts/cookies";
import { type Locale, isLocale } from "../i18n/locales";

/** The cookie's lifetime: one year, as a max-age (no date arithmetic). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const readLocaleCookie = (): Locale | undefined => {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const value = match?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
};

export const writeLocaleCookie = (locale: Locale): void => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${ONE_YEAR_SECONDS}; path=/publisher; Secure; SameSite=Lax`;
};
