/**
 * `npm run bench:bundle`: the gzip size of the JavaScript and CSS each route loads, read from the
 * Vite manifest of dist/ (or of the directory named by BUNDLE_DIST, e.g. `npx vite build --outDir
 * dist-bundle && BUNDLE_DIST=dist-bundle npx tsx scripts/bench-bundle.ts`). A route is the app entry
 * plus a lazily loaded page module, `src/features/<area>/<page>-page.tsx` or `src/shell/not-found-page.tsx`
 * (and everything either imports statically). Each
 * route is shown with its budget (scripts/bundle-budgets.json) and the target for its layout.
 * Writes bench-results/bundle.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { PUBLIC_PAGE, readBuild } from "./bundle-routes";

const dist = process.env.BUNDLE_DIST ?? "dist";
const { routes, pages, entryFiles, closure, kb, publicRoutes } = readBuild(dist);
const budgets = JSON.parse(readFileSync(new URL("./bundle-budgets.json", import.meta.url), "utf8")) as {
  targets: Record<"signed-in" | "login", number>;
  routes: Record<string, number>;
};
const targetOf = (route: string) =>
  route === "auth/login" ? budgets.targets.login : publicRoutes.has(route) ? undefined : budgets.targets["signed-in"];

// The inspector's own code: chunks of src/inspector modules and of its layout library (elkjs). The
// flow machines it draws are the routes' own code and may be shared. No publisher route may load any.
const layoutOf = (page: string) => (PUBLIC_PAGE.test(page) ? "src/shell/prelogin-route.ts" : "src/shell/signed-in-route.ts");
const routeFiles = new Set(pages.flatMap((key) => [...closure(layoutOf(key)), ...closure(key), ...entryFiles]));
const inspectorFiles = new Set(
  [...closure("src/inspector/inspector-page.tsx")].filter((f) => !entryFiles.has(f) && !(routeFiles.has(f) && !/inspector|elk/i.test(f))),
);
const leaked = [...inspectorFiles].filter((f) => routeFiles.has(f));
const inspectorLeak = leaked.length > 0;
const inspectorKB = kb(inspectorFiles, ".js");

console.table(routes.map((r) => ({ ...r, budgetKB: budgets.routes[r.route] ?? "none", targetKB: targetOf(r.route) ?? "" })));
console.log(`entry alone: ${kb(entryFiles, ".js").toFixed(1)} KB gzip JS`);
console.log(
  inspectorLeak
    ? `FAIL: publisher routes load inspector code: ${leaked.join(", ")}`
    : `inspector: ${inspectorFiles.size} files, ${inspectorKB.toFixed(1)} KB gzip JS, loaded by no publisher route`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/bundle.json", `${JSON.stringify({ routes, inspectorLeak, inspectorKB }, null, 2)}\n`);
if (inspectorLeak) process.exit(1);
