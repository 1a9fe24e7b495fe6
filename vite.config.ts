import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";
import { precompress } from "./scripts/vite-compress";
import { precompiledMessages } from "./scripts/vite-precompiled-messages";
import { routePatterns } from "./scripts/route-patterns";
import { webAppManifestPlugin } from "./scripts/vite-web-app-manifest";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** Libraries the entry imports (React, React Router, react-intl with formatjs, XState). */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/;

/**
 * The chunks of the controls that load after the first paint (src/ui/deferred.tsx). Their imports
 * carry no preload list: the browser finds their own imports as it reads them. The reports' controls
 * (a popover, a menu and two dialogs) named 22 of Headless UI's small chunks, and Vite's preload
 * helper added the 22 `<link rel="modulepreload">` in one task when the browser was first idle, a
 * task of 120-206 ms at a phone's CPU after the page had settled (decision 086, amendment). The
 * deliveries and postback dialogs and an offer's short-links tab, also loaded when idle and shown
 * only when asked for, made the same task on conversions and an offer (14-27 links). Any other chunk
 * loaded when idle keeps its list for a load someone waits for, and the idle load itself adds no links
 * (`withoutPreloadLinks`, decision 090). The same names keep their chunks named (NAMED_CHUNK below),
 * which is how DEFERRED finds them.
 */
const DEFERRED_CHUNKS = [
  "language-selector",
  "news-popover",
  "user-menu",
  "sidebar-drawer",
  "filter-drawer",
  "date-range-popover",
  "report-controls",
  "deliveries-dialog",
  "offer-shortlinks-tab",
  "postback-dialog",
];
const DEFERRED = new RegExp(`(^|/)(${DEFERRED_CHUNKS.join("|")})-[\\w-]+\\.js$`);

/**
 * `HttpApiEndpoint` imports `HttpRouter` for one string function (`prefixPath`); the module brings the
 * server router, the server request with its multipart parser (Effect's Stream and Channel) and
 * find-my-way-ts into every signed-in page. The browser build gives it the same function alone
 * (src/lib/http-router-prefix.ts, held to the original by tests/lib/http-router-prefix.test.ts).
 */
const endpointRouterPrefix = (): Plugin => ({
  name: "endpoint-router-prefix",
  enforce: "pre",
  resolveId: (source, importer) =>
    source === "./HttpRouter.js" && importer && /@effect[\\/]platform[\\/]dist[\\/]esm[\\/]HttpApiEndpoint\.js$/.test(importer)
      ? fileURLToPath(new URL("./src/lib/http-router-prefix.ts", import.meta.url))
      : undefined,
});

/** The chunks that keep their names (docs/decisions/038-chunk-names.md): the entry's and the deferred controls'. */
const NAMED_CHUNK = new RegExp(`^(vendor|rolldown-runtime|${DEFERRED_CHUNKS.join("|")})$`);

/** The entry page's own chunks: loaded before any dynamic import runs, so no preload list needs them. */
const ENTRY_CHUNK = /(^|\/)(index|vendor|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Each chunk's static imports, as the bundle is written (read in `generateBundle`, before the preload
 * lists are resolved there): a dynamic import's preload list need not name a chunk its importer
 * already imports, which is loaded by the time the import runs.
 */
const chunkImports = new Map<string, readonly string[]>();
const chunkGraph = (): Plugin => ({
  name: "chunk-graph",
  apply: "build",
  generateBundle: (_options, bundle) => {
    for (const file of Object.values(bundle)) if (file.type === "chunk") chunkImports.set(file.fileName, file.imports);
  },
});

/** The chunks `fileName` imports, directly or through others. */
const staticClosure = (fileName: string, seen = new Set<string>()): ReadonlySet<string> => {
  for (const dep of chunkImports.get(fileName) ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticClosure(dep, seen);
  }
  return seen;
};

/** The portal lives under /publisher; in development the API is proxied to the mock server. */
/**
 * App modules that go with the vendor chunk: each imports only React (or nothing) and is run by every
 * page (the entry's and both layouts'): in chunks of their own they were five to seven files under
 * 1 KB on every route, the login page's included (issue 32: "no chunk under 1 KB on its own"). The
 * journal's redaction too: once the language catalogue marked itself for it (src/i18n/locales.ts), the
 * bundler gave it a chunk of its own, 0.4 KB and one request more on every route. The catalogues'
 * merge (62 bytes, every page's), the card (the registration's messengers page and most signed-in
 * pages) and the entry's Temporal (so that the dates below, which import it, do not take it out of
 * the entry: a group takes its modules' dependencies with it) likewise (decision 086, amendment). The
 * machines' stand-in for the actors the app provides too (imports only XState): on its own it was a
 * chunk of 118 bytes that every route fetched.
 */
const SMALL_SHARED =
  /(src[\\/](ui[\\/](deferred\.tsx|list[\\/]list-services\.tsx|page-title\.tsx|connectivity\.ts|needs-network\.tsx|card\.tsx)|api[\\/](catalogue|violations|generic-error)\.ts|app[\\/](toasts\.ts|react\.tsx)|journal[\\/](projection|redact)\.ts|i18n[\\/]catalogues[\\/]merge\.ts|lib[\\/]temporal\.ts)|contracts[\\/]api-token-secret\.ts|machines[\\/]provided-by-the-app\.ts)$/;

/**
 * App modules every signed-in page runs and no public page does (the header's icons, the deferred
 * module hook, money, the lists' query contract): one chunk instead of six files under 1 KB each, at
 * no byte's cost to any route, since every route that loads one of them loads all. With them, the
 * small modules most signed-in pages load each in a chunk of its own (the dates, the error texts,
 * the API's sliced scheduler, the lists' helpers, saving a file, the download icon): the conversions
 * page preloaded 26 chunks, nine of them under 1 KB, and 19 after; a page without them loads 0.4-1.4
 * KB more (decision 086, amendment). Each imports nothing outside this chunk, vendor and Effect.
 */
const SIGNED_IN_SHARED =
  /(src[\\/](ui[\\/](use-deferred-module\.ts|outline-icon\.tsx|error-text\.ts|download-icon\.tsx|list[\\/]helpers\.ts|contacts[\\/]contact-(icons\.tsx|links\.ts))|lib[\\/](money|dates|save-file)\.ts|api[\\/]sliced-scheduler\.ts|shell[\\/]header[\\/]icons\.tsx)|contracts[\\/]list-query\.ts)$/;

export default defineConfig({
  base: "/publisher/",
  plugins: [endpointRouterPrefix(), chunkGraph(), precompiledMessages(), react(), tailwindcss(), webAppManifestPlugin(), precompress()],
  resolve: {
    // Messages arrive as ASTs (see the plugin), so the ICU parser stays out of the bundle.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  define: { __APP_VERSION__: JSON.stringify(version), __ROUTE_PATTERNS__: JSON.stringify(routePatterns()) },
  build: {
    outDir: "dist",
    // Preload lists (docs/decisions/019-bundle-and-sort-speed.md, amendment on the deferred shell):
    // - a control loaded after the first paint (src/ui/deferred.tsx) is fetched when the browser is
    //   idle: its own imports may follow it one round trip later, so the chunks that import it need
    //   not carry the list of its dependencies (about 0.3 KB gzip on the login route);
    // - the entry page's chunks are loaded before any dynamic import runs: no list names them;
    // - no polyfill: every browser blocks.tsx lets in but Safari 15.4-16 knows modulepreload, and
    //   there a preload is simply not made (0.2 KB gzip on every route).
    // - index.html preloads every chunk the entry imports, vendor and rolldown-runtime included:
    //   otherwise the browser finds them only once the entry has arrived, one round trip later on every
    //   page (150 ms under Lighthouse's mobile conditions, docs/decisions/045-delivery-on-a-phone.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId, hostType }) => {
        if (hostType === "html") return deps;
        if (DEFERRED.test(filename)) return [];
        const loaded = staticClosure(hostId);
        const kept = deps.filter((dep) => !ENTRY_CHUNK.test(dep) && !loaded.has(dep));
        return kept;
      },
    },
    sourcemap: "hidden",
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      // The web-vitals module is an entry of its own: the server has it imported after the page's load,
      // only when the reports are on (docs/decisions/064-web-vitals-reports.md). It imports nothing
      // the portal's entry has, so it shares no chunk with it and the pages load what they loaded.
      input: { index: "index.html", vitals: "src/vitals/report-vitals.ts" },
      output: {
        // Chunks are named by their hash only: every lazy chunk's name sits in the entry's preload list,
        // which the login route loads (docs/decisions/038-chunk-names.md). The entry's own chunks and the
        // deferred controls keep their names: the preload rules above and the browser tests find them by it.
        chunkFileNames: (chunk) => (NAMED_CHUNK.test(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash:7].js"),
        codeSplitting: {
          // The libraries every page runs before its first paint, as one chunk: split by use they
          // were five, and one file is about 2 KB smaller in gzip and four requests fewer
          // (docs/decisions/009-login-bundle.md). Only libraries the entry itself imports belong
          // here: anything matched is loaded by every page, the login page included. The one app
          // module with them is src/ui/deferred.tsx, which imports only React and which both layouts
          // run (the header's controls): in a chunk of its own it cost the login page 0.3 KB. So is
          // src/ui/list/list-services.tsx, a context of a few lines that imports only React, which the
          // signed-in layout provides and the lists read: alone it was one more request per signed-in page.
          groups: [
            { name: "vendor", test: (id: string) => VENDOR.test(id) || SMALL_SHARED.test(id) },
            { name: "signed-in", test: (id: string) => SIGNED_IN_SHARED.test(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/publisher/api": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
      "/__mock": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
    },
  },
});
