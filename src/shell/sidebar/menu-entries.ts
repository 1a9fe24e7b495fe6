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
  { path: "dashboard", label: "menu.dashboard", icon: "dashboard", page: () => import("../../pages/dashboard") },
  { path: "smartlinks", label: "menu.smartlinks", icon: "smartlinks", role: "ROLE_SMARTLINKS", page: () => import("../../pages/smartlinks") },
  { path: "offers", label: "menu.offers", icon: "offers", page: () => import("../../pages/offers") },
  { path: "reports", label: "menu.reports", icon: "reports", page: () => import("../../pages/reports") },
  { path: "conversions", label: "menu.conversions", icon: "conversions", page: () => import("../../pages/conversions") },
  { path: "balance", label: "menu.balance", icon: "balance", page: () => import("../../pages/balance") },
  { path: "payments", label: "menu.payments", icon: "payments", page: () => import("../../pages/payments") },
  { path: "domains", label: "menu.domains", icon: "domains", page: () => import("../../pages/domains") },
  { path: "announcements", label: "menu.announcements", icon: "news", page: () => import("../../pages/announcements") },
  { path: "support", label: "menu.support", icon: "support", page: () => import("../../pages/support") },
  { path: "settings", label: "menu.settings", icon: "settings", page: () => import("../../pages/settings") },
];
