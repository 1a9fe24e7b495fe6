/**
 * The sidebar's menu (spec 01 section 2), the one list of the signed-in areas: the sidebar draws
 * it and src/routes.tsx makes a signed-in route of each entry, so a path is written once. This
 * module imports no component (only the icon names' type), so the route table can read it without
 * the signed-in shell; each page loads when its route is visited.
 */
import type { ComponentType } from "react";
import type { MenuIconName } from "./icons";

/** One menu entry and the signed-in route it opens. */
export interface MenuEntry {
  /** The route's path under /publisher, and the first path segment that selects the entry. */
  readonly path: string;
  /** The entry's message id (sidebar.json). */
  readonly label: string;
  /** Its icon in the sidebar: required, and one of the icons drawn in ./icons.tsx. */
  readonly icon: MenuIconName;
  /** Shown only to a publisher with this role. */
  readonly role?: string;
  /** The page's route module. */
  readonly page: () => Promise<{ default: ComponentType }>;
}

/** The entries in the spec's order. */
export const MENU: ReadonlyArray<MenuEntry> = [
  { path: "dashboard", label: "menu.dashboard", icon: "dashboard", page: () => import("../../features/dashboard/dashboard-page") },
  {
    path: "smartlinks",
    label: "menu.smartlinks",
    icon: "smartlinks",
    role: "ROLE_SMARTLINKS",
    page: () => import("../../features/smartlinks/smartlinks-page"),
  },
  { path: "offers", label: "menu.offers", icon: "offers", page: () => import("../../features/offers/offers-page") },
  { path: "reports", label: "menu.reports", icon: "reports", page: () => import("../../features/reports/reports-page") },
  {
    path: "conversions",
    label: "menu.conversions",
    icon: "conversions",
    page: () => import("../../features/conversions/conversions-page"),
  },
  { path: "balance", label: "menu.balance", icon: "balance", page: () => import("../../features/balance/balance-page") },
  { path: "payments", label: "menu.payments", icon: "payments", page: () => import("../../features/payments/payments-page") },
  { path: "domains", label: "menu.domains", icon: "domains", page: () => import("../../features/domains/domains-page") },
  {
    path: "announcements",
    label: "menu.announcements",
    icon: "news",
    page: () => import("../../features/announcements/announcements-page"),
  },
  { path: "support", label: "menu.support", icon: "support", page: () => import("../../features/support/support-page") },
  { path: "settings", label: "menu.settings", icon: "settings", page: () => import("../../features/settings/settings-page") },
];
