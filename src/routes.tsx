/**
 * Every route of both documents under /publisher (spec 01 section 2, spec 02 section 2). Pages load
 * lazily, and so do the two layouts: public pages sit in the pre-login layout, the others in the
 * signed-in layout, so a publisher on the login page loads none of the signed-in shell.
 */
import type { RouteObject } from "react-router-dom";
import { Navigate } from "react-router-dom";
import { inspectorEnabled } from "./app/config";
import { lazyPage } from "./app/lazy-page";
import { RouteError } from "./shell/route-error";
import { LogoutPage } from "./pages/logout";

/** The sidebar's entries in the spec's order; `role` hides an entry without that role. */
export const MENU = [
  { path: "dashboard", label: "menu.dashboard" },
  { path: "smartlinks", label: "menu.smartlinks", role: "ROLE_SMARTLINKS" },
  { path: "offers", label: "menu.offers" },
  { path: "reports", label: "menu.reports" },
  { path: "conversions", label: "menu.conversions" },
  { path: "balance", label: "menu.balance" },
  { path: "payments", label: "menu.payments" },
  { path: "domains", label: "menu.domains" },
  { path: "announcements", label: "menu.announcements" },
  { path: "support", label: "menu.support" },
  { path: "settings", label: "menu.settings" },
] as const;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        lazy: lazyPage(() => import("./shell/prelogin-route")),
        children: [
          { path: "login", lazy: lazyPage(() => import("./pages/login")) },
          { path: "register", lazy: lazyPage(() => import("./pages/register")) },
          { path: "register/messengers", lazy: lazyPage(() => import("./pages/register-messengers")) },
          { path: "register/confirm/:token", lazy: lazyPage(() => import("./pages/register-confirm")) },
          { path: "email_update/confirm/:token", lazy: lazyPage(() => import("./pages/email-update-confirm")) },
          { path: "reset_password", lazy: lazyPage(() => import("./pages/reset-password")) },
          { path: "reset_password/confirm/:token", lazy: lazyPage(() => import("./pages/reset-password-confirm")) },
        ],
      },
      { path: "logout", element: <LogoutPage /> },
      // The statechart inspector: development builds, or the server's inspector setting (PORTAL_INSPECTOR=on).
      // The UI kit (shared parts no page shows yet, working), under the same setting.
      ...(inspectorEnabled()
        ? [
            { path: "__inspector", lazy: lazyPage(() => import("./inspector/inspector-page")) },
            { path: "__ui", lazy: lazyPage(() => import("./dev/ui-kit-page")) },
          ]
        : []),
      {
        lazy: lazyPage(() => import("./shell/signed-in-route")),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: "dashboard", lazy: lazyPage(() => import("./pages/dashboard")) },
          { path: "smartlinks", lazy: lazyPage(() => import("./pages/smartlinks")) },
          { path: "offers", lazy: lazyPage(() => import("./pages/offers")) },
          { path: "reports", lazy: lazyPage(() => import("./pages/reports")) },
          { path: "conversions", lazy: lazyPage(() => import("./pages/conversions")) },
          { path: "balance", lazy: lazyPage(() => import("./pages/balance")) },
          { path: "payments", lazy: lazyPage(() => import("./pages/payments")) },
          { path: "domains", lazy: lazyPage(() => import("./pages/domains")) },
          { path: "announcements", lazy: lazyPage(() => import("./pages/announcements")) },
          { path: "announcements/article/:id", lazy: lazyPage(() => import("./pages/announcement-article")) },
          { path: "support", lazy: lazyPage(() => import("./pages/support")) },
          { path: "settings", lazy: lazyPage(() => import("./pages/settings")) },
          { path: "*", lazy: lazyPage(() => import("./pages/not-found")) },
        ],
      },
    ],
  },
];
