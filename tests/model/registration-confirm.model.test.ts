/**
 * Model-based test of the registration confirmation: paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor against the mock server with a token arranged
 * for the path's outcome (a fresh one, one already used, an unknown one, an expired one).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InspectionEvent, type SnapshotFrom, createActor, fromPromise } from "xstate";
import { type StatePath, getSimplePaths } from "xstate/graph";
import { CUSTOM_FIELDS } from "../../mock-server/store/seed";
import { registrationConfirmMachine } from "../../machines/registration-confirm/registration-confirm.machine";
import { untilState } from "./until-state";
import { Coverage, type MockServer, apiFor, browserFetch, printCoverage, startMockServer } from "./harness";

type Snapshot = SnapshotFrom<typeof registrationConfirmMachine>;
type Path = StatePath<Snapshot, { type: string }>;

const OUTCOMES = {
  fingerprintTaken: { type: "xstate.done.actor.takeFingerprint", output: "fp-model" },
  fingerprintFailed: { type: "xstate.error.actor.takeFingerprint", error: new Error("no fingerprint") },
  confirmed: { type: "xstate.done.actor.confirm", output: {} },
  refused: {
    type: "xstate.error.actor.confirm",
    error: { _tag: "RequestFailed", status: 404, message: "The confirmation link is invalid or has already been used." },
  },
};
const outcomeName = (event: { type: string }) => (Object.keys(OUTCOMES) as Array<keyof typeof OUTCOMES>).find((k) => OUTCOMES[k] === event);

// Every simple path (the machine is small): each fingerprint outcome with each confirmation outcome.
const paths = getSimplePaths(registrationConfirmMachine, {
  input: { token: "model-token" },
  // The answers each state can get (the traversal is pure: these stand for the real calls' outcomes).
  events: (snapshot) =>
    (snapshot.matches("fingerprinting")
      ? [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed]
      : snapshot.matches("confirming")
        ? [OUTCOMES.confirmed, OUTCOMES.refused]
        : []) as never,
  // Told apart by the last transition too, so that every transition ends a path.
  serializeState: (snapshot, event) => JSON.stringify({ value: snapshot.value, via: event ? outcomeName(event) : "" }),
}).filter((p) => p.state.matches("confirmed") || p.state.matches("failed")) as Path[];

let server: MockServer;
const coverage = new Coverage("registrationConfirm", registrationConfirmMachine);
/** See registration.model.test.ts: states are taken from each microstep's own snapshot too. */
const inspect = (event: InspectionEvent) => {
  coverage.inspect(event);
  if (event.type === "@xstate.microstep") {
    for (const node of (event as InspectionEvent & { snapshot?: { _nodes?: Array<{ id: string }> } }).snapshot?._nodes ?? [])
      coverage.visitedStates.add(node.id);
  }
};

beforeAll(async () => {
  server = await startMockServer();
});

afterAll(async () => {
  printCoverage([coverage.report()]);
  await server?.close();
});

/** Registers a publisher through the API and answers the activation token the e-mail carries. */
const registerAndReadToken = async (email: string, username: string): Promise<string> => {
  const response = await browserFetch().fetch(`${server.url}/publisher/api/publishers/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      username,
      plainPassword: "Fresh-pass-1",
      repeatPlainPassword: "Fresh-pass-1",
      messenger: "telegram",
      contactInfo: "",
      customFieldValues: [
        { publisherCustomField: CUSTOM_FIELDS[0]!["@id"], value: "https://traffic.example.com" },
        { publisherCustomField: CUSTOM_FIELDS[1]!["@id"], value: "Push" },
      ],
    }),
  });
  expect(response.status).toBe(201);
  const [mail] = await server.mailbox(email);
  return mail!.token!;
};

/** The ways a token is refused; each is executed for every path that ends refused. */
const REFUSALS = {
  used: async () => {
    const token = await registerAndReadToken("used@example.com", "used_one");
    const first = await fetch(`${server.url}/publisher/api/publishers/confirm/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(first.status).toBe(200);
    return token;
  },
  unknown: async () => "no-such-token",
  expired: async () => {
    const token = await registerAndReadToken("late@example.com", "late_one");
    await server.advanceClock("PT25H");
    return token;
  },
};

const login = (username: string) =>
  fetch(`${server.url}/publisher/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "Fresh-pass-1", _remember_me: false }),
  });

const execute = async (path: Path, token: string) => {
  const { fromApi } = apiFor(server, browserFetch(), `/publisher/register/confirm/${token}`);
  const fingerprintFails = path.steps.some(({ event }) => outcomeName(event) === "fingerprintFailed");
  const calls: string[] = [];
  const actor = createActor(
    registrationConfirmMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(async () => {
          if (fingerprintFails) throw new Error("no fingerprint");
          return "fp-model";
        }),
        confirm: fromApi<{ token: string; fingerprint: string | undefined }, unknown>((api, input) =>
          api.registration.confirm({
            path: { token: input.token },
            payload: input.fingerprint === undefined ? {} : { fingerprint: input.fingerprint },
          }),
        ),
      },
      actions: { notifyConfirmed: () => calls.push("notifyConfirmed"), toLogin: () => calls.push("toLogin") },
    }),
    { input: { token }, inspect },
  );
  actor.start();
  try {
    await untilState(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    return { snapshot: actor.getSnapshot(), calls };
  } finally {
    actor.stop();
  }
};

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map(({ event }) => outcomeName(event))
    .join(" → ");

describe("registration confirmation, model-based", () => {
  it("has a path to each end", () => {
    expect(paths.map((p) => p.state.value).sort()).toEqual(["confirmed", "confirmed", "failed", "failed"]);
  });

  for (const path of paths) {
    if (path.state.matches("confirmed")) {
      it(`confirmed via ${describePath(path)}: then the publisher can sign in`, async () => {
        await server.reset();
        expect((await login("fresh_one")).status).toBe(401);
        const token = await registerAndReadToken("fresh@example.com", "fresh_one");
        expect((await login("fresh_one")).status).toBe(401);
        const { calls } = await execute(path, token);
        expect(calls).toEqual(["notifyConfirmed", "toLogin"]);
        expect((await login("fresh_one")).status).toBe(200);
      });
    } else {
      for (const [refusal, arrange] of Object.entries(REFUSALS)) {
        it(`failed via ${describePath(path)} (${refusal} token): the server's error text`, async () => {
          await server.reset();
          const token = await arrange();
          const { snapshot, calls } = await execute(path, token);
          expect(snapshot.context.errorMessage).toBe("The confirmation link is invalid or has already been used.");
          expect(calls).toEqual([]);
        });
      }
    }
  }

  it("takes every reachable transition", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
