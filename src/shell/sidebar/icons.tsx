/** Inline SVG icons of the sidebar: the logo mark, one icon per menu entry, the manager's contacts. */
import type { ReactNode } from "react";

import { type IconProps, OutlineIcon as Outline } from "../../ui/outline-icon";

/** The platform's mark: a rising line in a rounded teal square. */
export const LogoMark = (props: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
    <rect width="32" height="32" rx="9" className="fill-teal-700 dark:fill-teal-400" />
    <path
      d="M8.5 21.5 13.5 16l3.5 3.5 6.5-7.5"
      fill="none"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="stroke-white dark:stroke-slate-950"
    />
    <path
      d="M18.5 11.5h5.5V17"
      fill="none"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="stroke-white dark:stroke-slate-950"
    />
  </svg>
);

const DashboardIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </Outline>
);

const SmartlinksIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M13 3 5 13.5h6l-1 7.5 8-10.5h-6l1-7.5Z" />
  </Outline>
);

const OffersIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3.5 11.6V4.5a1 1 0 0 1 1-1h7.1a1 1 0 0 1 .7.3l8.4 8.4a1 1 0 0 1 0 1.4l-7.1 7.1a1 1 0 0 1-1.4 0l-8.4-8.4a1 1 0 0 1-.3-.7Z" />
    <circle cx="8" cy="8" r="1.5" />
  </Outline>
);

const ReportsIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3.5 20.5h17" />
    <rect x="5" y="11" width="3.5" height="6.5" rx="1" />
    <rect x="10.25" y="5" width="3.5" height="12.5" rx="1" />
    <rect x="15.5" y="13.5" width="3.5" height="4" rx="1" />
  </Outline>
);

const ConversionsIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.25 2.5 2.5 4.5-5" />
  </Outline>
);

const BalanceIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2.5" />
    <path d="m6 7 9.6-3.2a1 1 0 0 1 1.3.95V7" />
    <path d="M21 11.5h-3.5a2 2 0 0 0 0 4H21" />
  </Outline>
);

const PaymentsIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19" />
    <path d="M6 15h4" />
  </Outline>
);

const DomainsIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17" />
    <path d="M12 3.5c2.3 2.5 3.5 5.3 3.5 8.5s-1.2 6-3.5 8.5c-2.3-2.5-3.5-5.3-3.5-8.5s1.2-6 3.5-8.5Z" />
  </Outline>
);

const NewsIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 5.5a1 1 0 0 1 1-1h10.5a1 1 0 0 1 1 1V18a2.5 2.5 0 0 0 2.5 2.5H6.5A2.5 2.5 0 0 1 4 18V5.5Z" />
    <path d="M16.5 9h3a1 1 0 0 1 1 1v8a2.5 2.5 0 0 1-2.5 2.5" />
    <path d="M7.5 8.5h5.5M7.5 12h5.5M7.5 15.5h3.5" />
  </Outline>
);

const SupportIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m6 6 3.5 3.5M14.5 14.5 18 18M14.5 9.5 18 6M6 18l3.5-3.5" />
  </Outline>
);

const SettingsIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 6h9M17 6h3M4 12h2M10 12h10M4 18h7M15 18h5" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="8" cy="12" r="2" />
    <circle cx="13" cy="18" r="2" />
  </Outline>
);

/** The menu's icons by name; a menu entry names one (src/shell/sidebar/menu-entries.ts). */
export const MENU_ICONS = {
  dashboard: DashboardIcon,
  smartlinks: SmartlinksIcon,
  offers: OffersIcon,
  reports: ReportsIcon,
  conversions: ConversionsIcon,
  balance: BalanceIcon,
  payments: PaymentsIcon,
  domains: DomainsIcon,
  news: NewsIcon,
  support: SupportIcon,
  settings: SettingsIcon,
} satisfies Record<string, (props: IconProps) => ReactNode>;

/** The name of an icon a menu entry may show. */
export type MenuIconName = keyof typeof MENU_ICONS;

export const ChevronLeftIcon = (props: IconProps) => (
  <Outline strokeWidth={2.25} {...props}>
    <path d="m14.5 6-6 6 6 6" />
  </Outline>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Outline strokeWidth={2.25} {...props}>
    <path d="m9.5 6 6 6-6 6" />
  </Outline>
);

export const CloseIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
);

export { EmailIcon, SkypeIcon, TeamsIcon, TelegramIcon } from "../../ui/contacts/contact-icons";
