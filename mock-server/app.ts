/**
 * Builds the Fastify server: the contract routes over the seeded store, the /__mock controls, the
 * built portal under /publisher, and in upstream mode a proxy to the real backend instead.
 */
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PublisherApi } from "../contracts/api";
import { API_PREFIX } from "../contracts/hydra";
import { type Absence, Capabilities } from "./capabilities";
import { Clock } from "./clock";
import { fairTurns } from "./fair-turns";
import { registerContractRoutes } from "./contract-routes";
import { sendDueReports } from "./handlers/report-schedules";
import { registerControls, type ServerState } from "./controls";
import { Faults } from "./faults";
import { handlers } from "./handlers";
import { hydraError } from "./http-error";
import { sendErrorBody } from "./server-messages";
import { applySecurityHeaders, registerSecurityHeaders } from "./security-headers";
import { registerPortal } from "./static";
import { DEFAULT_SEED, Store } from "./store/store";

export interface AppOptions {
  /** Data seed (same seed, same data). */
  readonly seed?: number;
  /** Folder of the built portal; default dist/. */
  readonly distDir?: string;
  /** When set, /publisher/api is proxied there and the mock routes and controls are off. */
  readonly upstream?: string;
  /** Initial value of the X-App-Version header. */
  readonly version?: string;
  /** Serve the build's source maps (PORTAL_SOURCE_MAPS=on); off by default. */
  readonly sourceMaps?: boolean;
  /**
   * Have the portal report its Core Web Vitals (PORTAL_VITALS=on; decision 064): to /__mock/vitals in
   * mock mode, to VITALS_REPORT_URL in upstream mode (off without it). Off by default.
   */
  readonly vitals?: boolean;
  /**
   * Contract groups switched off from the start, each answering 404 or 501 as a backend without it
   * (MOCK_ABSENT=apiTokens:501; `/__mock/capabilities` switches them later; a reset switches them back on).
   */
  readonly absent?: ReadonlyArray<readonly [string, Absence]>;
  /** Encode every answer with its contract schema even when that is the identity (tests turn it on). */
  readonly validateResponses?: boolean;
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(fileURLToPath(new URL("../package.json", import.meta.url)), "utf8")) as { version: string }).version;

/**
 * The listen backlog: Node's default (511) is below the connections a load test opens at once, and a
 * connection the kernel's accept queue drops waits for retransmissions (1 s, 3 s, 7 s…) while its
 * client already counts the request's time (docs/decisions/021-mock-server-under-load.md).
 */
export const LISTEN_BACKLOG = 4096;

const JSON_TYPES = ["application/ld+json", "application/merge-patch+json"];

export const buildApp = async (options: AppOptions = {}) => {
  // Tests' servers check what they send: bodies against the contracts, texts against the catalogue.
  const strictTexts = options.validateResponses ?? false;
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 16_384 },
    // Malformed URLs and the like answer in the contract's error shape too.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request.url, reply as unknown as FastifyReply);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void sendErrorBody(reply as unknown as FastifyReply, status, hydraError(status, "Bad Request: the URL is malformed."), strictTexts);
    },
  });
  const clock = new Clock();
  const store = new Store(clock, options.seed ?? DEFAULT_SEED);
  const faults = new Faults();
  const capabilities = new Capabilities();
  for (const [group, status] of options.absent ?? []) capabilities.switchOff(group, status);
  const initialVersion = options.version ?? packageVersion();
  const state: ServerState = { version: initialVersion, workerBuild: 0, errorReports: [], vitals: [] };

  registerSecurityHeaders(app);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("x-app-version", state.version);
    done();
  });
  // One request per event-loop turn, so connections opened under load are accepted at once.
  app.addHook("onRequest", fairTurns());

  await app.register(fastifyCookie, { hook: false });
  app.addContentTypeParser(JSON_TYPES, { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message =
      status === 415
        ? `The content-type "${request.headers["content-type"] ?? ""}" is not supported.`
        : status === 400
          ? "Syntax error: the request body is not valid JSON."
          : status === 413
            ? "The request body is too large."
            : status === 500
              ? "Internal Server Error"
              : error.message;
    return sendErrorBody(reply, status, hydraError(status, message), strictTexts);
  });

  if (options.upstream) {
    const { default: proxy } = await import("@fastify/http-proxy");
    await app.register(proxy, { upstream: options.upstream, prefix: API_PREFIX, rewritePrefix: API_PREFIX });
  } else {
    registerContractRoutes(app, PublisherApi, handlers, {
      store,
      clock,
      faults,
      capabilities,
      validateResponses: options.validateResponses ?? false,
    });
    registerControls(app, { store, clock, faults, capabilities, state, initialVersion });
    // Scheduled reports go as their time comes, also when nobody asks (each at its own time when found late).
    const reports = setInterval(() => sendDueReports(store, clock.nowMs()), 60_000).unref();
    app.addHook("onClose", (_instance, done) => {
      clearInterval(reports);
      done();
    });
  }

  const distDir = options.distDir ?? fileURLToPath(new URL("../dist", import.meta.url));
  const errorReportUrl = options.upstream ? process.env.ERROR_REPORT_URL : "/__mock/error-reports";
  const vitalsUrl =
    (options.vitals ?? process.env.PORTAL_VITALS === "on")
      ? (options.upstream ? process.env.VITALS_REPORT_URL : "/__mock/vitals") || undefined
      : undefined;
  const { sendIndex } = await registerPortal(app, distDir, {
    meta: {
      ...(errorReportUrl ? { "portal:error-report-url": errorReportUrl } : {}),
      ...(process.env.PORTAL_INSPECTOR === "on" ? { "portal:inspector": "on" } : {}),
    },
    sourceMaps: options.sourceMaps ?? process.env.PORTAL_SOURCE_MAPS === "on",
    errorReportUrl,
    vitalsUrl,
    workerBuild: () => state.workerBuild,
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    if (request.method === "GET" && path.startsWith("/publisher/") && !path.startsWith(`${API_PREFIX}/`) && !/\.[a-z0-9]+$/i.test(path)) {
      return sendIndex(request, reply);
    }
    return sendErrorBody(reply, 404, hydraError(404, "Not Found"), strictTexts);
  });

  return { app, store, clock, faults, capabilities, state, vitalsUrl };
};
