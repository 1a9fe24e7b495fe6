/**
 * Run by `npm run build` after the client build and the pre-rendering build (`vite build --ssr
 * src/prerender.tsx --outDir dist-ssr`): writes the public pages' HTML, one file per language, to
 * dist/prerendered/<locale>/<page>.html (docs/decisions/045-delivery-on-a-phone.md). Each is the
 * built index.html with the page's markup inside <div id="root" data-prerendered="<locale>">, and its
 * `lang` (the title is set by the page when it runs, as before) and the stylesheet inline. mock-server/static.ts sends it for that path and language; src/main.tsx
 * hydrates it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { LOCALES } from "../src/i18n/locales";

// React's production build, as in the browser (its development build warns and renders differently).
process.env.NODE_ENV = "production";
const dist = resolve(process.env.DIST_DIR ?? "dist");
const ssr = resolve(process.env.SSR_DIR ?? "dist-ssr");
const { renderPage, PRERENDERED_PAGES } = (await import(
  pathToFileURL(resolve(ssr, "prerender.js")).href
)) as typeof import("../src/prerender");
// The stylesheet goes into the page (a <style> the server gives the response's nonce): the first paint
// then waits for the HTML alone, not for a second request sharing a phone's bandwidth with the scripts.
const stylesheet = /<link rel="stylesheet"[^>]* href="\/publisher\/(assets\/[\w-]+\.css)">/;
const built = readFileSync(resolve(dist, "index.html"), "utf8");
const cssFile = stylesheet.exec(built)?.[1];
if (!cssFile) throw new Error("index.html links no stylesheet to put into the pre-rendered pages");
const css = readFileSync(resolve(dist, cssFile), "utf8");
if (/<\/style/i.test(css)) throw new Error("the stylesheet holds </style");
const template = built.replace(stylesheet, () => `<style>${css}</style>`);
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');

let count = 0;
for (const locale of LOCALES) {
  mkdirSync(resolve(dist, "prerendered", locale), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page, locale);
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${markup}</div>`);
    writeFileSync(resolve(dist, "prerendered", locale, `${page}.html`), html);
    count += 1;
  }
}
console.log(`prerendered ${count} pages (${PRERENDERED_PAGES.join(", ")} in ${LOCALES.join(", ")})`);
