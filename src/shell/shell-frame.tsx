/**
 * The signed-in shell's frame: what a signed-in page shows while the publisher loads (instead of a
 * spinner), and what `npm run build` pre-renders for every signed-in route in every language
 * (scripts/prerender.ts), so that a phone paints the page's frame and heading with the HTML alone,
 * before a line of the portal's JavaScript has arrived (docs/decisions/055-the-signed-in-frame.md).
 *
 * It is the shell's outline in the shell's places: the sidebar's panel with its logo (a rail on a
 * tablet, or on a desktop whose publisher collapsed it: html.sidebar-collapsed, set before the first
 * paint by the early preferences script), the header's bar with the menu button's place, and the
 * page's name where the page puts its heading. The shell replaces it whole once the publisher is there: no
 * element of the frame stays, so none of them can shift.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { MenuIcon } from "./header/icons";
import { FOCUS_RING, ICON_BUTTON } from "./header/styles";
import { LogoMark } from "./sidebar/icons";
import { MENU } from "./sidebar/menu-entries";

/** The heading's message id on a signed-in path (under the basename), as its page titles itself; none where the page names it from data. */
export const frameTitleId = (pathname: string): string | undefined => {
  const [first, second, third] = pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (second === undefined) return MENU.find((entry) => entry.path === first)?.label;
  if (first === "offers" && third === undefined) return "offerDetail.title";
  if (first === "smartlinks" && third === undefined) return "menu.smartlinks";
  return undefined;
};

export const ShellFrame = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const titleId = frameTitleId(pathname);
  return (
    <div data-shell="frame" className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="flex flex-1">
        <div className="sticky top-0 z-40 hidden h-dvh w-18 shrink-0 self-start md:block lg:w-[227px] lg:in-[.sidebar-collapsed]:w-18">
          <div className="flex h-full flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="flex h-16 shrink-0 items-center justify-center gap-2.5 border-b border-slate-200 lg:justify-start lg:pl-4 lg:pr-3 lg:in-[.sidebar-collapsed]:justify-center lg:in-[.sidebar-collapsed]:p-0 dark:border-slate-800">
              <LogoMark className="size-8 shrink-0" />
              <span className="hidden truncate text-[15px] font-semibold tracking-tight text-slate-900 lg:inline lg:in-[.sidebar-collapsed]:hidden dark:text-white">
                <FormattedMessage id="app.title" />
              </span>
            </div>
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="sticky top-0 z-30 bg-white/95 dark:bg-slate-900/95">
            <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-3 sm:px-4 md:px-6 lg:px-8 dark:border-slate-800">
              {/* The menu button's place: it opens the drawer once the shell is there. */}
              <span aria-hidden="true" className={`${ICON_BUTTON} ${FOCUS_RING} -ml-1 md:hidden`}>
                <MenuIcon className="size-6" />
              </span>
            </div>
          </div>
          <main className="min-h-screen flex-1 px-4 py-6 md:px-8">
            <p role="status" className="sr-only">
              {intl.formatMessage({ id: "app.loading" })}
            </p>
            {/* The page's name where its heading will be; not a heading itself (a screen reader hears
                "Loading…", then the page with its heading), and no test takes it for the page. */}
            {titleId && (
              <p aria-hidden="true" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
                {intl.formatMessage({ id: titleId })}
              </p>
            )}
          </main>
        </div>
      </div>
    </div>
  );
};
