/**
 * An HTTP/2 front for `npm start`'s HTTP/1.1 server, for `BENCH_HTTP2=1 npm run bench:lighthouse`
 * (docs/decisions/062-public-pages-paint-first.md): the portal as a CDN or a reverse proxy in front of
 * `dist/` delivers it, one connection carrying every request at once.
 *
 * Browsers speak HTTP/2 over TLS only, so the front makes a throwaway self-signed certificate for
 * 127.0.0.1 with `openssl` (Debian's, in a temporary folder removed on close) and gives the SHA-256 of
 * its public key, which Chromium is told to trust (`--ignore-certificate-errors-spki-list`): the page
 * is then a secure one, as in production. Every request is forwarded as it came (cookies, accepted
 * encodings) and every answer streamed back with its headers (compression, policy, caching), less
 * the HTTP/1.1 connection headers HTTP/2 forbids.
 */
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers of one hop only: HTTP/2 refuses them in an answer. */
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);

export interface Http2Front {
  /** `https://127.0.0.1:<port>`. */
  readonly origin: string;
  /** The value of Chromium's `--ignore-certificate-errors-spki-list` that trusts the front's certificate. */
  readonly spki: string;
  readonly close: () => Promise<void>;
}

/** Starts the front on a free port of 127.0.0.1, forwarding to `target` (`http://host:port`). */
export const startHttp2Front = async (target: string): Promise<Http2Front> => {
  const upstream = new URL(target);
  const folder = mkdtempSync(join(tmpdir(), "bench-h2-"));
  const [keyFile, certFile] = [join(folder, "key.pem"), join(folder, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(certFile);
  const spki = createHash("sha256")
    .update(createPublicKey(cert).export({ type: "spki", format: "der" }))
    .digest("base64");
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ key: readFileSync(keyFile), cert });
  server.on("request", (req, res) => {
    const headers: Record<string, string | string[]> = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && !HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    spki,
    close: async () => {
      // A session Chromium left open would hold the close: it is given two seconds.
      await Promise.race([new Promise<void>((done) => server.close(() => done())), new Promise((done) => setTimeout(done, 2_000))]);
      agent.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
