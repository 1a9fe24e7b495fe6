/**
 * `npm run bench:bundle`: the gzip size of the JavaScript and CSS each route loads, read from the
 * Vite manifest of dist/ (or of the directory named by BUNDLE_DIST, e.g. `npx vite build --outDir
 * dist-bundle && BUNDLE_DIST=dist-bundle npx tsx scripts/bench-bundle.ts`). A route is the app entry
 * plus a lazily loaded page module, `src/features/<area>/<page>-page.tsx` or `src/shell/not-found-page.tsx`
 * (and everything either imports statically).
 * Writes bench-results/bundle.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

const dist = process.env.BUNDLE_DIST ?? "dist";
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

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entryFiles = closure(entryKey);
const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /^src\/(features|shell)\/.*-page\.tsx$/.test(k));
/** Pages in the pre-login layout; every other page sits in the signed-in layout (see src/routes.tsx). */
const PUBLIC = /^src\/features\/(auth|registration)\//;
const layoutOf = (page: string) => (PUBLIC.test(page) ? "src/shell/prelogin-route.ts" : "src/shell/signed-in-route.ts");
const routes = (pages.length > 0 ? pages : [entryKey]).map((key) => {
  const files = new Set([...entryFiles, ...closure(layoutOf(key)), ...closure(key)]);
  const js = [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipSize(f), 0);
  const css = [...files].filter((f) => f.endsWith(".css")).reduce((sum, f) => sum + gzipSize(f), 0);
  return { route: key.replace(/^.*\//, "").replace(/-page\.tsx$/, ""), jsGzipKB: +(js / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1) };
});

const allJs = Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith(".js"));
// The inspector's own code: chunks of src/inspector modules and of its layout library (elkjs). The
// flow machines it draws are the routes' own code and may be shared. No publisher route may load any.
const routeFiles = new Set(pages.flatMap((key) => [...closure(layoutOf(key)), ...closure(key), ...entryFiles]));
const inspectorFiles = new Set(
  [...closure("src/inspector/inspector-page.tsx")].filter((f) => !entryFiles.has(f) && !(routeFiles.has(f) && !/inspector|elk/i.test(f))),
);
const leaked = [...inspectorFiles].filter((f) => routeFiles.has(f));
const inspectorLeak = leaked.length > 0;
const inspectorKB = [...inspectorFiles].filter((f) => f.endsWith(".js")).reduce((s, f) => s + gzipSize(f), 0) / 1024;

console.table(routes);
console.log(`entry alone: ${(([...entryFiles].filter((f) => f.endsWith(".js")).reduce((s, f) => s + gzipSize(f), 0)) / 1024).toFixed(1)} KB gzip JS; ${allJs.length} JS chunks in all`);
console.log(
  inspectorLeak
    ? `FAIL: publisher routes load inspector code: ${leaked.join(", ")}`
    : `inspector: ${inspectorFiles.size} files, ${inspectorKB.toFixed(1)} KB gzip JS, loaded by no publisher route`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/bundle.json", `${JSON.stringify({ routes, inspectorLeak, inspectorKB }, null, 2)}\n`);
if (inspectorLeak) process.exit(1);
