/**
 * The signed-in layout (spec 01 section 2): sidebar, header and footer around the page. It loads
 * the current publisher and renders once it is there; the page scrolls to the top at each route
 * change. It holds the one balance poll the header and the Balance page share, and the offline banner
 * above the page (decision 083).
 */
import { type CSSProperties, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet, useLocation } from "react-router-dom";
import type { Publisher } from "../../contracts/publisher";
import { RenderedPublisherProvider, useSession, useSystem } from "../app/react";
import { handleError, onTheWayToLogin } from "../app/error-handler";
import { toasts } from "../app/toasts";
import { timezoneOf } from "../../machines/session/session.machine";
import { journalInspector } from "../journal/inspect";
import { Footer } from "./footer";
import { BalanceSource } from "../app/balance-source";
import { type ListServices, ListServicesProvider } from "../ui/list/list-services";
import { Header } from "./header/header";
import { CompetitionStrip } from "./header/competition-strip";
import { DEMO_STRIP_HEIGHT_PX, DemoStrip } from "./header/demo-strip";
import { SIDEBAR_DRAWER_ID, Sidebar } from "./sidebar/sidebar";
import { ShellFrame } from "./shell-frame";
import { OfflineBanner } from "./offline-banner";
import { LoadFailed } from "./spinner";

export const SignedInLayout = () => {
  const { session } = useSystem();
  const { status, publisher: current } = useSession();
  // The page with the publisher renders in the background (a deferred render is sliced and gives
  // way to input): the frame stays until it is ready (docs/decisions/065-main-thread-in-slices.md).
  const publisher = useDeferredValue(current);
  const { pathname } = useLocation();
  // The drawer is open for the path it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;

  // The publisher is asked for once per visit to the signed-in area: after a 401 the session is idle
  // again while the login page loads, and asking again would only repeat the 401 until it has.
  // src/main.tsx may have asked already, before the first render: that counts as this visit's, and
  // so does its 401 if it came before this render (the browser is then on its way to login).
  const asked = useRef(status !== "idle" || onTheWayToLogin());
  useEffect(() => {
    if (status !== "idle" || asked.current) return;
    asked.current = true;
    session.send({ type: "session.load" });
  }, [status, session]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // A publisher that could not load offline (nothing saved) is asked for again when the network is back.
  useEffect(() => {
    if (status !== "failed") return;
    const retry = () => session.send({ type: "session.load" });
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [status, session]);

  if (status === "failed") return <LoadFailed onRetry={() => session.send({ type: "session.load" })} />;
  // Until the publisher is there: the shell's frame, as pre-rendered for this path (decision 055).
  if (!publisher) return <ShellFrame />;

  return <SignedInFrame publisher={publisher} drawerOpen={drawerOpen} onDrawer={setDrawerPath} pathname={pathname} />;
};

/**
 * What the shared list parts need of the app (src/ui/list/list-services.tsx), for the publisher the
 * layout renders with: the API runtime, toasts, the error handler, the journal and the time zones.
 */
const useListServicesFor = (publisher: Publisher): ListServices => {
  const system = useSystem();
  const timeZone = timezoneOf(publisher);
  const networkTimeZone = publisher.networkTimezone;
  return useMemo(
    () => ({
      // Read at the call: the API layer is loaded in the signed-in area, and a test may give its own.
      get api() {
        return system.api;
      },
      notify: (notice) => void toasts.show(notice),
      handleError: (error) => handleError(error),
      inspect: journalInspector(system.store),
      timeZone,
      networkTimeZone,
    }),
    [system, timeZone, networkTimeZone],
  );
};

/** The frame around a signed-in page, for the publisher the layout renders with. */
const SignedInFrame = ({
  publisher,
  drawerOpen,
  onDrawer,
  pathname,
}: {
  publisher: Publisher;
  drawerOpen: boolean;
  onDrawer: (path: string | null) => void;
  pathname: string;
}) => {
  const listServices = useListServicesFor(publisher);
  return (
    // In demo mode the strip runs across the top of the page and the sidebar and header stick below it
    // (spec 01 section 9: offset by 34 px), so the sidebar's logo row and the header line up.
    <RenderedPublisherProvider value={publisher}>
      <ListServicesProvider value={listServices}>
        <BalanceSource>
          <div
            style={{ "--strip-offset": `${publisher.statusNew ? DEMO_STRIP_HEIGHT_PX : 0}px` } as CSSProperties}
            className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
          >
            <a
              href="#content"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
            >
              <FormattedMessage id="app.skipToContent" />
            </a>
            <DemoStrip />
            <div className="flex flex-1">
              <Sidebar drawerOpen={drawerOpen} onDrawerClose={() => onDrawer(null)} />
              <div className="flex min-w-0 flex-1 flex-col">
                <Header onMenuClick={() => onDrawer(pathname)} menuOpen={drawerOpen} menuId={SIDEBAR_DRAWER_ID} />
                <CompetitionStrip />
                {/* At least a screen tall: the footer starts below the fold, so the page's content arriving
                does not push it out of view (a layout shift of 0.1 on Dashboard, decision 045). */}
                <main id="content" tabIndex={-1} className="min-h-screen flex-1 px-4 py-6 outline-none md:px-8">
                  <OfflineBanner />
                  <Outlet />
                </main>
                <Footer />
              </div>
            </div>
          </div>
        </BalanceSource>
      </ListServicesProvider>
    </RenderedPublisherProvider>
  );
};
