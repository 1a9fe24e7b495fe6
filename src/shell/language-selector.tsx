/**
 * The header's language selector (pre-login header and signed-in header). Its dropdown lists the
 * four languages by their own names, the current one marked, and holds the colour-scheme switch.
 * Choosing a language hands it to the language-change flow, which does the rest (a guest: switch and
 * `_locale` cookie; a signed-in publisher: the profile PATCH first, then "Language updated").
 */
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from "@headlessui/react";
import { useIntl } from "react-intl";
import { useLanguage } from "../app/react";
import { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from "../i18n/locales";
import { ThemeSwitch } from "./theme-switch";

/** Each language by its own name (never translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ru: "Русский", uk: "Українська", zh: "中文" };

const GlobeIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </svg>
);

const ChevronIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path fillRule="evenodd" d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.6l3.74-3.86a.75.75 0 1 1 1.08 1.04l-4.28 4.42a.75.75 0 0 1-1.08 0L5.16 8.78a.75.75 0 0 1 .04-1.08Z" clipRule="evenodd" />
  </svg>
);

const CheckIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
  </svg>
);

const BusyIcon = ({ className }: { className: string }) => <span aria-hidden className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} />;

export interface LanguageSelectorProps {
  /** "full" shows the language's name (from the sm breakpoint up; the code below it); "compact" shows its code only. */
  variant?: "full" | "compact";
  /** Extra classes for the trigger button. */
  className?: string;
  /** Whether the dropdown also holds the colour-scheme switch (default: yes, as the spec wants). */
  withThemeSwitch?: boolean;
}

export const LanguageSelector = ({ variant = "full", className = "", withThemeSwitch = true }: LanguageSelectorProps) => {
  const intl = useIntl();
  const { locale, change, changing } = useLanguage();
  const current: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;

  return (
    <Menu>
      <MenuButton
        aria-label={intl.formatMessage({ id: "language.trigger" }, { name: LANGUAGE_NAMES[current] })}
        aria-busy={changing || undefined}
        className={
          "inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 shadow-xs transition-colors " +
          "hover:border-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 " +
          "data-[open]:border-teal-600 data-[open]:ring-1 data-[open]:ring-teal-600 " +
          "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-600 dark:hover:bg-slate-800 " +
          "dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900 dark:data-[open]:border-teal-400 dark:data-[open]:ring-teal-400 " +
          className
        }
      >
        <GlobeIcon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        {variant === "full" ? (
          <>
            <span lang={current} className="hidden sm:inline">
              {LANGUAGE_NAMES[current]}
            </span>
            <span className="uppercase sm:hidden">{current}</span>
          </>
        ) : (
          <span className="uppercase">{current}</span>
        )}
        {changing ? <BusyIcon className="size-3.5 text-teal-600 dark:text-teal-400" /> : <ChevronIcon className="size-4 text-slate-400" />}
      </MenuButton>

      <MenuItems
        anchor={{ to: "bottom end", gap: 8 }}
        transition
        className={
          "z-50 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-2 shadow-lg shadow-slate-900/10 outline-none " +
          "transition duration-100 ease-out data-[closed]:scale-95 data-[closed]:opacity-0 " +
          "dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
        }
      >
        <MenuSection>
          <MenuHeading className="px-2 pb-1.5 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {intl.formatMessage({ id: "language.label" })}
          </MenuHeading>
          {LOCALES.map((option) => {
            const selected = option === current;
            return (
              <MenuItem key={option} disabled={changing}>
                <button
                  type="button"
                  lang={option}
                  aria-current={selected ? "true" : undefined}
                  onClick={() => {
                    if (!selected) change(option);
                  }}
                  className={
                    "group flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm text-slate-700 outline-none " +
                    "data-[focus]:bg-slate-100 data-[focus]:text-slate-900 data-[disabled]:cursor-wait data-[disabled]:opacity-60 " +
                    "aria-[current=true]:font-semibold aria-[current=true]:text-teal-700 " +
                    "dark:text-slate-200 dark:data-[focus]:bg-slate-800 dark:data-[focus]:text-white dark:aria-[current=true]:text-teal-300"
                  }
                >
                  <span aria-hidden className="w-6 text-[11px] font-semibold uppercase tracking-wide text-slate-500 group-data-[focus]:text-slate-600 dark:text-slate-400 dark:group-data-[focus]:text-slate-300">
                    {option}
                  </span>
                  <span className="flex-1">{LANGUAGE_NAMES[option]}</span>
                  {selected && <CheckIcon className="size-4 text-teal-600 dark:text-teal-300" />}
                </button>
              </MenuItem>
            );
          })}
        </MenuSection>
        {withThemeSwitch && (
          <>
            <MenuSeparator className="my-2 h-px bg-slate-200 dark:bg-slate-700" />
            <ThemeSwitch variant="menu" className="px-0 pb-0.5" />
          </>
        )}
      </MenuItems>
    </Menu>
  );
};
