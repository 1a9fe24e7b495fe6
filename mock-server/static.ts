/**
 * Serves the built portal under /publisher: hashed assets cached for a year, index.html never
 * cached, and index.html for every client-side route.
 *
 * - Compressed delivery: the build writes a `.br` and a `.gz` beside every text file
 *   (scripts/vite-compress.ts); the one the browser accepts is sent as it is (`preCompressed`), with
 *   `Vary: Accept-Encoding`. The HTML is compressed per response (it carries a fresh nonce).
 * - The HTML carries the portal's Content-Security-Policy with a nonce of its own
 *   (mock-server/security-headers.ts); the nonce is on every <script> tag of the page, where the
 *   portal reads it to run the network's custom script, and on the pre-rendered pages' inline <style>.
 * - Pre-rendered public pages (scripts/prerender.ts writes dist/prerendered/<locale>/<page>.html):
 *   /publisher/login, /register and /reset_password, without a query, get their page in the
 *   language of the `_locale` cookie (English without one); the portal hydrates it. Registration
 *   with the registration cookie (the form is replaced by the limit note) gets the plain index.
 * - Pre-rendered signed-in frames (dist/prerendered/<locale>/frames/, decision 055): a signed-in
 *   route (a menu entry's path, or a detail page's), asked for with a session cookie, gets the
 *   shell's frame with the page's heading in the cookie's language, whatever the query; the portal
 *   renders over it. Without a session cookie the portal goes to the login page, so the plain index.
 * - Web vitals (decision 064): with `vitalsUrl` (PORTAL_VITALS=on), every page names the address in a
 *   `portal:vitals-url` meta tag and carries a script that imports the build's web-vitals module once
 *   the page has loaded and the main thread is idle (`vitalsLoader`). Without it the HTML names neither.
 * - Source maps: the build writes them without a `sourceMappingURL` comment (its bytes were on every
 *   route, docs/decisions/019). They are served, and each script names its map in a `SourceMap`
 *   header, only with `sourceMaps` on (PORTAL_SOURCE_MAPS=on): otherwise a map is not found, so the
 *   sources are not handed to anyone who asks.
 */
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest, FastifyInstance } from "fastify";
import { LOCALE_COOKIE, REGISTRATION_COOKIE, SESSION_COOKIE } from "../contracts/cookies";
import { WORKER_PATH, newNonce, portalPolicy } from "./security-headers";

export interface PortalOptions {
  /** `<meta name content>` tags written into index.html: run-time settings of the portal. */
  readonly meta?: Record<string, string>;
  /** Serve the source maps and name them in a `SourceMap` header. */
  readonly sourceMaps?: boolean;
  /** The error-report address (allowed in the policy's connect-src when it is another origin). */
  readonly errorReportUrl?: string | undefined;
  /** Where the portal reports its web vitals; without it they are off (allowed in connect-src like the error reports). */
  readonly vitalsUrl?: string | undefined;
  /** The service worker's build as the mock's tests set it: above 0, sw.js is sent with a line naming it (a new build's worker). */
  readonly workerBuild?: () => number;
}

/** The build's web-vitals module (an entry of its own, vite.config.ts). */
const VITALS_MODULE = "src/vitals/report-vitals.ts";

/**
 * The script that imports the web-vitals module (at `src`) once the page has loaded and then the main
 * thread is idle (a timer where the browser has no idle callbacks): nothing of it runs before the page
 * settles. A module that cannot load is let go; measuring never becomes an error of its own.
 */
const vitalsLoader = (src: string): string =>
  `<script>addEventListener("load",function(){var go=function(){import(${JSON.stringify(src)}).catch(function(){})};` +
  `window.requestIdleCallback?requestIdleCallback(go):setTimeout(go,0)},{once:true})</script>`;

/** The path of the build's web-vitals module, read from Vite's manifest; undefined when the build has none. */
const vitalsModule = (distDir: string): string | undefined => {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { readonly file: string } | undefined>;
  const file = manifest[VITALS_MODULE]?.file;
  return file ? `/publisher/${file}` : undefined;
};

const COMPRESSED = /\.(br|gz)$/;

/** The request's cookies by name (only their names and plain values are needed here). */
const cookiesOf = (header: string | undefined): Map<string, string> =>
  new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name!, value.join("=")]),
  );

/** The encoding to send a response in, by the request's Accept-Encoding: brotli, gzip, or none. */
export const pickEncoding = (acceptEncoding: string | string[] | undefined): "br" | "gzip" | null => {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "")).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
};

/** An HTML document compressed for one response (brotli at a quality that costs about a millisecond). */
const compressHtml = (html: string, encoding: "br" | "gzip") =>
  encoding === "br"
    ? brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : gzipSync(html, { level: 6 });

export const registerPortal = async (app: FastifyInstance, distDir: string, options: PortalOptions = {}) => {
  const indexPath = join(distDir, "index.html");
  const built = existsSync(indexPath);
  const sourceMaps = options.sourceMaps ?? false;
  const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const vitals = built && options.vitalsUrl ? vitalsModule(distDir) : undefined;
  const meta = { ...options.meta, ...(vitals && options.vitalsUrl ? { "portal:vitals-url": options.vitalsUrl } : {}) };
  const tags =
    Object.entries(meta)
      .map(([name, content]) => `<meta name="${escape(name)}" content="${escape(content)}" />`)
      .join("") + (vitals ? vitalsLoader(vitals) : "");
  const withMeta = (html: string) => html.replace("</head>", `${tags}</head>`);
  const index = built ? withMeta(readFileSync(indexPath, "utf8")) : "";
  /** Pre-rendered pages by "<locale>/<page>". */
  const prerendered = new Map<string, string>();
  const prerenderedDir = join(distDir, "prerendered");
  if (built && existsSync(prerenderedDir)) {
    for (const locale of readdirSync(prerenderedDir)) {
      for (const file of readdirSync(join(prerenderedDir, locale))) {
        if (file.endsWith(".html"))
          prerendered.set(
            `${locale}/${file.slice(0, -".html".length)}`,
            withMeta(readFileSync(join(prerenderedDir, locale, file), "utf8")),
          );
      }
    }
  }
  /** Pre-rendered frames by "<locale>/<pattern>", their patterns as regular expressions on the path. */
  const frames = new Map<string, string>();
  const framePatterns: { pattern: string; test: RegExp }[] = [];
  for (const locale of built && existsSync(prerenderedDir) ? readdirSync(prerenderedDir) : []) {
    const dir = join(prerenderedDir, locale, "frames");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".html")) continue;
      const pattern = file.slice(0, -".html".length).replace(/~/g, "/").replace(/_/g, ":id");
      frames.set(`${locale}/${pattern}`, withMeta(readFileSync(join(dir, file), "utf8")));
      if (!framePatterns.some((p) => p.pattern === pattern))
        framePatterns.push({ pattern, test: new RegExp(`^${pattern.replace(/:id/g, "[^/]+")}/?$`) });
    }
  }
  const frameFor = (request: FastifyRequest, cookies: Map<string, string>): string | undefined => {
    if (!cookies.has(SESSION_COOKIE)) return undefined;
    const path = (request.url.split("?")[0] ?? "").slice("/publisher/".length);
    const pattern = framePatterns.find((p) => p.test.test(path))?.pattern;
    if (pattern === undefined) return undefined;
    return frames.get(`${cookies.get(LOCALE_COOKIE) ?? "en"}/${pattern}`) ?? frames.get(`en/${pattern}`);
  };
  const pageFor = (request: FastifyRequest): string => {
    const frame = frames.size > 0 ? frameFor(request, cookiesOf(request.headers.cookie)) : undefined;
    if (frame !== undefined) return frame;
    if (prerendered.size === 0 || request.url.includes("?")) return index;
    const page = request.url.slice("/publisher/".length);
    const cookies = cookiesOf(request.headers.cookie);
    if (page === "register" && cookies.has(REGISTRATION_COOKIE)) return index;
    const locale = cookies.get(LOCALE_COOKIE) ?? "en";
    return prerendered.get(`${locale}/${page}`) ?? prerendered.get(`en/${page}`) ?? index;
  };
  if (built) {
    const assets = join(distDir, "assets");
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/publisher/",
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // A source map only when asked for; the compressed siblings only through negotiation.
      // index.html is sent by sendIndex alone (with its nonce and policy).
      allowedPath: (pathname) => !COMPRESSED.test(pathname) && pathname !== "/index.html" && (sourceMaps || !pathname.endsWith(".map")),
      setHeaders(res, path) {
        const file = path.replace(COMPRESSED, "");
        res.setHeader("cache-control", file.startsWith(assets) ? "public, max-age=31536000, immutable" : "no-cache");
        res.setHeader("vary", "accept-encoding");
        if (sourceMaps && file.endsWith(".js") && existsSync(`${file}.map`)) res.setHeader("sourcemap", `${basename(file)}.map`);
      },
    });
  }

  // A new build of the service worker (a test control, mock mode): the built script with a line naming
  // the build, so that it differs from the one the browser has.
  const workerPath = join(distDir, "sw.js");
  if (built && options.workerBuild && existsSync(workerPath)) {
    const workerBuild = options.workerBuild;
    app.addHook("onSend", (request, reply, payload, done) => {
      const build = workerBuild();
      if (build === 0 || request.url.split("?")[0] !== WORKER_PATH || (reply.statusCode !== 200 && reply.statusCode !== 304))
        return done(null, payload);
      if (payload && typeof (payload as { destroy?: unknown }).destroy === "function") (payload as { destroy: () => void }).destroy();
      // Not the file's validators: a conditional update check would be told the old script is still good.
      for (const name of ["content-encoding", "content-length", "etag", "last-modified"]) reply.removeHeader(name);
      reply.code(200);
      done(null, `${readFileSync(workerPath, "utf8")}\n// build ${build}\n`);
    });
  }

  /** The portal's HTML: a fresh nonce on its scripts and in its policy, compressed as the browser accepts. */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The portal is not built: run `npm run build`.");
    const nonce = newNonce();
    const html = pageFor(request).replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`);
    reply
      .code(200)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .header(
        "content-security-policy",
        portalPolicy({ nonce, errorReportUrl: options.errorReportUrl, vitalsUrl: vitals ? options.vitalsUrl : undefined }),
      )
      .type("text/html; charset=utf-8");
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(html);
    return reply.header("content-encoding", encoding).send(compressHtml(html, encoding));
  };
  app.get("/", (_request, reply) => reply.redirect("/publisher/"));
  app.get("/publisher", (_request, reply) => reply.redirect("/publisher/"));
  return { sendIndex };
};
