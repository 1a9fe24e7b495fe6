/**
 * Model-based test of the API tokens flow (issue 37 item 2): paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor against the running mock server through the real
 * client and the tab's own calls. The outcomes a path expects are made real before the step that
 * causes them: a failed call is a fault the server injects, a refused creation is the empty form (the
 * server's 422 on its fields) or the limit (the server filled up to ten tokens), a token revoked
 * elsewhere is revoked on the server first. After each path: a revealed secret reads a report with
 * `Authorization: Bearer`, and the flow's list is the server's, but for the tokens made to fill it.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { ApiToken, IssuedApiToken } from "../../contracts/api-tokens.contract";
import { type ApiTokensContext, type ApiTokensEvent, apiTokensMachine } from "../../machines/api-tokens/api-tokens.machine";
import { runApiOrFail, withApi } from "../../src/api";
import { createTokenCall, listTokensCall, revokeTokenCall } from "../../src/features/settings/api-tokens/token-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as ApiTokensContext;

const token = (id: number, name: string): ApiToken => ({
  "@id": `/publisher/api/api_tokens/${id}`,
  "@type": "ApiToken",
  id,
  name,
  scopes: ["statistics"],
  hint: "ppt_abcd",
  createdAt: "2026-11-01T10:00:00Z",
  expiresAt: null,
  lastUsedAt: null,
});
/** Demo's seeded tokens, as the list answers them after a reset. */
const SEEDED = [token(1, "Looker Studio"), token(2, "CRM sync (2025)")];

const OUTCOMES = {
  loaded: { type: "xstate.done.actor.loadList", output: SEEDED },
  loadFault: { type: "xstate.error.actor.loadList", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
  created: {
    type: "xstate.done.actor.createToken",
    output: { ...token(100, "new"), secret: "ppt_0123456789abcdefghijklmnopqrstuv" } satisfies IssuedApiToken,
  },
  refused: {
    type: "xstate.error.actor.createToken",
    error: {
      _tag: "ValidationFailed",
      message: "",
      violations: [
        { propertyPath: "name", message: "The name should not be blank." },
        { propertyPath: "scopes", message: "Choose at least one scope." },
      ],
    },
  },
  limit: {
    type: "xstate.error.actor.createToken",
    error: {
      _tag: "ValidationFailed",
      message: "",
      violations: [{ propertyPath: "", message: "At most 10 API tokens: revoke one first." }],
    },
  },
  createFault: { type: "xstate.error.actor.createToken", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
  revoked: { type: "xstate.done.actor.revokeToken", output: undefined },
  gone: { type: "xstate.error.actor.revokeToken", error: { _tag: "RequestFailed", status: 404, message: "Not Found" } },
  revokeFault: { type: "xstate.error.actor.revokeToken", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const nameOf = (event: EventObject): string => {
  const outcome = Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0];
  if (outcome) return outcome;
  if (event.type === "field.change") return "fill";
  if (event.type === "token.revoke" && "id" in event) return `token.revoke(${String(event.id)})`;
  return event.type;
};

const filled = (s: AnyMachineSnapshot) => ctx(s).values.name !== "";
/** The form filled in (the executor gives each token a name of its own: the server refuses a name taken). */
const FILL = { type: "field.change", values: { name: "Sheets", scopes: ["statistics"] } } satisfies ApiTokensEvent;

const model: FlowModel = {
  machine: apiTokensMachine,
  events: (s) => {
    if (s.matches("loading")) return [OUTCOMES.loaded, OUTCOMES.loadFault];
    if (s.matches("loadFailed")) return [{ type: "list.retry" }];
    if (s.matches("idle")) {
      // One token more than the seed at most, and only the seeded ones revoked (their ids are the server's): few states.
      const seeded = ctx(s).entries.find((t) => t.id <= 2);
      return [
        ...(ctx(s).entries.length <= SEEDED.length ? [{ type: "token.create" }] : []),
        ...(seeded ? [{ type: "token.revoke", id: seeded.id }] : []),
      ];
    }
    if (s.matches({ editing: "form" })) return [...(filled(s) ? [] : [FILL]), { type: "form.submit" }, { type: "form.cancel" }];
    if (s.matches({ editing: "creating" }))
      return filled(s) ? [OUTCOMES.created, OUTCOMES.limit, OUTCOMES.createFault] : [OUTCOMES.refused];
    if (s.matches("revealed")) return [{ type: "secret.dismiss" }];
    if (s.matches({ revoking: "confirming" })) return [{ type: "revoke.confirm" }, { type: "revoke.cancel" }];
    if (s.matches({ revoking: "removing" })) return [OUTCOMES.revoked, OUTCOMES.gone, OUTCOMES.revokeFault];
    return [];
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      count: c.entries.length,
      filled: c.values.name !== "",
      errors: Object.keys(c.errors).sort(),
      formError: c.formError !== null,
      secret: c.secret !== null,
      notice: c.notice !== null,
      loadError: c.loadError !== null,
    };
  },
  describe: nameOf,
  isStable: (s) =>
    ["idle", "loadFailed", "revealed"].some((v) => s.matches(v)) || s.matches({ editing: "form" }) || s.matches({ revoking: "confirming" }),
};

const coverage = new Coverage("api tokens", apiTokensMachine);
const server = modelServer(coverage);

/** Name of the tokens the limit's arrangement makes (not the flow's). */
const FILLER = "Filler";

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime, fromApi } = apiFor(server, browser, "/publisher/settings");
  const call = <A>(f: Parameters<typeof withApi<A>>[0]) => runApiOrFail(runtime, withApi(f));
  const effects: string[] = [];
  const actor = createActor(
    apiTokensMachine.provide({
      actors: { loadList: fromApi(listTokensCall), createToken: fromApi(createTokenCall), revokeToken: fromApi(revokeTokenCall) },
      actions: { notifyRevoked: () => effects.push("revoked") },
    }),
    { inspect: coverageInspector(coverage) },
  );
  let made = 0;
  const snapshot = await executePath(model, path, {
    actor,
    take: (event) => {
      if (event !== FILL) return false;
      actor.send({ ...FILL, values: { ...FILL.values, name: `Sheets ${++made}` } });
      return true;
    },
    arrange: async (outcomes, at) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      for (const outcome of outcomes) {
        if (outcome === OUTCOMES.loadFault) await server.fault({ route: "apiTokens.list", status: 500, times: 1 });
        if (outcome === OUTCOMES.createFault) await server.fault({ route: "apiTokens.create", status: 500, times: 1 });
        if (outcome === OUTCOMES.revokeFault) await server.fault({ route: "apiTokens.revoke", status: 500, times: 1 });
        if (outcome === OUTCOMES.gone) await call((api) => revokeTokenCall(api, { id: ctx(at).target! }));
        if (outcome === OUTCOMES.limit) {
          const held = (await call(listTokensCall)).length;
          for (let i = held; i < 10; i++) await call((api) => createTokenCall(api, { name: `${FILLER} ${i}`, scopes: ["offers"] }));
        }
      }
    },
  });
  return { snapshot, effects, call };
};

describe("API tokens, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through a creation revealed and dismissed, each refusal, a revocation, one gone already, and the failures", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of ["created", "refused", "limit", "createFault", "secret.dismiss", "revoked", "gone", "revokeFault", "loadFault"])
      expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, call } = await execute(path);
      const c = ctx(snapshot);
      const steps = path.steps.map((s) => nameOf(s.event));
      expect(effects).toHaveLength(steps.filter((s) => s === "revoked" || s === "gone").length);
      if (snapshot.matches("revealed")) {
        // The secret shown is a working token: it reads a report with the bearer alone.
        expect(c.secret).toMatch(/^ppt_/);
        const answer = await fetch(`${server.url}/publisher/api/ch/reports/summary`, { headers: { authorization: `Bearer ${c.secret}` } });
        expect(answer.status).toBe(200);
      } else expect(c.secret).toBeNull();
      if (steps.at(-1) === "refused")
        expect(c.errors).toEqual({ name: [{ text: "The name should not be blank." }], scopes: [{ text: "Choose at least one scope." }] });
      if (steps.at(-1) === "limit") expect(c.formError).toEqual({ text: "At most 10 API tokens: revoke one first." });
      // What the flow lists is what the server holds, but for the tokens made to fill it up.
      if (c.loadError === null) {
        const held = (await call(listTokensCall)).filter((t) => !t.name.startsWith(FILLER));
        expect(c.entries.map((t) => t.name)).toEqual(held.map((t) => t.name));
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedStates, missedTransitions } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
