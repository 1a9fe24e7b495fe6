/**
 * Vite plugin: the web app manifest and its icons (docs/decisions/082-installable-portal.md). The
 * client build emits `manifest.webmanifest` and the icons (scripts/app-icons.ts) beside index.html,
 * and index.html links the manifest, the home-screen icon and the theme colour of each colour scheme;
 * the pre-rendered pages are made from the built index.html (scripts/prerender.ts), so they link
 * them too. The names are the message catalogue's (English: a manifest has one language).
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { BRAND, iconPng, iconSvg } from "./app-icons";

const BASE = "/publisher/";
export const MANIFEST_FILE = "manifest.webmanifest";

/** The page's colours: the light scheme's and the dark one's (the sign-in pages' and the blocks' backgrounds). */
export const COLORS = {
  light: { theme: BRAND.teal, background: "#f1f5f9" },
  dark: { theme: "#0f172a", background: "#020617" },
} as const;

const appMessages = () =>
  JSON.parse(readFileSync(new URL("../src/i18n/messages/en/app.json", import.meta.url), "utf8")) as Record<string, string>;

const ICONS = [
  { src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  { src: "icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "icon-maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
  { src: "icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export const webAppManifest = () => {
  const messages = appMessages();
  return {
    id: BASE,
    name: messages["app.title"],
    short_name: messages["app.shortName"],
    description: messages["app.tagline"],
    lang: "en",
    dir: "ltr",
    start_url: `${BASE}dashboard`,
    scope: BASE,
    display: "standalone",
    theme_color: COLORS.light.theme,
    background_color: COLORS.light.background,
    // The dark scheme's colours, where a browser reads them (the manifest's proposed `user_preferences`);
    // the page's own <meta name="theme-color" media=...> says the same to every browser.
    user_preferences: { color_scheme_dark: { theme_color: COLORS.dark.theme, background_color: COLORS.dark.background } },
    icons: ICONS.map((icon) => ({ ...icon, src: `${BASE}${icon.src}` })),
  };
};

export const webAppManifestPlugin = (): Plugin => ({
  name: "web-app-manifest",
  apply: "build",
  generateBundle() {
    // The pre-rendering build (src/prerender.tsx) writes no page of its own.
    if (this.environment.config.build.ssr) return;
    this.emitFile({ type: "asset", fileName: MANIFEST_FILE, source: `${JSON.stringify(webAppManifest(), null, 2)}\n` });
    this.emitFile({ type: "asset", fileName: "icon.svg", source: iconSvg("any") });
    this.emitFile({ type: "asset", fileName: "icon-maskable.svg", source: iconSvg("maskable") });
    this.emitFile({ type: "asset", fileName: "icon-192.png", source: iconPng("any", 192) });
    this.emitFile({ type: "asset", fileName: "icon-512.png", source: iconPng("any", 512) });
    this.emitFile({ type: "asset", fileName: "icon-maskable-512.png", source: iconPng("maskable", 512) });
  },
  transformIndexHtml: () => [
    { tag: "link", attrs: { rel: "manifest", href: `${BASE}${MANIFEST_FILE}` }, injectTo: "head" },
    { tag: "link", attrs: { rel: "apple-touch-icon", href: `${BASE}icon-192.png` }, injectTo: "head" },
    ...(["light", "dark"] as const).map((scheme) => ({
      tag: "meta",
      attrs: { name: "theme-color", media: `(prefers-color-scheme: ${scheme})`, content: COLORS[scheme].theme },
      injectTo: "head" as const,
    })),
  ],
});
