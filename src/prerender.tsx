/**
 * Pre-rendering of the public pages (docs/decisions/045-delivery-on-a-phone.md): built by
 * `vite build --ssr` and run by scripts/prerender.ts at build time, never in the browser. Each page
 * renders as the browser's first render would (the same App, system, messages and route modules, the
 * flows in their initial states) at a fixed location; src/main.tsx hydrates that HTML.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "./app";
import { makeRouter } from "./app/router";
import { makeSystem } from "./app/system";
import { type Locale, loadMessages } from "./i18n/locales";
import { ClientStore } from "./journal/client-store";
import { routes } from "./routes";
import { MENU } from "./shell/sidebar/menu-entries";

/** The pages pre-rendered, by their path under /publisher/ (the sign-in, registration and password-reset forms). */
export const PRERENDERED_PAGES = ["login", "register", "reset_password"] as const;

/**
 * The signed-in routes whose frame is pre-rendered (decision 055), by their path pattern under
 * /publisher/: every menu entry, and the detail pages (":id" stands for any one segment). The frame
 * depends on the path only, never on the publisher or the query.
 */
export const PRERENDERED_FRAMES: readonly string[] = [
  ...MENU.map((entry) => entry.path),
  "offers/:id",
  "smartlinks/:id",
  "announcements/article/:id",
];

export { earlyPreferences } from "./app/early-preferences";
export { EARLY_INPUT_KEY, recordEarlyInput } from "./app/early-input";
export { STORAGE_KEY } from "./journal/persisted";
export { EARLY_ANSWERS_KEY, askEarly } from "./api/early-answers";
export { PROJECTED } from "./journal/projection";
export { loadAfterFirstPaint } from "./app/after-first-paint";

const BASENAME = "/publisher";

/** The HTML of the page at /publisher/`page` in `locale`: what goes inside <div id="root">. */
export const renderPage = async (page: string, locale: Locale): Promise<string> => {
  const location = `${BASENAME}/${page}`;
  const Router = makeRouter(routes, BASENAME, ({ basename, children }) => (
    <StaticRouter basename={basename} location={location}>
      {children}
    </StaticRouter>
  ));
  const [messages] = await Promise.all([loadMessages(locale), Router.ready(location)]);
  const render = async () => {
    const system = makeSystem({ store: new ClientStore(null), locale, messages });
    try {
      const { prelude } = await prerender(
        <StrictMode>
          <App system={system} block={null} router={Router} />
        </StrictMode>,
        // No boundary outlined (React moves a large one to the end of the document with an inline
        // script that puts it in place, which the page's policy refuses): the page is one piece.
        { onError: (error) => void console.error(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      return await new Response(prelude).text();
    } finally {
      system.session.stop();
      system.language.stop();
    }
  };
  // `prerender` waits for the lazily loaded parts (lazyComponent) and renders them in place.
  const html = await render();
  // The page's policy admits no style attribute (mock-server/security-headers.ts).
  if (/\sstyle="/i.test(html))
    throw new Error(`the pre-rendered ${page} (${locale}) has a style attribute, which the page's policy refuses`);
  if (/<script|<template/i.test(html))
    throw new Error(`the pre-rendered ${page} (${locale}) still waits for something: it holds a <script> or <template>`);
  return html;
};
