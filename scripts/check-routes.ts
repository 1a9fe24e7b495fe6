/**
 * The route table checked without a build (`npm run check:routes`, in `npm run check`):
 * - every page module (`src/features/<area>/<name>-page.tsx`, `src/shell/<name>-page.tsx`) is in the
 *   route table (src/routes.tsx or the menu, src/shell/sidebar/menu-entries.ts);
 * - every lazily loaded page has a bundle budget (scripts/bundle-budgets.json, key `routeKey`), and
 *   every budget names such a page (`check:bundle` measures them after a build);
 * - every route outside the menu is linked from the portal: its path, up to its first parameter, is
 *   written as a link somewhere in src/ ("/offers/", "/register/messengers"). Routes whose token comes
 *   in an e-mail the backend sends (`:token`), the catch-all and the index are exempt.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { PAGE, routeKey } from "./bundle-routes";

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

const TABLES = ["src/routes.tsx", "src/shell/sidebar/menu-entries.ts"];
const sources = walk("src").filter((f) => /\.tsx?$/.test(f));
const pages = sources.filter((f) => PAGE.test(f));
const failures: string[] = [];

// Pages in the route table: imported (lazily or not) by one of its two files.
const imported = new Map<string, "lazy" | "static">();
for (const table of TABLES) {
  const text = read(table);
  const dir = join(table, "..");
  for (const [, spec] of text.matchAll(/import\(\s*"(\.[^"]+)"\s*\)/g)) imported.set(`${relative(".", join(dir, spec!))}.tsx`, "lazy");
  for (const [, spec] of text.matchAll(/from\s+"(\.[^"]+-page)"/g)) imported.set(`${relative(".", join(dir, spec!))}.tsx`, "static");
}
for (const page of pages)
  if (!imported.has(page))
    failures.push(`${page}: a page no route shows (add it to src/routes.tsx, or a menu entry in src/shell/sidebar/menu-entries.ts)`);

// Budgets: one per lazily loaded page, none for anything else.
const budgets = (JSON.parse(read("scripts/bundle-budgets.json")) as { routes: Record<string, number> }).routes;
const lazyPages = new Set(pages.filter((p) => imported.get(p) === "lazy").map(routeKey));
for (const key of lazyPages)
  if (budgets[key] === undefined) failures.push(`${key}: a route with no bundle budget (add "${key}" to scripts/bundle-budgets.json)`);
for (const key of Object.keys(budgets))
  if (!lazyPages.has(key)) failures.push(`${key}: a bundle budget for no routed page (scripts/bundle-budgets.json)`);

// Links: every route outside the menu is written as a link somewhere else in src/.
const linkText = sources
  .filter((f) => !TABLES.includes(f))
  .map(read)
  .join("\n");
const routePaths = [...read("src/routes.tsx").matchAll(/path:\s*"([^"]+)"/g)].map(([, path]) => path!);
for (const path of routePaths) {
  if (path === "*" || path.startsWith("__") || /:token\b/.test(path)) continue;
  const param = path.indexOf(":");
  const prefix = `/${param === -1 ? path : path.slice(0, param)}`;
  const end = param === -1 ? `(?=["'\`?#])` : "";
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`["'\`]${escaped}${end}`).test(linkText))
    failures.push(`/${path}: a route nothing links to (no "${prefix}" in src/ outside the route table)`);
}

if (failures.length > 0) {
  console.error(`Route check:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`Routes: ${pages.length} pages routed, ${lazyPages.size} budgets, ${routePaths.length} paths linked or exempt.`);
