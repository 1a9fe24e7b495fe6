/**
 * The bundle budget check (`npm test` runs it after the build, in test:e2e): fails when a route loads
 * more gzip JavaScript than its budget in scripts/bundle-budgets.json, or when a page has no budget.
 * Reads dist/ (or BUNDLE_DIST). `npm run bench:bundle` shows the same figures with the targets.
 */
import { readFileSync } from "node:fs";
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

if (failures.length > 0) {
  console.error(`Bundle budget exceeded (gzip JS per route, ${dist}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const tightest = [...routes].sort((a, b) => budgets[b.route]! - b.jsGzipKB - (budgets[a.route]! - a.jsGzipKB)).at(-1);
console.log(
  `Bundle budgets: ${routes.length} routes within budget${tightest ? ` (closest: ${tightest.route} ${tightest.jsGzipKB} of ${budgets[tightest.route]} KB)` : ""}.`,
);
