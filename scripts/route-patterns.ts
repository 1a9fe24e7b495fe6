/**
 * The portal's route patterns ("/publisher/offers/:id"), read from the route table's text as
 * scripts/check-routes.ts reads it: every `path: "…"` of src/routes.tsx and of the menu
 * (src/shell/sidebar/menu-entries.ts), under the base, and the base itself (the index route). Every
 * route of the table sits one level under a layout without a path, so a path is its pattern.
 *
 * The build gives the list to the web-vitals module (`__ROUTE_PATTERNS__`, vite.config.ts), which is
 * an entry of its own and so imports nothing of the portal (decision 064);
 * tests/vitals/route-pattern.test.ts holds it to the route table itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TABLES = ["src/routes.tsx", "src/shell/sidebar/menu-entries.ts"];
const BASE = "/publisher/";

export const routePatterns = (root = fileURLToPath(new URL("..", import.meta.url))): string[] => {
  const paths = TABLES.flatMap((table) =>
    [...readFileSync(join(root, table), "utf8").matchAll(/\bpath:\s*"([^"]+)"/g)].map(([, path]) => path!),
  );
  return [BASE, ...new Set(paths.map((path) => `${BASE}${path}`))];
};
