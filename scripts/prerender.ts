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
import { criticalCss } from "./critical-css";

// React's production build, as in the browser (its development build warns and renders differently).
process.env.NODE_ENV = "production";
const dist = resolve(process.env.DIST_DIR ?? "dist");
const ssr = resolve(process.env.SSR_DIR ?? "dist-ssr");
const {
  renderPage,
  PRERENDERED_PAGES,
  PRERENDERED_FRAMES,
  earlyPreferences,
  recordEarlyInput,
  EARLY_INPUT_KEY,
  STORAGE_KEY,
  PROJECTED,
  askEarly,
  EARLY_ANSWERS_KEY,
  loadAfterFirstPaint,
} = (await import(pathToFileURL(resolve(ssr, "prerender.js")).href)) as typeof import("../src/prerender");
// The stylesheet goes into the page (a <style> the server gives the response's nonce): the first paint
// then waits for the HTML alone, not for a second request sharing a phone's bandwidth with the scripts.
const stylesheet = /<link rel="stylesheet"[^>]* href="\/publisher\/(assets\/[\w-]+\.css)">/;
const built = readFileSync(resolve(dist, "index.html"), "utf8");
const cssFile = stylesheet.exec(built)?.[1];
if (!cssFile) throw new Error("index.html links no stylesheet to put into the pre-rendered pages");
const css = readFileSync(resolve(dist, cssFile), "utf8");
if (/<\/style/i.test(css)) throw new Error("the stylesheet holds </style");
// The device's look (dark, a collapsed sidebar) before the first paint: a script of its own in the
// head, run before the body is parsed (src/app/early-preferences.ts; the server gives it the nonce).
const early = `(${earlyPreferences.toString()})(${[STORAGE_KEY, PROJECTED.colorScheme, PROJECTED.sidebar].map((v) => JSON.stringify(v)).join(",")})`;
if (/<\/script/i.test(early)) throw new Error("the early preferences script holds </script");
// Vite's preload helper adds the entry's stylesheet before each lazy chunk unless a <link
// rel="stylesheet"> to it is in the document: without one, every pre-rendered page fetched the 13.5 KB
// (br) again at its first lazy import, in the way of the page's data on a phone (decision 055). The
// link is made disabled by the head's script, not written in the markup: Chromium's preload scanner
// (150 and later) fetches a disabled <link> it reads in the HTML, and never sees one a script makes.
const disabledLink = `;(function(){var l=document.createElement("link");l.disabled=true;l.rel="stylesheet";l.crossOrigin="";l.href=${JSON.stringify(`/publisher/${cssFile}`)};document.head.appendChild(l)})()`;
// A public page's taps before its scripts take it over are kept and done then (src/app/early-input.ts):
// the recorder listens from the head, before anything of the body can be tapped.
const earlyInput = `;(${recordEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_KEY)})`;
if (/<\/script/i.test(earlyInput)) throw new Error("the early input recorder holds </script");
const template = built
  .replace(stylesheet, () => `<style>${css}</style>`)
  .replace("</head>", () => `<script>${early}${disabledLink}${earlyInput}</script></head>`);
// A signed-in frame carries only the rules its own markup can use (decision 072): parsing the whole
// stylesheet before the first paint was the frame's longest task on a phone (100 ms at 4x of 108 KB).
// The whole sheet is linked at the end of the body: it does not hold back the paint of the frame above
// it, it holds back the scripts (the portal renders nothing before the sheet is in), and it is the
// <link> Vite's preload helper looks for.
const stylesheetTag = stylesheet.exec(built)![0];
/** The classes the head's script may put on <html> before the first paint (src/app/early-preferences.ts). */
const HTML_CLASSES = ["dark", "sidebar-collapsed"];
const frameTemplate = (markup: string) =>
  built
    .replace(stylesheet, () => `<style>${criticalCss(css, markup, HTML_CLASSES)}</style>`)
    .replace("</head>", () => `<script>${early}</script></head>`)
    .replace("</body>", () => `${stylesheetTag}</body>`);
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');
// Every page and frame is made from the built index.html, so it links the web app manifest and the
// theme colours as index.html does (scripts/vite-web-app-manifest.ts, decision 082).
if (!built.includes('<link rel="manifest" href="/publisher/manifest.webmanifest">'))
  throw new Error("index.html links no web app manifest");

// The build's chunks and what each imports, from Vite's manifest: what a page loads before it renders.
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
const manifest = JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
const closure = (key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
};
// The page's entry (index.html's script); the web-vitals module is an entry too (decision 064).
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith(".html"));
if (!entryKey) throw new Error("the build's manifest has no entry");
const preloaded = closure(entryKey);
/** The page module of each pre-rendered public page. */
const PUBLIC_PAGE_MODULES: Record<(typeof PRERENDERED_PAGES)[number], string> = {
  login: "src/features/auth/login-page.tsx",
  register: "src/features/registration/register-page.tsx",
  reset_password: "src/features/auth/reset-password-page.tsx",
};
// A public page's scripts are asked for after its first paint, by a script at the end of its body
// (src/app/after-first-paint.ts, decision 062): the entry's tag and preloads leave the head, and the
// list names the page's own chunks too (its layout, its module, its language's messages).
const entryTag = /<script type="module" crossorigin src="(\/publisher\/assets\/[\w-]+\.js)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="\/publisher\/assets\/[\w-]+\.js">\s*/g;
const entrySrc = entryTag.exec(template)?.[1];
if (!entrySrc || entrySrc !== `/publisher/${manifest[entryKey]!.file}`)
  throw new Error("index.html has no module script for the build's entry");
const publicTemplate = template.replace(entryTag, "").replace(preloadTag, "");
if (/<script type="module"|rel="modulepreload"/.test(publicTemplate)) throw new Error("a public page's head still names a script");
const afterFirstPaintScript = (keys: readonly string[]) => {
  const files = new Set<string>();
  for (const key of [entryKey, ...keys]) closure(key, files);
  const preloads = [...files]
    .filter((file) => file.endsWith(".js") && file !== manifest[entryKey]!.file)
    .map((file) => `/publisher/${file}`);
  const script = `<script>(${loadAfterFirstPaint.toString()})(${JSON.stringify(entrySrc)},${JSON.stringify(preloads)})</script>`;
  if (/<\/script/i.test(script.slice(8, -9))) throw new Error("the after-first-paint script holds </script");
  return script;
};

let count = 0;
for (const locale of LOCALES) {
  mkdirSync(resolve(dist, "prerendered", locale), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page, locale);
    const html = publicTemplate
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${markup}</div>`)
      .replace(
        "</body>",
        () =>
          `${afterFirstPaintScript([`src/i18n/catalogues/${locale}.ts`, "src/shell/prelogin-route.ts", PUBLIC_PAGE_MODULES[page]])}</body>`,
      );
    writeFileSync(resolve(dist, "prerendered", locale, `${page}.html`), html);
    count += 1;
  }
}
/** The page module of a frame's pattern: a menu entry's `src/features/<path>/<path>-page.tsx`, or a detail page's. */
const DETAIL_PAGES: Record<string, string> = {
  "offers/:id": "src/features/offers/offer-detail-page.tsx",
  "smartlinks/:id": "src/features/smartlinks/smartlink-detail-page.tsx",
  "announcements/article/:id": "src/features/announcements/announcement-article-page.tsx",
};
const pageModule = (pattern: string) => DETAIL_PAGES[pattern] ?? `src/features/${pattern}/${pattern}-page.tsx`;
/**
 * The parts a page loads lazily (src/ui/lazy-component.ts) but shows in its first render: the chart's
 * drawing (d3) on the dashboard and the reports, an offer's default tab (the link builder), Settings'
 * default tab (the profile). Loaded when the browser was first idle, they left only once the page's
 * data had arrived on a phone, one more round trip before the page's largest text (decision 055).
 */
const FIRST_RENDER_PARTS: Record<string, readonly string[]> = {
  dashboard: ["src/ui/chart/time-chart-drawing.tsx"],
  reports: ["src/ui/chart/time-chart-drawing.tsx"],
  "offers/:id": ["src/features/offers/offer-links-tab.tsx"],
  settings: ["src/features/settings/profile/profile-tab.tsx"],
};
const frameKeys = (pattern: string, locale: string) => [
  // In the order they are needed: the messages and the API layer before /publishers/current can
  // leave, the layout and the page for the first render after it (over HTTP/1.1 six at a time).
  `src/i18n/catalogues/${locale}.ts`,
  "src/app/api-module.ts",
  "src/shell/signed-in-route.ts",
  pageModule(pattern),
  ...(FIRST_RENDER_PARTS[pattern] ?? []),
];
const preloadsFor = (pattern: string, locale: string) => {
  const files = new Set<string>();
  for (const key of frameKeys(pattern, locale)) closure(key, files);
  return [...files]
    .filter((file) => !preloaded.has(file) && file.endsWith(".js"))
    .map((file) => `<link rel="modulepreload" crossorigin href="/publisher/${file}">`)
    .join("");
};

// The publisher, asked for by the frame's head with the HTML, before any script has arrived, and
// the page's own first calls where its address alone fixes them: the portal's first GET of each takes
// this answer (src/api/early-answers.ts, decision 055). e2e/signed-in-frame.spec.ts checks that each
// is asked for once per visit: a path that is not exactly the portal's own call would be asked twice.
// Not a page behind a role (a smartlink's, ROLE_SMARTLINKS): the frame does not know the publisher's
// roles, and without the role the portal asks for nothing of the feature.
const EARLY_PATHS = ["/publisher/api/publishers/current"];
const EARLY_PAGE_PATHS: Readonly<Record<string, readonly string[]>> = {
  dashboard: ["/publisher/api/ch/dashboard", "/publisher/api/announcements?itemsPerPage=3"],
  "offers/:id": ["/publisher/api/offers/:id"],
  "announcements/article/:id": ["/publisher/api/announcements/:id"],
};
for (const pattern of Object.keys(EARLY_PAGE_PATHS)) {
  if (!PRERENDERED_FRAMES.includes(pattern)) throw new Error(`early answers for ${pattern}, which has no frame`);
}
const askEarlyScript = (pattern: string) => {
  const paths = [...EARLY_PATHS, ...(EARLY_PAGE_PATHS[pattern] ?? [])];
  const script = `<script>(${askEarly.toString()})(${JSON.stringify(paths)},${JSON.stringify(EARLY_ANSWERS_KEY)})</script>`;
  if (/<\/script/i.test(script.slice(8, -9))) throw new Error("the early answers script holds </script");
  return script;
};

/** A frame's file under dist/prerendered/<locale>/frames/: its pattern with "/" as "~" and ":id" as "_". */
const frameFile = (pattern: string) => `${pattern.replace(/:id/g, "_").replace(/\//g, "~")}.html`;
for (const locale of LOCALES) {
  mkdirSync(resolve(dist, "prerendered", locale, "frames"), { recursive: true });
  for (const pattern of PRERENDERED_FRAMES) {
    const markup = await renderPage(pattern.replace(/:id/g, "0"), locale);
    if (!markup.includes('data-shell="frame"')) throw new Error(`the pre-rendered ${pattern} (${locale}) is not the signed-in frame`);
    const html = frameTemplate(markup)
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace("</head>", () => `${askEarlyScript(pattern)}${preloadsFor(pattern, locale)}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-frame="${locale}">${markup}</div>`);
    writeFileSync(resolve(dist, "prerendered", locale, "frames", frameFile(pattern)), html);
    count += 1;
  }
}
console.log(`prerendered ${count} pages and frames (${[...PRERENDERED_PAGES, ...PRERENDERED_FRAMES].join(", ")} in ${LOCALES.join(", ")})`);
