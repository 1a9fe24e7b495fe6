/**
 * The header's language selector (pre-login header and signed-in header). Its dropdown lists the
 * four languages by their own names, the current one marked, and holds the colour-scheme switch.
 * Choosing a language hands it to the language-change flow, which does the rest (a guest: switch and
 * `_locale` cookie; a signed-in publisher: the profile PATCH first, then "Language updated").
 * Both headers load it after the first paint (see deferred-language-selector.tsx).
 */
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLanguage } from "../app/react";
import { type Handoff, applyHandoff } from "../ui/deferred";
import { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from "../i18n/locales";
import { LANGUAGE_NAMES, LanguageTriggerContent, type TriggerVariant, languageTriggerClass } from "./language-trigger";
import { ThemeSwitch } from "./theme-switch";

export { LANGUAGE_NAMES } from "./language-trigger";

const CheckIcon = ({ className }: { className: string }) => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path
      fillRule="evenodd"
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      clipRule="evenodd"
    />
  </svg>
);

/** What the user already did to a placeholder this selector replaces (see src/ui/deferred.tsx). */
export type LanguageHandoff = Handoff;

export interface LanguageSelectorProps {
  /** "full" shows the language's name (from the sm breakpoint up; the code below it); "compact" shows its code only. */
  variant?: TriggerVariant;
  /** Extra classes for the trigger button. */
  className?: string;
  /** Whether the dropdown also holds the colour-scheme switch (default: yes, as the spec wants). */
  withThemeSwitch?: boolean;
  /** What the user did to the placeholder this selector replaces; asked once, when it mounts. */
  handoff?: (() => LanguageHandoff) | undefined;
}

export const LanguageSelector = ({ variant = "full", className = "", withThemeSwitch = true, handoff }: LanguageSelectorProps) => {
  const intl = useIntl();
  const { locale, change, changing } = useLanguage();
  const current: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const button = useRef<HTMLButtonElement>(null);
  const handedOver = useRef(false);

  useEffect(() => {
    const el = button.current;
    if (!handoff || handedOver.current || !el) return;
    handedOver.current = true;
    applyHandoff(el, handoff());
  }, [handoff]);

  return (
    <Menu>
      <MenuButton
        ref={button}
        aria-label={intl.formatMessage({ id: "language.trigger" }, { name: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
        aria-busy={changing || undefined}
        className={languageTriggerClass(className)}
      >
        <LanguageTriggerContent variant={variant} current={current} changing={changing} />
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
                  <span
                    aria-hidden
                    className="w-6 text-[11px] font-semibold uppercase tracking-wide text-slate-500 group-data-[focus]:text-slate-600 dark:text-slate-400 dark:group-data-[focus]:text-slate-300"
                  >
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
