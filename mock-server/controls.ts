/**
 * Test controls under /__mock: reset, mailbox (with the scheduled reports due by the clock), clock, fault injection, capabilities switched off, the version header, a new
 * build of the service worker, the
 * error reports and the web vitals (./vitals-controls.ts) the portal sent, and the manager's side of
 * smartlinks (./smartlink-controls.ts) and of the support chat (./support-chat-controls.ts); two-step sign-in
 * turned on with a known secret (./two-step-controls.ts).
 * They exist only in mock mode.
 */
import type { FastifyInstance } from "fastify";
import type { VitalsReport } from "../contracts/web-vitals";
import type { Absence, Capabilities } from "./capabilities";
import type { Clock } from "./clock";
import { registerTwoStepControls } from "./two-step-controls";
import type { FaultMode, Faults } from "./faults";
import { sendDueReports } from "./handlers/report-schedules";
import { registerOfferControls } from "./offer-controls";
import { registerPostbackControls } from "./postback-controls";
import { registerSmartlinkControls } from "./smartlink-controls";
import { registerSupportChatControls } from "./support-chat-controls";
import type { Store } from "./store/store";
import { registerVitalsControls } from "./vitals-controls";

export interface ServerState {
  version: string;
  /** How many new builds of the service worker the tests have asked for (`POST /__mock/worker-build`). */
  workerBuild: number;
  errorReports: unknown[];
  vitals: VitalsReport[];
}

const FAULT_MODES: ReadonlyArray<FaultMode> = ["status", "hang", "drop", "redirect"];

export const registerControls = (
  app: FastifyInstance,
  deps: { store: Store; clock: Clock; faults: Faults; capabilities: Capabilities; state: ServerState; initialVersion: string },
) => {
  const { store, clock, faults, capabilities, state } = deps;
  const bad = (message: string) => ({ error: message });

  app.post("/__mock/reset", async (request) => {
    const seed = Number((request.body as { seed?: unknown } | undefined)?.seed);
    clock.reset();
    faults.clear();
    capabilities.clear();
    state.version = deps.initialVersion;
    state.workerBuild = 0;
    state.errorReports = [];
    state.vitals = [];
    store.reset(Number.isInteger(seed) ? seed : undefined);
    return { ok: true };
  });

  app.get("/__mock/mailbox", async (request) => {
    const to = (request.query as { to?: string }).to?.toLowerCase();
    // Scheduled reports whose time came by the clock go first (the clock moves on its own too).
    sendDueReports(store, clock.nowMs());
    return { messages: store.mailbox.filter((m) => !to || m.to.toLowerCase() === to) };
  });

  app.get("/__mock/clock", async () => ({ now: clock.now().toString() }));
  app.post("/__mock/clock", async (request, reply) => {
    const body = (request.body ?? {}) as { advance?: string; advanceMs?: number; set?: string };
    try {
      if (body.set) clock.set(body.set);
      if (body.advance) clock.advance(body.advance);
      if (typeof body.advanceMs === "number") clock.advance({ milliseconds: body.advanceMs });
    } catch (error) {
      return reply.code(400).send(bad(String(error)));
    }
    // What came due as the clock moved is sent, each at its own time.
    sendDueReports(store, clock.nowMs());
    return { now: clock.now().toString() };
  });

  app.get("/__mock/faults", async () => ({ faults: faults.all() }));
  app.delete("/__mock/faults", async () => {
    faults.clear();
    return { faults: [] };
  });
  app.post("/__mock/faults", async (request, reply) => {
    const body = (request.body ?? {}) as { route?: unknown; mode?: unknown; status?: unknown; times?: unknown; body?: unknown };
    const mode = (body.mode ?? "status") as FaultMode;
    if (typeof body.route !== "string" || !FAULT_MODES.includes(mode)) {
      return reply
        .code(400)
        .send(
          bad(
            'Expected { route: "METHOD /path" | "group.endpoint", mode?: "status" | "hang" | "drop" | "redirect", status?, times?, body? }',
          ),
        );
    }
    const times = Number.isInteger(body.times) ? (body.times as number) : 1;
    faults.add({
      route: body.route,
      mode,
      remaining: times,
      ...(typeof body.status === "number" ? { status: body.status } : {}),
      ...(body.body !== undefined ? { body: body.body } : {}),
    });
    return { faults: faults.all() };
  });

  // A capability (a contract group) the backend lacks: all its endpoints answer 404 or 501 (decision 085).
  app.get("/__mock/capabilities", async () => ({ absent: capabilities.all() }));
  app.post("/__mock/capabilities", async (request, reply) => {
    const body = (request.body ?? {}) as { group?: unknown; absent?: unknown };
    const absent = body.absent ?? 404;
    if (typeof body.group !== "string" || (absent !== false && absent !== 404 && absent !== 501))
      return reply.code(400).send(bad('Expected { group: "apiTokens", absent?: 404 | 501 | false }'));
    if (absent === false) capabilities.switchOn(body.group);
    else capabilities.switchOff(body.group, absent as Absence);
    return { absent: capabilities.all() };
  });

  app.get("/__mock/version", async () => ({ version: state.version }));
  app.post("/__mock/version", async (request, reply) => {
    const version = (request.body as { version?: unknown } | undefined)?.version;
    if (typeof version !== "string" || version === "") return reply.code(400).send(bad("Expected { version: string }"));
    state.version = version;
    return { version };
  });

  // A new build of the service worker, as a deploy makes: /publisher/sw.js differs from now on, so the
  // browser's next update check installs it and it waits (the "new version" prompt, issue 36).
  app.post("/__mock/worker-build", async () => {
    state.workerBuild += 1;
    return { workerBuild: state.workerBuild };
  });

  app.post("/__mock/error-reports", async (request) => {
    state.errorReports.push(request.body);
    return { ok: true };
  });
  app.get("/__mock/error-reports", async () => ({ reports: state.errorReports }));
  registerVitalsControls(app, state);

  registerOfferControls(app, store);
  registerPostbackControls(app, store);
  registerSmartlinkControls(app, { store, clock });
  registerSupportChatControls(app, store);
  registerTwoStepControls(app, { store, clock });
};
