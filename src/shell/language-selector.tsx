/** The header's language selector; its dropdown also holds the colour-scheme switch. */
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useIntl } from "react-intl";
import { useLanguage } from "../app/react";
import { LOCALES } from "../i18n/locales";
import { ThemeSwitch } from "./theme-switch";

const NAMES = { en: "English", ru: "Русский", uk: "Українська", zh: "中文" } as const;

export const LanguageSelector = () => {
  const intl = useIntl();
  const { locale, change } = useLanguage();
  return (
    <Menu>
      <MenuButton aria-label={intl.formatMessage({ id: "language.label" })} className="rounded-md px-2 py-1 text-sm font-medium uppercase">
        {locale}
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {LOCALES.map((l) => (
          <MenuItem key={l}>
            <button type="button" lang={l} onClick={() => change(l)} className="block w-full rounded-md px-3 py-2 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800">
              {NAMES[l]}
            </button>
          </MenuItem>
        ))}
        <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
          <ThemeSwitch />
        </div>
      </MenuItems>
    </Menu>
  );
};
