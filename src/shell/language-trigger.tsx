/**
 * What the language selector's trigger looks like: its classes and content (globe, language name or
 * code, chevron or busy mark). Shared by the Headless UI selector and the plain button the pre-login
 * header shows until that selector has loaded, so the two look the same. No Headless UI here.
 */
import type { Locale } from "../i18n/locales";

/** Each language by its own name (never translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ru: "Русский", uk: "Українська", zh: "中文" };

/**
 * "full": the language's name from sm up, its code below; "compact": its code; "header": as "full",
 * with the globe and the chevron from sm up only, so that the signed-in header's controls fit a
 * 360 px phone (the trigger is the code alone there).
 */
export type TriggerVariant = "full" | "compact" | "header";

export const languageTriggerClass = (className: string) =>
  "inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 shadow-xs transition-colors " +
  "hover:border-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 " +
  "data-[open]:border-teal-600 data-[open]:ring-1 data-[open]:ring-teal-600 " +
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-600 dark:hover:bg-slate-800 " +
  "dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900 dark:data-[open]:border-teal-400 dark:data-[open]:ring-teal-400 " +
  className;

const GlobeIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </svg>
);

const ChevronIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path
      fillRule="evenodd"
      d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.6l3.74-3.86a.75.75 0 1 1 1.08 1.04l-4.28 4.42a.75.75 0 0 1-1.08 0L5.16 8.78a.75.75 0 0 1 .04-1.08Z"
      clipRule="evenodd"
    />
  </svg>
);

const BusyIcon = ({ className }: { className: string }) => (
  <span aria-hidden className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} />
);

/** The trigger's content by its variant (see `TriggerVariant`). */
export const LanguageTriggerContent = ({ variant, current, changing }: { variant: TriggerVariant; current: Locale; changing: boolean }) => {
  const wide = variant === "header" ? "hidden sm:block" : "";
  return (
    <>
      <GlobeIcon className={`size-4 shrink-0 text-slate-500 dark:text-slate-400 ${wide}`} />
      {variant !== "compact" ? (
        <>
          <span lang={current} className="hidden sm:inline">
            {LANGUAGE_NAMES[current]}
          </span>
          <span className="uppercase sm:hidden">{current}</span>
        </>
      ) : (
        <span className="uppercase">{current}</span>
      )}
      {changing ? (
        <BusyIcon className="size-3.5 text-teal-600 dark:text-teal-400" />
      ) : (
        <ChevronIcon className={`size-4 text-slate-400 ${wide}`} />
      )}
    </>
  );
};
