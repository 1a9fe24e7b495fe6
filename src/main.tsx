/** Starts the portal: checks the browser, reads the stored journal, loads the language, renders. */
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, type Block, routeReady } from "./app";
import { inspectorEnabled, statelyWanted } from "./app/config";
import { followColorScheme } from "./app/color-scheme";
import { stopEarlyInput } from "./app/early-input";
import { readLocaleCookie } from "./app/locale-cookie";
import { registerServiceWorker } from "./app/service-worker";
import { makeSystem } from "./app/system";
import { warmIntl } from "./app/warm-intl";
import { DEFAULT_LOCALE, isLocale, loadMessages } from "./i18n/locales";
import { ClientStore, storageAvailable } from "./journal/client-store";
import { nextTask } from "./lib/next-task";
import { isPublicPath } from "./routes-public";
import { browserSupported } from "./shell/blocks";
import "./index.css";

/**
 * Marks the root once React has taken the page over (after hydrating a pre-rendered page, or after
 * the first render): `data-taken-over`. What a pre-rendered public page's controls were given before
 * then is done once they are React's (src/app/early-input.ts); the browser tests still wait for the
 * mark before they press anything, unless a test is about that.
 */
const MarkTakenOver = () => {
  useEffect(() => document.getElementById("root")?.setAttribute("data-taken-over", ""), []);
  return null;
};

/** A path under the signed-in layout: neither a public page nor a developer's page (the inspector, the UI kit). */
const signedInPath = (pathname: string) => !isPublicPath(pathname) && !pathname.startsWith("/publisher/__");

/**
 * Settles once the API layer's modules have been evaluated (or failed to load), a task later. Effect
 * itself comes first, in a task of its own (it is in the chunk of the modules every signed-in page
 * shares, with src/lib/money.ts): evaluated with the API layer's contracts, the two were one task of
 * 340-420 ms on a phone.
 */
const afterApiLayer = () =>
  import("./lib/money")
    .then(nextTask)
    .then(() => import("./app/api-module"))
    .then(nextTask, () => undefined);

/**
 * Settles once the session has its answer (the publisher, a failure, a 401; a request that hangs ends
 * at the client's own timeout and fails). The first render waits for it: it is a transition,
 * rendered in slices, and a store it reads that changes before it commits (the publisher arriving
 * mid-render, with the language and the journal's projection it updates) makes React render the
 * whole tree again at once, one task of 300-500 ms on a phone (docs/decisions/086-what-the-traces-showed.md).
 * Until then the pre-rendered frame is on screen, as it is anyway until the publisher is known. No
 * timer of its own: e2e/boot.spec.ts holds a page to setting none before its content is there.
 */
const sessionAnswered = (session: ReturnType<typeof makeSystem>["session"]) =>
  new Promise<void>((done) => {
    if (session.getSnapshot().value !== "loading") return done();
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.value === "loading") return;
      subscription.unsubscribe();
      done();
    });
  });

const start = async () => {
  const canStore = storageAvailable();
  const block: Block = !browserSupported() ? "browser" : !canStore ? "storage" : null;
  const store = new ClientStore(canStore ? window.localStorage : null);
  store.flushWhenLeaving(window, document);
  followColorScheme(store.getState().colorScheme);
  // The signed-in frame reads it (src/shell/shell-frame.tsx); a pre-rendered page had it set before its first paint.
  document.documentElement.classList.toggle("sidebar-collapsed", store.getState().sidebarCollapsed);
  const stored = store.getState().language;
  const locale = readLocaleCookie() ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
  document.documentElement.lang = locale;
  // The page's modules load beside the messages (the router would start them on its first render).
  // A signed-in page's modules are evaluated after the API layer's, in a task of their own: both
  // bring Effect and contracts, and evaluated together they were one task of 250-500 ms on a phone
  // (decision 065). Their files are already on their way: the frame's HTML preloads them.
  const { pathname } = window.location;
  const signedIn = block === null && signedInPath(pathname);
  const pageReady = signedIn ? afterApiLayer().then(() => routeReady(pathname)) : routeReady(pathname);
  const system = makeSystem({ store, locale, messages: await loadMessages(locale) });
  // On a signed-in page the publisher is asked for now, while the page's modules are still on their
  // way, rather than after the first render (decision 055): on a phone that is the scripts' time.
  if (signedIn) {
    system.session.send({ type: "session.load" });
    warmIntl(locale);
  }
  await Promise.all([pageReady, signedIn ? sessionAnswered(system.session) : undefined]);
  // Every portal tab reports to the inspector, except the inspector's own tab.
  if (inspectorEnabled() && !pathname.startsWith("/publisher/__inspector"))
    void import("./inspector/broadcast").then(({ startBroadcast }) => startBroadcast(store));
  if (statelyWanted()) void import("./inspector/stately").then(({ startStately }) => startStately());
  const app = (
    <StrictMode>
      <MarkTakenOver />
      <App system={system} block={block} />
    </StrictMode>
  );
  const root = document.getElementById("root")!;
  // What was tapped or typed on a pre-rendered public page until now is kept for its layout to do
  // again once its controls are React's (src/app/early-input.ts); from here React hears the events.
  stopEarlyInput();
  // A public page comes pre-rendered in the language the server read from the cookie
  // (scripts/prerender.ts): React takes it over as it is, what was typed included. In another
  // language (one stored in this browser only), or behind a block, it is rendered afresh.
  //
  // Both in a transition: React then renders in slices of a few milliseconds and gives the main thread
  // back between them (a phone's taps and paints go on), instead of one task for the whole tree
  // (docs/decisions/065-main-thread-in-slices.md).
  if (root.dataset.prerendered === locale && block === null) {
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
  } else {
    // A pre-rendered signed-in frame stays on screen until React's first commit replaces it (with the
    // same frame, while the publisher loads: decision 055); anything else goes at once.
    if (root.dataset.frame === undefined) root.replaceChildren();
    const reactRoot = createRoot(root, { onRecoverableError });
    startTransition(() => reactRoot.render(app));
  }
};

/**
 * React recovered from an error by rendering again, synchronously. Its own report names only its
 * wrapper ("error #520"); the console gets the error it caught too, so that a report (or a browser
 * test, which fails on console errors) says what went wrong.
 */
const onRecoverableError = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(error, cause instanceof Error ? `caused by: ${cause.stack ?? cause.message}` : `caused by: ${String(cause)}`);
};

void start();
registerServiceWorker();
