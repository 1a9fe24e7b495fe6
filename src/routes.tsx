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
import { MENU } from "./shell/sidebar/menu-entries";
import { LogoutPage } from "./features/auth/logout-page";

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        lazy: lazyPage(() => import("./shell/prelogin-route")),
        children: [
          { path: "login", lazy: lazyPage(() => import("./features/auth/login-page")) },
          { path: "register", lazy: lazyPage(() => import("./features/registration/register-page")) },
          { path: "register/messengers", lazy: lazyPage(() => import("./features/registration/register-messengers-page")) },
          { path: "register/confirm/:token", lazy: lazyPage(() => import("./features/registration/register-confirm-page")) },
          { path: "email_update/confirm/:token", lazy: lazyPage(() => import("./features/auth/email-update-confirm-page")) },
          { path: "reset_password", lazy: lazyPage(() => import("./features/auth/reset-password-page")) },
          { path: "reset_password/confirm/:token", lazy: lazyPage(() => import("./features/auth/reset-password-confirm-page")) },
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
          // One route per menu entry, the menu's paths and pages.
          ...MENU.map(({ path, page }) => ({ path, lazy: lazyPage(page) })),
          { path: "announcements/article/:id", lazy: lazyPage(() => import("./features/announcements/announcement-article-page")) },
          { path: "offers/:id", lazy: lazyPage(() => import("./features/offers/offer-detail-page")) },
          { path: "smartlinks/:id", lazy: lazyPage(() => import("./features/smartlinks/smartlink-detail-page")) },
          { path: "*", lazy: lazyPage(() => import("./shell/not-found-page")) },
        ],
      },
    ],
  },
];
