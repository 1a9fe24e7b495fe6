/**
 * Serves the built portal under /publisher: hashed assets cached for a year, index.html never
 * cached, and index.html for every client-side route. The build's source maps are hidden (no
 * `sourceMappingURL` comment: its bytes were on every route, docs/decisions/019); a script that has
 * one is served with a `SourceMap` header naming it, which browser devtools follow.
 */
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { FastifyInstance } from "fastify";

/** `meta` becomes <meta name content> tags in index.html: run-time settings of the portal. */
export const registerPortal = async (app: FastifyInstance, distDir: string, meta: Record<string, string> = {}) => {
  const indexPath = join(distDir, "index.html");
  const built = existsSync(indexPath);
  const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const tags = Object.entries(meta).map(([name, content]) => `<meta name="${escape(name)}" content="${escape(content)}" />`).join("");
  const index = built ? readFileSync(indexPath, "utf8").replace("</head>", `${tags}</head>`) : "";
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/publisher/",
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader("cache-control", path.includes(`${join(distDir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache");
        if (path.endsWith(".js") && existsSync(`${path}.map`)) res.setHeader("sourcemap", `${basename(path)}.map`);
      },
    });
  }
  const sendIndex = (reply: import("fastify").FastifyReply) => {
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The portal is not built: run `npm run build`.");
    return reply.code(200).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(index);
  };
  app.get("/", (_request, reply) => reply.redirect("/publisher/"));
  app.get("/publisher", (_request, reply) => reply.redirect("/publisher/"));
  return { sendIndex };
};
