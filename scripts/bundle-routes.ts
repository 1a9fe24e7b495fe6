/**
 * What each route of a build loads before it renders: the gzip size of the JavaScript and CSS of the
 * app entry, the route's layout and its page module (and everything they import statically), read from
 * the Vite manifest. Shared by `npm run bench:bundle` and the budget check (scripts/check-bundle.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** One route's size: the page's key (`routeKey`) and what it loads, in KB of gzip. */
export interface RouteSize {
  readonly route: string;
  readonly jsGzipKB: number;
  readonly cssGzipKB: number;
}

/** Pages in the pre-login layout; every other page sits in the signed-in layout (see src/routes.tsx). */
export const PUBLIC_PAGE = /^src\/features\/(auth|registration)\//;
/** A routed page module: `src/features/<area>/<name>-page.tsx` or `src/shell/<name>-page.tsx`. */
export const PAGE = /^src\/(features|shell)\/.*-page\.tsx$/;
/**
 * A page's key in scripts/bundle-budgets.json: its path under src/features (or src/) without `-page.tsx`,
 * "balance/balance", "offers/offer-detail", "shell/not-found"; two features' pages of one name differ.
 */
export const routeKey = (file: string) => file.replace(/^src\/(features\/)?/, "").replace(/-page\.tsx$/, "");
const routeName = routeKey;

/** Reads a build (its `.vite/manifest.json`) and measures what each route loads. */
export const readBuild = (dist: string) => {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
  const gz = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  /** Files loaded by a chunk before it runs: itself and its static imports, recursively. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const kb = (files: Iterable<string>, ext: string) =>
    +([...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipSize(f), 0) / 1024).toFixed(1);

  // index.html's script; the web-vitals module is an entry too, loaded by no page before it renders (decision 064).
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith(".html"))!;
  const entryFiles = closure(entryKey);
  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && PAGE.test(k));
  const layoutOf = (page: string) => (PUBLIC_PAGE.test(page) ? "src/shell/prelogin-route.ts" : "src/shell/signed-in-route.ts");
  const routeFiles = (key: string) => new Set([...entryFiles, ...closure(layoutOf(key)), ...closure(key)]);
  const routes: RouteSize[] = (pages.length > 0 ? pages : [entryKey]).map((key) => {
    const files = routeFiles(key);
    return { route: routeName(key), jsGzipKB: kb(files, ".js"), cssGzipKB: kb(files, ".css") };
  });
  const publicRoutes = new Set(pages.filter((key) => PUBLIC_PAGE.test(key)).map(routeName));
  return { manifest, routes, pages, publicRoutes, entryFiles, closure, routeFiles, kb, gzipSize };
};
