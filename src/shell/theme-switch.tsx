/**
 * The three-option colour-scheme switch (light, dark, system); a choice acts immediately.
 *
 * Two forms of the same switch:
 * - `variant="segmented"` (default): a labelled radio group, for use anywhere outside a menu;
 * - `variant="menu"`: a labelled section of menu items, for use INSIDE a Headless UI `<MenuItems>`
 *   (the language selector, the user menu). A menu keeps the focus on its items and closes on Tab,
 *   so a radio group placed in a menu cannot be reached by keyboard; menu items can.
 */
import { MenuHeading, MenuItem, MenuSection, Radio, RadioGroup } from "@headlessui/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { usePreferences } from "../app/react";
import type { ColorScheme } from "../journal/projection";

export const COLOR_SCHEMES: ReadonlyArray<ColorScheme> = ["light", "dark", "system"];

const iconProps = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const SunIcon = ({ className = "size-4" }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </svg>
);

export const MoonIcon = ({ className = "size-4" }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" />
  </svg>
);

export const MonitorIcon = ({ className = "size-4" }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <rect x="3" y="4" width="18" height="12.5" rx="2" />
    <path d="M8.5 20.5h7M12 16.5v4" />
  </svg>
);

const ICONS: Record<ColorScheme, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

const headingClass = "px-2 pb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

const optionClass =
  "flex flex-1 cursor-pointer flex-col items-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-slate-600 outline-none transition-colors " +
  "hover:text-slate-900 data-[checked]:bg-white data-[checked]:text-teal-700 data-[checked]:shadow-sm " +
  "data-[focus]:ring-2 data-[focus]:ring-teal-600 dark:text-slate-300 dark:hover:text-white " +
  "dark:data-[checked]:bg-slate-700 dark:data-[checked]:text-teal-300 dark:data-[focus]:ring-teal-400";

const menuOptionClass =
  "flex flex-1 flex-col items-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-slate-600 outline-none transition-colors " +
  "data-[focus]:bg-slate-100 data-[focus]:text-slate-900 data-[focus]:ring-2 data-[focus]:ring-teal-600 " +
  "aria-[current=true]:bg-white aria-[current=true]:text-teal-700 aria-[current=true]:shadow-sm " +
  "dark:text-slate-300 dark:data-[focus]:bg-slate-700 dark:data-[focus]:text-white dark:data-[focus]:ring-teal-400 " +
  "dark:aria-[current=true]:bg-slate-700 dark:aria-[current=true]:text-teal-300";

export interface ThemeSwitchProps {
  /** "segmented" (a radio group, default) or "menu" (menu items; only inside a Headless UI Menu). */
  variant?: "segmented" | "menu";
  /** Whether the "Colour scheme" label is shown (it always names the group for assistive technology). */
  showLabel?: boolean;
  className?: string;
}

export const ThemeSwitch = ({ variant = "segmented", showLabel = true, className = "" }: ThemeSwitchProps) => {
  const intl = useIntl();
  const labelId = useId();
  const { colorScheme, setColorScheme } = usePreferences();
  const label = intl.formatMessage({ id: "theme.label" });

  if (variant === "menu") {
    return (
      <MenuSection className={className} aria-label={showLabel ? undefined : label}>
        {showLabel && <MenuHeading className={headingClass}>{label}</MenuHeading>}
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {COLOR_SCHEMES.map((scheme) => {
            const Icon = ICONS[scheme];
            return (
              <MenuItem key={scheme}>
                <button
                  type="button"
                  aria-current={scheme === colorScheme ? "true" : undefined}
                  onClick={() => setColorScheme(scheme)}
                  className={menuOptionClass}
                >
                  <Icon className="size-4" />
                  <FormattedMessage id={`theme.${scheme}`} />
                </button>
              </MenuItem>
            );
          })}
        </div>
      </MenuSection>
    );
  }

  return (
    <div className={className}>
      {showLabel && (
        <p id={labelId} className={headingClass}>
          {label}
        </p>
      )}
      <RadioGroup
        value={colorScheme}
        onChange={setColorScheme}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {COLOR_SCHEMES.map((scheme) => {
          const Icon = ICONS[scheme];
          return (
            <Radio key={scheme} value={scheme} className={optionClass}>
              <Icon className="size-4" />
              <FormattedMessage id={`theme.${scheme}`} />
            </Radio>
          );
        })}
      </RadioGroup>
    </div>
  );
};
