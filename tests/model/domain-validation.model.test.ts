/**
 * Model-based test of domain validation (spec 02 sections 3 and 5; issue 12): paths generated from
 * the machine with xstate/graph, each executed by a fresh real actor on a domain of its own, created
 * on the running mock server and read and validated through the real client. The outcomes the path
 * expects are made real just before each call: the mock's DNS control (`/__mock/dns`) creates or
 * removes the CNAME record and ends a certificate in error, the mock clock moving on ten minutes
 * issues it (ok), renaming the domain starts it over (none), and a failed call is a fault the
 * server injects.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import type { ProxyDomain } from "../../contracts/domains.contract";
import { type DomainValidationContext, domainValidationMachine } from "../../machines/domain-validation/domain-validation.machine";
import { type ApiRuntime, runApiOrFail, withApi } from "../../src/api";
import { loadDomainCall, validateDomainCall } from "../../src/features/domains/domain-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as DomainValidationContext;

type Status = 0 | 1 | 2 | 99;
const NAMES: Record<Status, string> = { 0: "none", 1: "ok", 2: "pending", 99: "error" };
const domainWith = (certStatus: Status): ProxyDomain => ({
  "@id": "/publisher/api/proxy_domains/1",
  "@type": "ProxyDomain",
  id: 1,
  name: "go.model.example",
  subdomain: "go",
  certStatus,
  cnameRecord: { host: "go.model.example", type: "CNAME", value: "p1001.proxy.affnet.example" },
  createdAt: "2026-03-01T10:00:00Z",
});

const loaded = (id: "loadDomain" | "checkDomain" | "validateDomain", status: Status) => ({
  type: `xstate.done.actor.${id}`,
  output: domainWith(status),
});
const failedCall = (id: "loadDomain" | "checkDomain" | "validateDomain") => ({
  type: `xstate.error.actor.${id}`,
  error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" },
});
const REFUSED = {
  type: "xstate.error.actor.validateDomain",
  error: {
    _tag: "ValidationFailed",
    violations: [{ propertyPath: "name", message: "A CNAME record is needed first: point the domain to the host shown, then validate." }],
    message: "",
  },
};
const WAITED = { type: "xstate.done.actor.wait" };

const model: FlowModel = {
  machine: domainValidationMachine,
  input: { id: 1 },
  events: (s) => {
    if (s.matches("loading")) return [...([0, 1, 2, 99] as const).map((st) => loaded("loadDomain", st)), failedCall("loadDomain")];
    if (s.matches("none") || s.matches("awaitingCname") || s.matches("error")) return [{ type: "domain.validate" }];
    if (s.matches("validating")) return [loaded("validateDomain", 2), REFUSED, failedCall("validateDomain")];
    if (s.matches("pending")) return ctx(s).checks < 2 ? [WAITED] : [];
    if (s.matches("checking")) return [...([2, 1, 99] as const).map((st) => loaded("checkDomain", st)), failedCall("checkDomain")];
    if (s.matches("failed")) return [{ type: "domain.retry" }];
    return [];
  },
  summary: (s) => {
    const c = ctx(s);
    // How often a pending certificate was read again tells "pending" before and after a check apart (the model reads it twice at most).
    return {
      value: s.value,
      certStatus: c.domain?.certStatus ?? null,
      refused: c.refusal !== null,
      failed: c.error !== null,
      checks: c.checks,
    };
  },
  describe: (e: EventObject) => {
    const output = (e as { output?: ProxyDomain }).output;
    if (e.type.startsWith("xstate.done.actor.") && e.type !== WAITED.type) return `${e.type.slice(18)}(${NAMES[output!.certStatus]})`;
    if (e === REFUSED || (e.type === REFUSED.type && (e as typeof REFUSED).error._tag === "ValidationFailed"))
      return "validate refused (no CNAME)";
    if (e.type.startsWith("xstate.error.actor.")) return `${e.type.slice(19)} failed`;
    return e.type === WAITED.type ? "waited" : e.type;
  },
  // Pending, the flow waits for its timer; a path ends there or wherever nothing is in flight.
  isStable: (s) => ["none", "awaitingCname", "pending", "ok", "error", "failed"].some((v) => s.matches(v)),
};

const coverage = new Coverage("domain-validation", domainValidationMachine);
const server = modelServer(coverage);

let serial = 0;

const control = (path: string, body: unknown) =>
  fetch(`${server.url}/__mock/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => {
    if (!r.ok) throw new Error(`/__mock/${path} answered ${r.status}`);
  });

/** A domain of the path's own, made to stand at a certificate status on the real server. */
const pathDomain = async (runtime: ApiRuntime) => {
  const call = <A>(f: Parameters<typeof withApi<A>>[0]) => runApiOrFail(runtime, withApi(f));
  let domain = await call((api) => api.domains.create({ payload: { name: `v${++serial}.model-validation.com` } }));
  const id = domain.id;
  return {
    id,
    name: () => domain.name,
    /** Renamed (a new name starts over at none), then validated and its certificate ended as asked. */
    standAt: async (status: Status) => {
      domain = await call((api) => api.domains.update({ path: { id }, payload: { name: `v${++serial}.model-validation.com` } }));
      if (status === 0) return;
      await control("dns", { name: domain.name, cname: true });
      await call((api) => api.domains.validate({ path: { id }, payload: {} }));
      if (status === 1) await control("dns", { name: domain.name, cert: "ok" });
      if (status === 99) await control("dns", { name: domain.name, cert: "error" });
    },
  };
};

/**
 * Runs a path. The outcomes the path expects are queued as the harness announces them; each call
 * takes its outcome off the queue and makes it real on the server just before it is asked; the
 * timer answers when the path has its step.
 */
const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime } = apiFor(server, browser, "/publisher/domains");
  const domain = await pathDomain(runtime);
  const effects: string[] = [];
  const queue: EventObject[] = [];
  // A done outcome the path planned carries the domain the server is to answer with (the harness's events are untyped).
  const certOf = (outcome: EventObject) => (outcome as EventObject & { output: ProxyDomain }).output.certStatus;
  const next = (kind: string) => {
    const outcome = queue.shift();
    if (!outcome?.type.endsWith(kind)) throw new Error(`expected a ${kind} outcome, the path has ${outcome?.type}`);
    return outcome;
  };
  const actor = createActor(
    domainValidationMachine.provide({
      actors: {
        loadDomain: fromPromise<ProxyDomain, { id: number }>(async ({ input, signal }) => {
          const outcome = queue[0]?.type.endsWith("checkDomain") ? next("checkDomain") : next("loadDomain");
          if (outcome.type.startsWith("xstate.error")) await server.fault({ route: "domains.get", status: 500, times: 1 });
          else if (outcome.type.endsWith("loadDomain")) await domain.standAt(certOf(outcome));
          else {
            const status = certOf(outcome);
            // The mock clock issues the certificate ten minutes on (the CNAME is there); its DNS control fails it.
            if (status === 1) await server.advanceClock("PT11M");
            if (status === 99) await control("dns", { name: domain.name(), cert: "error" });
          }
          return runApiOrFail(
            runtime,
            withApi((api) => loadDomainCall(api, input)),
            signal,
          );
        }),
        validateDomain: fromPromise<ProxyDomain, { id: number }>(async ({ input, signal }) => {
          const outcome = next("validateDomain");
          if (outcome === REFUSED || (outcome as typeof REFUSED).error?._tag === "ValidationFailed")
            await control("dns", { name: domain.name(), cname: null });
          else if (outcome.type.startsWith("xstate.error")) await server.fault({ route: "domains.validate", status: 500, times: 1 });
          else await control("dns", { name: domain.name(), cname: true, cert: null });
          return runApiOrFail(
            runtime,
            withApi((api) => validateDomainCall(api, input)),
            signal,
          );
        }),
        wait: fromPromise<void, { checks: number }>(async ({ signal }) => {
          while (queue[0]?.type !== WAITED.type) {
            if (signal.aborted) return;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          next("wait");
        }),
      },
      actions: {
        domainChanged: (_, { domain: d }) => effects.push(`changed:${d.certStatus}`),
        reportFailure: (_, { error }) => effects.push(`failed:${(error as { _tag?: string })._tag ?? "defect"}`),
      },
    }),
    { input: { id: domain.id }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      queue.push(...outcomes);
    },
  });
  actor.stop();
  return { snapshot, effects, runtime, domain };
};

describe("domain validation, model-based", () => {
  const paths = generatePaths(model);

  it("has paths from none through awaiting the CNAME and pending to ok and to error, and validated again after an error", () => {
    const names = paths.map((p) => describePath(model, p));
    expect(names).toContain("loadDomain(none) → domain.validate → validate refused (no CNAME)");
    expect(names.some((n) => n.includes("validate refused (no CNAME) → domain.validate → validateDomain(pending)"))).toBe(true);
    expect(names.some((n) => n.endsWith("checkDomain(ok)"))).toBe(true);
    expect(names.some((n) => n.endsWith("checkDomain(error)"))).toBe(true);
    expect(names.some((n) => n.endsWith("waited → checkDomain(pending)"))).toBe(true);
    expect(names.some((n) => n.includes("loadDomain(error) → domain.validate → validateDomain(pending)"))).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, runtime, domain } = await execute(path);
      const c = ctx(snapshot);
      const changes = path.steps.filter((s) => /^xstate\.done\.actor\.(validateDomain|checkDomain)$/.test(s.event.type)).length;
      const failures = path.steps.filter(
        (s) =>
          s.event.type.startsWith("xstate.error.actor.") &&
          s.event !== REFUSED &&
          (s.event as typeof REFUSED).error._tag !== "ValidationFailed",
      ).length;
      expect(effects.filter((e) => e.startsWith("changed:"))).toHaveLength(changes);
      expect(effects.filter((e) => e === "failed:RequestFailed")).toHaveLength(failures);
      // What the flow shows is what the server says now.
      if (c.domain !== null && c.error === null) {
        const now = await runApiOrFail(
          runtime,
          withApi((api) => loadDomainCall(api, { id: domain.id })),
        );
        expect(c.domain.certStatus).toBe(now.certStatus);
        expect(c.domain.name).toBe(now.name);
      }
      if (snapshot.matches("awaitingCname"))
        expect(c.refusal).toEqual({ text: "A CNAME record is needed first: point the domain to the host shown, then validate." });
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
