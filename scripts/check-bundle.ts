/**
 * The bundle budget check (`npm test` runs it after the build, in test:e2e): fails when a route loads
 * more gzip JavaScript than its budget in scripts/bundle-budgets.json, or when a page has no budget;
 * and when a dynamic import's preload list names a chunk its importer already imports (vite.config.ts:
 * each such name is one more `<link rel="modulepreload">` appended when the import runs, on the main thread),
 * or when an import of a deferred control's chunk (one that keeps its name: vite.config.ts's DEFERRED)
 * preloads any script (its 22 links for the reports' controls were one long task when the page was idle);
 * and when Vite's preload helper no longer appends its links with `document.head.appendChild`, which
 * is what src/ui/deferred.tsx's `withoutPreloadLinks` holds back for a prefetch (decision 090).
 * Reads dist/ (or BUNDLE_DIST). `npm run bench:bundle` shows the same figures with the targets.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readBuild } from "./bundle-routes";

const dist = process.env.BUNDLE_DIST ?? "dist";
const budgets = (JSON.parse(readFileSync(new URL("./bundle-budgets.json", import.meta.url), "utf8")) as { routes: Record<string, number> })
  .routes;
const { routes } = readBuild(dist);

const failures = routes.flatMap(({ route, jsGzipKB }) => {
  const budget = budgets[route];
  if (budget === undefined) return [`${route}: ${jsGzipKB} KB and no budget (add one to scripts/bundle-budgets.json)`];
  return jsGzipKB > budget ? [`${route}: ${jsGzipKB} KB over its budget of ${budget} KB (+${(jsGzipKB - budget).toFixed(1)})`] : [];
});

/** The chunks a built chunk imports, directly or through others (its `import … from "./x.js"`). */
const assets = join(dist, "assets");
const importsOf = (file: string) =>
  [...readFileSync(join(assets, file), "utf8").matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)].map((m) => m[1]!);
const closureOf = (file: string, seen = new Set<string>()): Set<string> => {
  for (const dep of importsOf(file)) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    closureOf(dep, seen);
  }
  return seen;
};
let helperSeen = false;
for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
  const source = readFileSync(join(assets, file), "utf8");
  // The helper's own code ends with the event it dispatches for a failed preload.
  const helperEnd = source.indexOf("vite:preloadError");
  if (helperEnd >= 0) {
    helperSeen = true;
    if (!source.slice(Math.max(0, helperEnd - 1500), helperEnd).includes("document.head.appendChild("))
      failures.push(`${file}: Vite's preload helper appends its links otherwise than with document.head.appendChild`);
  }
  const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(source)?.[1];
  if (!list) continue;
  const loaded = closureOf(file);
  const deps = (JSON.parse(list) as string[]).map((dep) => dep.replace(/^assets\//, ""));
  const named = deps.filter((dep) => loaded.has(dep));
  if (named.length > 0)
    failures.push(`${file}: its preload lists name ${named.length} chunks it already imports (${named.slice(0, 3).join(", ")}…)`);
  for (const [, target, indices] of source.matchAll(/import\(`\.\/([a-z]+(?:-[a-z]+)*-[\w-]{8}\.js)`\),__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
    const scripts = (indices ? indices.split(",").map((i) => deps[Number(i)]!) : []).filter((dep) => dep.endsWith(".js"));
    if (scripts.length > 0) failures.push(`${file}: its import of the deferred control ${target} preloads ${scripts.length} scripts`);
  }
}

if (!helperSeen) failures.push("no chunk holds Vite's preload helper (its vite:preloadError event)");

if (failures.length > 0) {
  console.error(`Bundle check failed (gzip JS per route, preload lists; ${dist}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const tightest = [...routes].sort((a, b) => budgets[b.route]! - b.jsGzipKB - (budgets[a.route]! - a.jsGzipKB)).at(-1);
console.log(
  `Bundle budgets: ${routes.length} routes within budget${tightest ? ` (closest: ${tightest.route} ${tightest.jsGzipKB} of ${budgets[tightest.route]} KB)` : ""}.`,
);
