/**
 * The portal's router: React Router's declarative `BrowserRouter` over the route table of
 * src/routes.tsx. The table keeps the data router's shape (`lazy` routes, an `errorElement`); this
 * module gives those two their data-router behaviour without the data router itself, which is
 * about 16 KB of gzip JavaScript that every page loaded first (docs/decisions/009-login-bundle.md):
 *
 * - a `lazy` route renders its `Component` once its module has loaded. The modules of every route
 *   the location matches start loading together (layout and page in parallel), and a navigation
 *   keeps the current page on screen until the next one is ready (BrowserRouter navigates in
 *   transitions; the one Suspense boundary shows nothing only on the first load);
 * - an `errorElement` replaces its route when the route (or one below it) fails to render or to
 *   load, until the location changes; `useRouteFailure()` tells it what failed.
 */
import { Component, type ComponentType, type ReactNode, Suspense, createContext, useContext, useEffect, useRef } from "react";
import { BrowserRouter, type Location, Outlet, type RouteObject, matchRoutes, useLocation, useNavigate, useRoutes } from "react-router-dom";
import { installHistoryBlock } from "../ui/history-block";
import { readableWhenDone, settledComponent } from "../ui/lazy-component";
import { isPublicPath } from "../routes-public";
import { forgetCachedAnswers } from "../journal/cached-answers";
import { arrivedAtPublicPage, configureErrorHandler } from "./error-handler";

const FailureContext = createContext<unknown>(undefined);

/** What made the nearest `errorElement` show: the error thrown by a route's render or load. */
export const useRouteFailure = (): unknown => useContext(FailureContext);

interface BoundaryProps {
  readonly location: Location;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failure: { error: unknown } | null;
  readonly location: Location;
}

/** Shows `fallback` instead of its children once they fail, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <FailureContext.Provider value={failure.error}>{this.props.fallback}</FailureContext.Provider> : this.props.children;
  }
}

const ErrorElement = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <RouteErrorBoundary location={useLocation()} fallback={fallback}>
    {children}
  </RouteErrorBoundary>
);

/** How to start loading the module of each lazy route ahead of rendering it (settles when it has loaded or failed). */
const preloads = new WeakMap<RouteObject, () => Promise<void>>();

/** A data-router route as a declarative one: `lazy` becomes a lazy element, `errorElement` a boundary. */
const declarative = (route: RouteObject): RouteObject => {
  const { lazy: load, errorElement, children, ...rest } = route;
  let element = route.element;
  let preload: (() => Promise<void>) | undefined;
  if (typeof load === "function") {
    let loading: Promise<ComponentType> | undefined;
    const start = () =>
      (loading ??= readableWhenDone(
        load().then((module) => {
          if (!module.Component) throw new Error("A lazy route must provide a Component.");
          return module.Component;
        }),
      ));
    // Not React.lazy: it suspends on its first render even when the module is already there (a
    // promise cannot be read synchronously), and React holds back the content that follows a shown
    // fallback for up to 300 ms (its fallback throttle). Measured on a signed-in page load: three
    // such waits, about 650 ms of the 1.2 s to the page's content. A loaded route renders at once.
    // The component is the module's, the same one on every render; once loaded it renders without
    // React's `use` (`settledComponent`, src/ui/lazy-component.ts).
    const LazyRoute = settledComponent(start);
    element = <LazyRoute />;
    // A failed preload is not lost: rendering the route meets the same failure and shows it.
    preload = () =>
      start().then(
        () => undefined,
        () => undefined,
      );
  } else if (load) {
    throw new Error("Only lazy functions are supported in the route table.");
  }
  if (errorElement) element = <ErrorElement fallback={errorElement}>{element ?? <Outlet />}</ErrorElement>;
  const converted = { ...rest, element, ...(children ? { children: children.map(declarative) } : {}) } as RouteObject;
  if (preload) preloads.set(converted, preload);
  return converted;
};

const Routes = ({ routes }: { routes: RouteObject[] }) => {
  const location = useLocation();
  // Loading is idempotent, so starting it while rendering is safe; it must not wait for the
  // layout to render its outlet.
  for (const match of matchRoutes(routes, location) ?? []) void preloads.get(match.route)?.();
  return useRoutes(routes);
};

/** The shared error handler sends the browser to login through the router (a 401, spec 01 section 8). */
const LoginNavigation = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      configureErrorHandler({
        toLogin: () => void navigate("/login", { replace: true }),
        here: () => `${here.current.pathname}${here.current.search}`,
      }),
    [navigate],
  );
  useEffect(() => {
    if (!isPublicPath(window.location.pathname)) return;
    arrivedAtPublicPage();
    // Nobody is signed in here: whatever a session that ended by a full load (a 401 before the router,
    // another tab's logout) left in Cache Storage goes now.
    void forgetCachedAnswers();
  }, [pathname]);
  return null;
};

/** The router component that holds the location: the browser's, or a fixed one when pre-rendering (src/prerender.tsx). */
export type LocationRouter = ComponentType<{ basename: string; children: ReactNode }>;

/** Makes the router for a route table written for the data router; call once, outside React. */
export const makeRouter = (table: RouteObject[], basename: string, LocationProvider: LocationRouter = BrowserRouter) => {
  const routes = table.map(declarative);
  // Before BrowserRouter adds its popstate listener, so that a page with unsaved changes can stop Back (src/ui/leave-guard.tsx).
  if (LocationProvider === BrowserRouter) installHistoryBlock();
  /**
   * Settles once the modules of the routes a path matches have loaded (or failed): rendering after
   * it, the first render shows the page at once instead of an empty fallback first.
   */
  const ready = (pathname: string): Promise<void> =>
    Promise.all((matchRoutes(routes, pathname, basename) ?? []).map((match) => preloads.get(match.route)?.())).then(() => undefined);
  return Object.assign(
    function AppRouter() {
      return (
        <LocationProvider basename={basename}>
          <LoginNavigation />
          <Suspense fallback={null}>
            <Routes routes={routes} />
          </Suspense>
        </LocationProvider>
      );
    },
    { ready },
  );
};
