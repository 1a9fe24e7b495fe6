/**
 * Model-based tests run the flow machines against the real mock server through the real API
 * services. This is the shared harness: a mock server on a port, a cookie-keeping fetch (a browser
 * would keep the session cookie), the API runtime over it, and transition coverage of machines.
 */
import { afterAll, beforeAll } from "vitest";
import type { AnyStateMachine, InspectionEvent } from "xstate";
import { fromPromise } from "xstate";
import { buildApp } from "../../mock-server/app";
import { withApi, makeApiRuntime, runApiOrFail } from "../../src/api";
import type { ApiCall } from "../../src/app/system";

export interface MockServer {
  readonly url: string;
  reset(): Promise<void>;
  mailbox(to: string): Promise<Array<{ kind: string; token?: string; pin?: string; link?: string }>>;
  fault(spec: { route: string; mode?: "status" | "hang" | "drop" | "redirect"; status?: number; times?: number }): Promise<void>;
  advanceClock(duration: string): Promise<void>;
  close(): Promise<void>;
}

export const startMockServer = async (): Promise<MockServer> => {
  const { app } = await buildApp({ validateResponses: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const post = (path: string, body: unknown = {}) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => {
      if (!r.ok) throw new Error(`${path} answered ${r.status}`);
    });
  return {
    url,
    reset: () => post("/__mock/reset"),
    mailbox: async (to) =>
      ((await (await fetch(`${url}/__mock/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: [] }).messages,
    fault: (spec) => post("/__mock/faults", spec),
    advanceClock: (duration) => post("/__mock/clock", { advance: duration }),
    // A hung request (the hang fault of the timeout outcome) keeps its connection open: close it too.
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
};

/**
 * The mock server of one model-test file: started before its tests; after them the coverage table
 * of `coverages` is printed and the server closed. Answers a stand-in usable at the top level.
 */
export const modelServer = (...coverages: Coverage[]): MockServer => {
  let started: MockServer | undefined;
  const server = () => {
    if (!started) throw new Error("the mock server starts before the tests");
    return started;
  };
  beforeAll(async () => {
    started = await startMockServer();
  });
  afterAll(async () => {
    printCoverage(coverages.map((c) => c.report()));
    await started?.close();
  });
  return {
    get url() {
      return server().url;
    },
    reset: () => server().reset(),
    mailbox: (to) => server().mailbox(to),
    fault: (spec) => server().fault(spec),
    advanceClock: (duration) => server().advanceClock(duration),
    close: () => server().close(),
  };
};

/** A fetch that keeps cookies like a browser tab (one jar per "browser"). */
export const browserFetch = () => {
  const jar = new Map<string, string>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value = ""] = pair!.split("=");
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    return response;
  };
  return { fetch: fetchWithCookies, jar };
};

/** A browser signed in through the login call (demo by default), its session cookie kept. */
export const signedInBrowser = async (
  server: MockServer,
  who: { username: string; password: string } = { username: "demo", password: "Demo-pass-1" },
) => {
  const browser = browserFetch();
  const login = await browser.fetch(`${server.url}/publisher/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...who, _remember_me: false }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${who.username} answered ${login.status}`);
  return browser;
};

/** The app's API runtime aimed at the mock server, as seen from `pagePath` (`timeoutMs`: the request timeout, short to test it). */
export const apiFor = (server: MockServer, browser = browserFetch(), pagePath = "/publisher/login", timeoutMs?: number) => {
  const runtime = makeApiRuntime({
    baseUrl: server.url,
    fetch: browser.fetch,
    pagePath: () => pagePath,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  /** Like the app's `system.fromApi`: an invoked actor running an API call on this runtime. */
  const fromApi = <I, O>(call: ApiCall<I, O>) =>
    fromPromise<O, I>(({ input, signal }) =>
      runApiOrFail(
        runtime,
        withApi((api) => call(api, input)),
        signal,
      ),
    );
  return { runtime, fromApi, browser };
};

/** Every transition of a machine, as "stateId → event#index" keys. */
export const transitionsOf = (machine: AnyStateMachine): Set<string> => {
  const keys = new Set<string>();
  const visit = (node: AnyStateMachine["root"]) => {
    for (const [event, list] of node.transitions) list.forEach((_t: unknown, i: number) => keys.add(`${node.id} → ${event}#${i}`));
    (node.always ?? []).forEach((_t: unknown, i: number) => keys.add(`${node.id} → always#${i}`));
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine["root"]);
  };
  visit(machine.root);
  return keys;
};

/** Every state node id of a machine. */
export const statesOf = (machine: AnyStateMachine): Set<string> => {
  const ids = new Set<string>();
  const visit = (node: AnyStateMachine["root"]) => {
    ids.add(node.id);
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine["root"]);
  };
  visit(machine.root);
  return ids;
};

/** Records which transitions and states of a machine the executed paths took. */
export class Coverage {
  readonly takenTransitions = new Set<string>();
  readonly visitedStates = new Set<string>();
  constructor(
    readonly name: string,
    readonly machine: AnyStateMachine,
  ) {}

  /** The `inspect` option for an actor of this machine. */
  inspect = (event: InspectionEvent): void => {
    // Snapshots (the initial one included) and microsteps (states only passed through) both visit states.
    if (event.type === "@xstate.snapshot" || event.type === "@xstate.microstep") {
      const snapshot = (event as unknown as { snapshot: { _nodes?: Array<{ id: string }> } }).snapshot;
      for (const node of snapshot._nodes ?? []) this.visitedStates.add(node.id);
    }
    if (event.type !== "@xstate.microstep") return;
    const micro = event as InspectionEvent & {
      _transitions: Array<{ source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] }; eventType: string }>;
    };
    for (const t of micro._transitions) {
      const list =
        t.eventType === "" || t.eventType === undefined ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
      const index = list.indexOf(t);
      this.takenTransitions.add(`${t.source.id} → ${t.eventType || "always"}#${Math.max(0, index)}`);
    }
  };

  report() {
    const transitions = transitionsOf(this.machine);
    const states = statesOf(this.machine);
    const missedTransitions = [...transitions].filter((t) => !this.takenTransitions.has(t));
    const missedStates = [...states].filter((s) => !this.visitedStates.has(s));
    return {
      machine: this.name,
      states: `${states.size - missedStates.length}/${states.size}`,
      transitions: `${transitions.size - missedTransitions.length}/${transitions.size}`,
      missedStates,
      missedTransitions,
    };
  }
}

/** Prints the coverage table that `npm test` shows, one row per machine. */
export const printCoverage = (reports: ReadonlyArray<ReturnType<Coverage["report"]>>) => {
  console.log("\nModel-based coverage (states and transitions taken by the executed paths):");
  console.table(reports.map(({ machine, states, transitions }) => ({ machine, states, transitions })));
  for (const r of reports) {
    if (r.missedTransitions.length > 0) console.log(`  ${r.machine} missed: ${r.missedTransitions.join(", ")}`);
  }
};
