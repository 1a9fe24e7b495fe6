/**
 * Run by `npm run build` last, once the pre-rendered pages are written (scripts/prerender.ts): writes
 * the service worker, dist/sw.js (docs/decisions/082-installable-portal.md, 083-readable-offline.md).
 *
 * The worker's source, src/worker/sw.ts, is bundled by Vite into one script (Workbox's modules
 * inlined: the worker's policy lets it load none), and Workbox's `injectManifest` writes the list of
 * files to precache into it: the hashed assets (but the developers' pages'), the icons and the
 * manifest, the shell (index.html, kept under `?shell`, an address the portal never navigates to) and
 * the pre-rendered pages and frames. A navigation and an API call go to the network first, so every
 * page still comes with a fresh nonce in its policy, in the language and frame the server picks; the
 * worker answers them itself only when the network is gone.
 * A new worker waits until the portal's prompt asks it to take over (`SKIP_WAITING`, src/app/service-worker.ts).
 */
import { injectManifest } from "workbox-build";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { compressFiles } from "./vite-compress";

const dist = resolve(process.env.DIST_DIR ?? "dist");
const swDest = resolve(dist, "sw.js");

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}
const manifest = JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
/**
 * The developers' pages (the statechart inspector with its graph layout, 340 KB of brotli; the UI
 * kit) and what only they load: a publisher never opens them, so their files are not precached.
 */
const DEVELOPER_MODULES = /^src\/(inspector|dev)\//;
const reachable = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || DEVELOPER_MODULES.test(key) || reachable.has(chunk.file)) return;
  reachable.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) reachable.add(file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
};
for (const key of ["index.html", "src/vitals/report-vitals.ts"]) visit(key);
const developerOnly = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => !reachable.has(file));

// The pre-rendered pages are written after the client build compressed its files: compressed here,
// they are precached (and sent by the static server) in brotli, about a fifth of their size.
const prerendered = readdirSync(resolve(dist, "prerendered"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => resolve(dist, "prerendered", file));
await compressFiles(prerendered);

// The worker's source as one classic script (a service worker registered without `type: "module"`).
const bundled = mkdtempSync(join(tmpdir(), "portal-sw-"));
await build({
  configFile: false,
  logLevel: "warn",
  // Workbox's modules keep their development logs behind this test.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: bundled,
    emptyOutDir: true,
    copyPublicDir: false,
    target: "es2022",
    minify: true,
    lib: { entry: resolve("src/worker/sw.ts"), formats: ["iife"], name: "portalWorker", fileName: () => "sw.js" },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(bundled, "sw.js"),
  globDirectory: dist,
  globPatterns: ["assets/**/*.{js,css,svg,png,woff2}", "prerendered/**/*.html", "index.html", "*.{svg,png,webmanifest}"],
  // The compressed siblings are the same files (the browser asks for them by Accept-Encoding); the
  // source maps are for developers only.
  globIgnores: ["**/*.map", "**/*.br", "**/*.gz", "sw.js", ...developerOnly],
  // The build's index.html is the shell, which the server sends with the response's nonce on any
  // address without an extension: it is kept under one that no page is at.
  manifestTransforms: [
    (entries) => ({ manifest: entries.map((entry) => (entry.url === "index.html" ? { ...entry, url: "./?shell" } : entry)) }),
  ],
  // Hashed names carry their version: no revision parameter on their requests.
  dontCacheBustURLsMatching: /^assets\//,
  swDest,
});
rmSync(bundled, { recursive: true, force: true });
for (const warning of warnings) console.warn(warning);
await compressFiles([swDest]);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
