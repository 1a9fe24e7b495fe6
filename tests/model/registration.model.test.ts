/**
 * Model-based test of the registration flow: paths generated from the machine with xstate/graph,
 * each executed by a fresh real actor against the running mock server through the real API
 * services. The server is arranged so that each outcome event of a path really happens.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InspectionEvent, type SnapshotFrom, createActor, fromPromise } from "xstate";
import { type StatePath, getShortestPaths } from "xstate/graph";
import type { PublisherCustomField, RegistrationPayload } from "../../contracts/registration.contract";
import { REGISTRATION_COOKIE } from "../../contracts/cookies";
import { CUSTOM_FIELDS, MESSENGERS } from "../../mock-server/store/seed";
import {
  type Collection,
  type MediaObjectRef,
  type Registered,
  type RegistrationEvent,
  type RegistrationInput,
  registrationMachine,
} from "../../machines/registration/registration.machine";
import type { CandidateFile, MessengerOption, RegistrationValues } from "../../machines/registration/registration.rules";
import { untilState } from "./until-state";
import { Coverage, type MockServer, apiFor, browserFetch, printCoverage, startMockServer } from "./harness";

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Path = StatePath<Snapshot, RegistrationEvent>;
type AnyEvent = { type: string; [key: string]: unknown };

const [TEXT, TYPES, VOLUME, SCREENS] = CUSTOM_FIELDS.map((f) => f["@id"]) as [string, string, string, string];
const MESSENGER_OPTIONS = MESSENGERS.map((m) => ({ "@id": `/publisher/api/messengers/${m.name}`, "@type": "Messenger" as const, ...m }));

/** A real 1 × 1 PNG. */
const PNG_BYTES = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const candidate = (bytes: Uint8Array, name: string, head = [...bytes.subarray(0, 8)]): CandidateFile => ({
  file: new Blob([new Uint8Array(bytes)]),
  name,
  size: bytes.length,
  head,
});
const VALID_PNG = candidate(PNG_BYTES, "stats.png");
const NOT_AN_IMAGE = candidate(Buffer.from("just some text, not an image"), "notes.png");
/** Claims to be a PNG (as if the page's check were bypassed): the server's own content check refuses it. */
const FAKE_PNG = candidate(Buffer.from("not really a png at all"), "fake.png", [...PNG_BYTES.subarray(0, 8)]);

const EMAIL = "fresh.publisher@example.com";
const USERNAME = "fresh_publisher";

/** The user's filling of the form, one field at a time, in the order of the page. */
const FILL: ReadonlyArray<RegistrationEvent> = [
  { type: "field.change", field: "email", value: EMAIL },
  { type: "field.change", field: "username", value: USERNAME },
  { type: "field.change", field: "plainPassword", value: "Fresh-pass-1" },
  { type: "field.change", field: "repeatPlainPassword", value: "Fresh-pass-1" },
  { type: "field.change", field: "messenger", value: "/publisher/api/messengers/telegram" },
  { type: "field.change", field: "contactInfo", value: "@fresh_publisher" },
  { type: "custom.change", fieldId: TEXT, value: "https://traffic.example.com" },
  { type: "custom.change", fieldId: TYPES, value: ["Push", "Native"] },
  { type: "custom.change", fieldId: VOLUME, value: ["100k – 1M"] },
];

/** How many of the FILL steps are done (a field counts once it holds something: the plan may change values). */
const filledCount = (snapshot: Snapshot): number => {
  const { values, custom } = snapshot.context;
  let count = 0;
  for (const event of FILL) {
    const done =
      event.type === "field.change"
        ? values[event.field] !== ""
        : event.type === "custom.change" &&
          (typeof event.value === "string"
            ? (custom[event.fieldId]?.text ?? "") !== ""
            : (custom[event.fieldId]?.selected.length ?? 0) > 0);
    if (!done) break;
    count++;
  }
  return count;
};

/** What tells two states of the flow apart for the traversal (the values themselves do not matter). */
const summary = (snapshot: Snapshot) => ({
  value: snapshot.value,
  filled: filledCount(snapshot),
  errors: Object.keys(snapshot.context.errors).sort(),
  formError: snapshot.context.formError !== null,
  files: (snapshot.context.custom[SCREENS]?.files ?? []).map((f) => (f.iri === null ? "chosen" : "uploaded")),
});

const error = (tag: string, extra: Record<string, unknown> = {}) => ({ _tag: tag, message: `${tag} in the model`, ...extra });

/** Outcome events of the invoked actors (the traversal is pure: these stand for the server's answers). */
const OUTCOMES = {
  fieldsLoaded: { type: "xstate.done.actor.loadFields", output: { "hydra:member": CUSTOM_FIELDS } },
  fieldsFailed: { type: "xstate.error.actor.loadFields", error: error("RequestFailed", { status: 500 }) },
  messengersLoaded: { type: "xstate.done.actor.loadMessengers", output: { "hydra:member": MESSENGER_OPTIONS } },
  messengersFailed: { type: "xstate.error.actor.loadMessengers", error: error("RequestFailed", { status: 500 }) },
  fingerprintTaken: { type: "xstate.done.actor.takeFingerprint", output: "fp-model" },
  fingerprintFailed: { type: "xstate.error.actor.takeFingerprint", error: new Error("no fingerprint") },
  uploaded: { type: "xstate.done.actor.uploadMedia", output: { "@id": "/publisher/api/media_objects/1" } },
  uploadRefused: {
    type: "xstate.error.actor.uploadMedia",
    error: error("ValidationFailed", { violations: [{ propertyPath: "file", message: "Invalid image. Please check the requirements." }] }),
  },
  uploadFailed: { type: "xstate.error.actor.uploadMedia", error: error("RequestFailed", { status: 500 }) },
  registered: { type: "xstate.done.actor.register", output: { email: EMAIL } },
  notAcceptable: { type: "xstate.error.actor.register", error: error("RequestFailed", { status: 406 }) },
  usernameTaken: {
    type: "xstate.error.actor.register",
    error: error("ValidationFailed", { violations: [{ propertyPath: "username", message: "This username is already taken." }] }),
  },
  networkFailed: { type: "xstate.error.actor.register", error: error("NetworkFailed") },
} satisfies Record<string, AnyEvent>;

const outcomeName = (event: AnyEvent): keyof typeof OUTCOMES | undefined =>
  (Object.keys(OUTCOMES) as Array<keyof typeof OUTCOMES>).find((k) => OUTCOMES[k] === event);

/** The events the user or a server answer can cause in each state. */
const eventsFor = (snapshot: Snapshot): AnyEvent[] => {
  if (snapshot.matches("loading")) {
    const events: AnyEvent[] = [];
    if (snapshot.matches({ loading: { fields: "loading" } })) events.push(OUTCOMES.fieldsLoaded, OUTCOMES.fieldsFailed);
    if (snapshot.matches({ loading: { messengers: "loading" } })) events.push(OUTCOMES.messengersLoaded, OUTCOMES.messengersFailed);
    return events;
  }
  if (snapshot.matches("loadFailed")) return [{ type: "form.retry" }];
  if (snapshot.matches({ submitting: "fingerprinting" })) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
  if (snapshot.matches({ submitting: "uploading" })) return [OUTCOMES.uploaded, OUTCOMES.uploadRefused, OUTCOMES.uploadFailed];
  if (snapshot.matches({ submitting: "registering" }))
    return [OUTCOMES.registered, OUTCOMES.notAcceptable, OUTCOMES.usernameTaken, OUTCOMES.networkFailed];
  if (!snapshot.matches("editing")) return [];
  const filled = filledCount(snapshot);
  const files = snapshot.context.custom[SCREENS]?.files ?? [];
  const events: AnyEvent[] = [];
  if (filled < FILL.length) events.push(FILL[filled]!);
  if (filled === 0 || filled === FILL.length) events.push({ type: "form.submit" });
  if (filled === FILL.length && files.length === 0) {
    events.push(
      { type: "upload.add", fieldId: SCREENS, files: [VALID_PNG] },
      { type: "upload.add", fieldId: SCREENS, files: [NOT_AN_IMAGE] },
    );
  }
  const pending = files.find((f) => f.iri === null);
  if (pending) events.push({ type: "upload.remove", fieldId: SCREENS, key: pending.key });
  return events;
};

/** An event in words: the outcome's name, the field changed, the file picked. */
const describeEvent = (event: AnyEvent): string => {
  const outcome = outcomeName(event);
  if (outcome) return outcome;
  if (event.type === "field.change") return `field.change(${String(event.field)})`;
  if (event.type === "custom.change") return `custom.change(${String(event.fieldId).split("/").pop()})`;
  if (event.type === "upload.add") return `upload.add(${(event.files as CandidateFile[]).map((f) => f.name).join(", ")})`;
  return event.type;
};

const viaOf = (event: AnyEvent | undefined) => (event === undefined ? "" : (outcomeName(event) ?? event.type));

/** Where nothing is in flight: the flow waits for the user, or is done. */
const isStable = (snapshot: Snapshot) => (["limited", "loadFailed", "editing", "registered"] as const).some((s) => snapshot.matches(s));

const traverse = (input: RegistrationInput, fromState?: Snapshot): Path[] =>
  getShortestPaths(registrationMachine, {
    input,
    ...(fromState ? { fromState } : {}),
    events: (snapshot) => eventsFor(snapshot) as RegistrationEvent[],
    // A state is told apart by the last transition into it as well, so that every transition ends a path.
    serializeState: (snapshot, event) => JSON.stringify({ ...summary(snapshot), via: viaOf(event as AnyEvent | undefined) }),
  }) as Path[];

/**
 * The shortest path to every (state, last transition); a path that ends while a call is in flight
 * goes on by the shortest way to a state where nothing is, so that its end can be checked.
 */
const pathsFrom = (input: RegistrationInput): Path[] => {
  const seen = new Set<string>();
  const result: Path[] = [];
  for (const path of traverse(input)) {
    let full = path;
    if (!isStable(path.state)) {
      const [tail] = traverse(input, path.state)
        .filter((p) => isStable(p.state))
        // The shortest way on, preferring one where the flow recovers (a retry that loads the form).
        .sort((a, b) => Number(a.state.matches("loadFailed")) - Number(b.state.matches("loadFailed")) || a.steps.length - b.steps.length);
      if (!tail) continue;
      full = { state: tail.state, steps: [...path.steps, ...tail.steps.slice(1)], weight: path.weight + tail.weight };
    }
    const key = full.steps.map((s) => describeEvent(s.event as AnyEvent)).join(">");
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(full);
  }
  return result;
};

const sameState = (actual: Snapshot, expected: Snapshot) => JSON.stringify(summary(actual)) === JSON.stringify(summary(expected));

let server: MockServer;
const coverage = new Coverage("registration", registrationMachine);

/**
 * The harness's inspector reads the actor's snapshot, which xstate refuses while the actor runs its
 * initial eventless transitions (checking → loading / limited), and which lags one macrostep behind
 * (so passed-through and final states would not count). The states are taken from each microstep's
 * own snapshot as well.
 */
const inspect = (event: InspectionEvent) => {
  try {
    coverage.inspect(event);
  } catch {
    // the transitions were recorded before the snapshot was read
  }
  if (event.type === "@xstate.microstep") {
    // A transition's source was active, and the microstep's snapshot holds the states entered.
    for (const t of (event as InspectionEvent & { _transitions: Array<{ source: { id: string } }> })._transitions)
      coverage.visitedStates.add(t.source.id);
    const nodes = (event as InspectionEvent & { snapshot?: { _nodes?: Array<{ id: string }> } }).snapshot?._nodes ?? [];
    for (const node of nodes) coverage.visitedStates.add(node.id);
  }
};

beforeAll(async () => {
  server = await startMockServer();
});

afterAll(async () => {
  const report = coverage.report();
  printCoverage([report]);
  await server?.close();
});

/** What the user enters so that the server refuses (or accepts) the registration. */
const ENTRIES: Partial<Record<keyof typeof OUTCOMES, Partial<RegistrationValues>>> = {
  registered: { email: EMAIL, username: USERNAME },
  notAcceptable: { email: "fresh.publisher@blocked.example", username: USERNAME },
  usernameTaken: { email: EMAIL, username: "demo" },
  networkFailed: { email: EMAIL, username: USERNAME },
};

const clearFaults = () => fetch(`${server.url}/__mock/faults`, { method: "DELETE" });

/**
 * Sets the server up so that the outcomes that follow a user's step (up to the next one) really
 * happen, and answers what the user enters before taking that step.
 */
const arrange = async (
  outcomes: ReadonlyArray<AnyEvent>,
  current: RegistrationValues,
): Promise<{ fingerprintFails: boolean; entries: AnyEvent[] }> => {
  await clearFaults();
  let fingerprintFails = false;
  const entries: AnyEvent[] = [];
  for (const event of outcomes) {
    const name = outcomeName(event);
    if (name === "fieldsFailed") await server.fault({ route: "GET /publisher/api/register/fields", status: 500, times: 1 });
    if (name === "messengersFailed") await server.fault({ route: "GET /publisher/api/register/messengers", status: 500, times: 1 });
    if (name === "fingerprintFailed") fingerprintFails = true;
    if (name === "uploadFailed") await server.fault({ route: "POST /publisher/api/media_objects", status: 500, times: 1 });
    if (name === "networkFailed") await server.fault({ route: "POST /publisher/api/publishers/register", mode: "drop", times: 20 });
    for (const [field, value] of Object.entries((name && ENTRIES[name]) ?? {})) {
      if (current[field as keyof RegistrationValues] !== value) entries.push({ type: "field.change", field, value });
    }
  }
  return { fingerprintFails, entries };
};

/** The file the user picks: one the server's content check refuses when the path says so. */
const pickedFile = (steps: Path["steps"], from: number): CandidateFile => {
  const next = steps
    .slice(from)
    .find(({ event }) => event.type.startsWith("xstate.done.actor.uploadMedia") || event.type.startsWith("xstate.error.actor.uploadMedia"));
  return next && outcomeName(next.event as AnyEvent) === "uploadRefused" ? FAKE_PNG : VALID_PNG;
};

const isOutcome = (event: { type: string }) => event.type.startsWith("xstate.");

const execute = async (path: Path, input: RegistrationInput, browser = browserFetch()) => {
  const { fromApi } = apiFor(server, browser, "/publisher/register");
  const steps = path.steps;
  const outcomesAfter = (i: number) => {
    const list: AnyEvent[] = [];
    for (let j = i + 1; j < steps.length && isOutcome(steps[j]!.event); j++) list.push(steps[j]!.event as AnyEvent);
    return list;
  };
  let fingerprintFails = false;
  const handled: Array<{ error: unknown; unhandledViolations?: unknown }> = [];
  const payloads: RegistrationPayload[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadFields: fromApi<void, Collection<PublisherCustomField>>((api) => api.registration.fields({})),
        loadMessengers: fromApi<void, Collection<MessengerOption>>((api) => api.registration.messengers({})),
        takeFingerprint: fromPromise<string | undefined, void>(async () => {
          if (fingerprintFails) throw new Error("no fingerprint");
          return "fp-model";
        }),
        uploadMedia: fromApi<{ file: Blob; name: string }, MediaObjectRef>((api, { file, name }) => {
          const form = new FormData();
          form.append("file", file, name);
          return api.registration.uploadMedia({ payload: form });
        }),
        register: fromApi<RegistrationPayload, Registered>((api, payload) => {
          payloads.push(payload);
          return api.registration.register({ payload });
        }),
      },
      actions: { handleError: (_, params) => handled.push(params) },
    }),
    { input, inspect },
  );
  // steps[0] is the initial state; the outcomes right after it follow the start.
  ({ fingerprintFails } = await arrange(outcomesAfter(0), actor.getSnapshot().context.values));
  actor.start();
  try {
    for (let i = 1; i < steps.length; i++) {
      const event = steps[i]!.event as AnyEvent;
      if (isOutcome(event)) continue; // the server answers by itself
      await untilState(actor, (s: Snapshot) => sameState(s, steps[i - 1]!.state));
      const arranged = await arrange(outcomesAfter(i), actor.getSnapshot().context.values);
      fingerprintFails = arranged.fingerprintFails;
      for (const entry of arranged.entries) actor.send(entry as RegistrationEvent);
      actor.send(
        (event.type === "upload.add" && (event.files as CandidateFile[])[0] === VALID_PNG
          ? { ...event, files: [pickedFile(steps, i + 1)] }
          : event) as RegistrationEvent,
      );
    }
    await untilState(actor, (s: Snapshot) => sameState(s, path.state));
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    return { snapshot: actor.getSnapshot(), handled, payloads };
  } finally {
    actor.stop();
  }
};

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map(({ event }) => describeEvent(event as AnyEvent))
    .join(" → ") || "start";

describe("registration, model-based", () => {
  const paths = pathsFrom({ limitExceeded: false, registrationReferrerToken: "ref-model", utmSource: "model" });

  it("has paths for every stable end", () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(path)}`, async () => {
      await server.reset();
      const { snapshot, handled, payloads } = await execute(path, {
        limitExceeded: false,
        registrationReferrerToken: "ref-model",
        utmSource: "model",
      });
      const last = outcomeName(path.steps.at(-1)!.event as AnyEvent);
      if (snapshot.matches("registered")) {
        expect(snapshot.context.registeredEmail).toBe(EMAIL);
        const mails = await server.mailbox(EMAIL);
        expect(mails.map((m) => m.kind)).toEqual(["activation"]);
        const payload = payloads.at(-1)!;
        expect(payload.registrationReferrerToken).toBe("ref-model");
        expect(payload.utmSource).toBe("model");
        expect(payload.customFieldValues.map((v) => v.publisherCustomField)).toEqual([TEXT, TYPES, VOLUME, SCREENS]);
      }
      if (last === "notAcceptable") {
        expect(snapshot.context.formError).toEqual({
          text: "Registrations from this e-mail domain are not accepted. Please contact the network's support.",
        });
      }
      if (last === "usernameTaken") {
        expect(snapshot.context.errors.username).toEqual([{ text: "This username is already taken." }]);
        expect(snapshot.context.values.username).toBe("demo");
        expect(snapshot.context.values.plainPassword).toBe("Fresh-pass-1");
      }
      if (last === "networkFailed") {
        expect((handled.at(-1)!.error as { _tag: string })._tag).toBe("NetworkFailed");
        expect(snapshot.context.values.email).toBe(EMAIL);
      }
      if (last === "uploadRefused") {
        expect(snapshot.context.errors[SCREENS]).toEqual([{ text: "Invalid image. Please check the requirements." }]);
      }
      if (last === "uploadFailed") {
        expect((handled.at(-1)!.error as { _tag: string; status: number }).status).toBe(500);
        expect(snapshot.context.custom[SCREENS]!.files).toHaveLength(1);
      }
    });
  }

  it("shows the limit note when the registration cookie exists (after registering once)", async () => {
    await server.reset();
    const browser = browserFetch();
    const first = await browser.fetch(`${server.url}/publisher/api/publishers/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "first@example.com",
        username: "first_one",
        plainPassword: "First-pass-1",
        repeatPlainPassword: "First-pass-1",
        messenger: "telegram",
        contactInfo: "",
        customFieldValues: [
          { publisherCustomField: TEXT, value: "https://first.example.com" },
          { publisherCustomField: TYPES, value: "Push" },
        ],
      }),
    });
    expect(first.status).toBe(201);
    const limitExceeded = browser.jar.has(REGISTRATION_COOKIE);
    expect(limitExceeded).toBe(true);
    const [path] = pathsFrom({ limitExceeded }).filter((p) => p.state.matches("limited"));
    const { snapshot } = await execute(path!, { limitExceeded }, browser);
    expect(snapshot.status).toBe("done");
  });

  it("takes every reachable transition", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
