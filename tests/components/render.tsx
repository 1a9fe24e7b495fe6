/**
 * Rendering a piece of the portal in a component test (docs/decisions/066-component-tests.md): the
 * app's own system (journal, session and language flows, the real API services), its messages in a
 * language and a router at a path. The page is at its worker's mock server (tests/components/setup.ts):
 * the calls go there as the portal's go to its origin.
 */
import { act, render, type RenderResult, waitFor as waitForDom } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, type RouteObject, useLocation } from "react-router-dom";
import { waitFor } from "xstate";
import { App, Localized } from "../../src/app";
import { makeRouter } from "../../src/app/router";
import { SystemProvider } from "../../src/app/react";
import { makeSystem } from "../../src/app/system";
import { type Locale, loadMessages } from "../../src/i18n/locales";
import { ClientStore } from "../../src/journal/client-store";
import { routes } from "../../src/routes";
import { loadEveryPart } from "./lazy-parts";

export const DEMO = { username: "demo", password: "Demo-pass-1" } as const;
export const NEWBIE = { username: "newbie", password: "Newbie-pass-1" } as const;

export interface PortalOptions {
  /** The router's location (the page's path under /publisher, with its query). */
  readonly path?: string;
  readonly locale?: Locale;
  /** Signed in as demo (or as this publisher), the publisher loaded before the first render. */
  readonly signedIn?: boolean | { username: string; password: string };
}

/** Signs this page's "browser" in: the session cookie is kept for the calls that follow. */
export const signInAs = async (who: { username: string; password: string } = DEMO) => {
  const answer = await fetch("/publisher/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...who, _remember_me: false }),
  });
  if (answer.status !== 200) throw new Error(`sign-in as ${who.username} answered ${answer.status}`);
};

/** Renders inside an awaited act, every lazily loaded part's code there first (./lazy-parts.ts). */
const renderAwaited = async (ui: ReactNode): Promise<RenderResult> => {
  await loadEveryPart();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui);
  });
  return view!;
};

/** The app system a component test renders with (the one the portal makes in main.tsx). */
export const portalSystem = async ({ locale = "en", signedIn }: PortalOptions = {}) => {
  const messages = await loadMessages(locale);
  if (signedIn) await signInAs(signedIn === true ? DEMO : signedIn);
  const system = makeSystem({ store: new ClientStore(window.localStorage), locale, messages });
  if (signedIn) {
    system.session.send({ type: "session.load" });
    await waitFor(system.session, (s) => s.matches("ready") || s.matches("failed"));
  }
  return system;
};

/**
 * A user whose click is one run of events, with no timer between the pointer's arrival and its press
 * (user-event's `delay: null`). A control whose code loads late (src/ui/deferred.tsx) puts its real
 * trigger in the plain button's place when the pointer comes near; with a timer between, that swap
 * could land between the arrival and the press, and the press then went to the plain button the test
 * had found, no longer in the page, so nothing opened (one CI run in many: report-schedules' first
 * menu). A pointer in a browser presses whatever is under it; a test holds an element. In one run,
 * the press reaches the plain button, which hands it to the real control, as a quick tap does.
 */
export const newUser = () => waitingForEnabled(userEvent.setup({ delay: null }));

/**
 * Whether a press on `element` would do nothing: a disabled control, one inside a disabled fieldset
 * (happy-dom's `:disabled` does not look at the fieldset; a control in its first legend, which a
 * browser leaves enabled, counts as disabled here, and the portal's legends hold none), or one marked
 * `aria-disabled`.
 */
export const inert = (element: Element) =>
  element.matches(":disabled") || element.closest("fieldset[disabled], [aria-disabled='true']") !== null;

/**
 * The user, whose `click` and `dblClick` first wait until their target can be pressed, as Playwright's
 * do. A flow disables its controls while it works (`disabled={!idle}`): a test that found a button the
 * moment it appeared and clicked it at once raced the flow, and a click on a disabled button does
 * nothing. On a quiet machine the flow came first; beside a second suite the click did, and the test
 * waited out its limit for a dialog that never opened (two-step.test.tsx, decision 084). A test that
 * presses a disabled control on purpose says so with `clickEvenIfDisabled`.
 */
const waitingForEnabled = (user: UserEvent) => {
  const whenEnabled = async (element: Element) => {
    // xstate's waitFor is imported above; this is Testing Library's, which also flushes React's updates.
    await waitForDom(() => {
      // A control the page rendered anew is another element: the one held here never becomes pressable.
      if (!element.isConnected) throw new Error(`${element.outerHTML.slice(0, 200)} is no longer in the page: find it again`);
      if (inert(element)) throw new Error(`${element.outerHTML.slice(0, 200)} stayed disabled: it cannot be pressed`);
    });
  };
  const click = user.click.bind(user);
  const dblClick = user.dblClick.bind(user);
  return Object.assign(user, {
    click: async (element: Element) => (await whenEnabled(element), click(element)),
    dblClick: async (element: Element) => (await whenEnabled(element), dblClick(element)),
    /** A click on `element` as it is, disabled or not: for a test that shows a disabled control does nothing. */
    clickEvenIfDisabled: click,
  });
};

/** Renders `ui` inside the portal's providers; answers Testing Library's queries, a user and the system. */
export const renderInPortal = async (ui: ReactNode, options: PortalOptions = {}) => {
  const system = await portalSystem(options);
  const user = newUser();
  const view = await renderAwaited(
    <SystemProvider value={system}>
      <Localized>
        <MemoryRouter basename="/publisher" initialEntries={[`/publisher${options.path ?? "/dashboard"}`]}>
          {ui}
        </MemoryRouter>
      </Localized>
    </SystemProvider>,
  );
  return { ...view, user, system };
};

/**
 * The pages whose modules load before the first render (besides the one rendered): every route of the
 * table, a parameter as 1, but the developers' tools (`__inspector`, `__ui`).
 */
const pathsOf = (table: readonly RouteObject[], parent = ""): string[] =>
  table.flatMap(({ path, children }) => {
    const here = path === undefined ? parent : `${parent}/${path.replace(/:\w+/g, "1")}`;
    if (here.includes("/__")) return [];
    return [...(path === undefined ? [] : [here]), ...pathsOf(children ?? [], here)];
  });
const PRELOADED = pathsOf(routes);

/** Where the router is: its path under /publisher and its query (`/settings?tab=postbacks`). */
export interface RouterPlace {
  current(): string;
}

/**
 * Renders the portal itself at `path` (under /publisher: `/settings?tab=postbacks`): the real route
 * table, the layouts and the page, its modules loaded before the first render as main.tsx does.
 * `place.current()` says where the portal has navigated to since.
 */
export const renderRoute = async (path: string, options: Omit<PortalOptions, "path"> = {}) => {
  const system = await portalSystem(options);
  const user = newUser();
  let current = `/publisher${path}`;
  const Track = () => {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  };
  const Router = makeRouter(routes, "/publisher", ({ basename, children }) => (
    <MemoryRouter basename={basename} initialEntries={[`/publisher${path}`]}>
      <Track />
      {children}
    </MemoryRouter>
  ));
  // Every page's modules are loaded before the first render, as a browser that has them cached: a
  // navigation inside a test then renders its page at once. (A page that suspended for its code in a
  // transition started inside Testing Library's act was never retried in happy-dom: decision 066.)
  await Promise.all([path.split("?")[0]!, ...PRELOADED].map((page) => Router.ready(`/publisher${page}`)));
  const view = await renderAwaited(<App system={system} block={null} router={Router} />);
  const place: RouterPlace = { current: () => current.replace(/^\/publisher/, "") };
  return { ...view, user, system, place };
};

const post = async (path: string, body: unknown = {}) => {
  const answer = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return answer;
};

/** The worker's mock server's own controls (mock-server/README.md: /__mock/...). */
export const mock = {
  /** The next `times` calls of `route` (a contract endpoint's name, "auth.login") fail so. */
  fault: (spec: { route: string; mode?: "status" | "hang" | "drop" | "redirect"; status?: number; times?: number }) =>
    post("/__mock/faults", spec).then(() => undefined),
  /** The next call of `route` answers `status` with the server's text `description` (its hydra:description). */
  failOnce: (route: string, status: number, description: string) =>
    post("/__mock/faults", { route, mode: "status", status, times: 1, body: { "hydra:description": description } }).then(() => undefined),
  /** The messages the server "sent" to `to`. */
  mailbox: async (to: string) =>
    (
      (await (await fetch(`/__mock/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        messages: Array<{ kind: string; token?: string; pin?: string; link?: string }>;
      }
    ).messages,
  /** Moves the server's clock on by an ISO duration ("PT2H"). */
  advanceClock: (duration: string) => post("/__mock/clock", { advance: duration }).then(() => undefined),
  /** Any other control: `post("/__mock/offer-access", {...})`. */
  post,
};
