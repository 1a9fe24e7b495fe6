/**
 * Model-based test of the profile edit (issue 11): paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor whose actors are the portal's own
 * (src/features/settings/profile/profile-flow.ts) over the real API services, against the running
 * mock server signed in as demo. The user types a bad phone (the client refuses it), a good one, an
 * e-mail already taken (the server's `/validate` refuses it), a new e-mail (pending until
 * confirmed), a new language (handed to the language-change flow), a blank required custom field;
 * failed calls are injected faults. After every path the server holds what the flow saved, and
 * only that; a new e-mail was mailed exactly when it was saved.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { ProfilePatch, Publisher } from "../../contracts/publisher";
import { type ProfileEditContext, type ProfileForm, profileEditMachine } from "../../machines/profile-edit/profile-edit.machine";
import { profilePatch } from "../../machines/profile-edit/profile-rules";
import { CUSTOM_FIELDS, MESSENGERS, seedPublishers } from "../../mock-server/store/seed";
import { Random } from "../../mock-server/store/random";
import { runApiOrFail, withApi } from "../../src/api";
import { profileActors } from "../../src/features/settings/profile/profile-flow";
import { demoPublisher } from "../api/fixtures";
import { type FlowModel, type ModelEvent, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const API = "/publisher/api";
const seeded = seedPublishers(new Random(1))[0]!;
/** Demo's profile as the server answers it after a reset (the fields the form reads). */
const DEMO: Publisher = {
  ...demoPublisher,
  "@id": `${API}/publishers/1001`,
  relativeId: 1001,
  email: seeded.email,
  phone: seeded.phone,
  messenger: seeded.messenger,
  contactInfo: seeded.contactInfo,
  timezone: seeded.timezone,
  timezoneInfo: { label: seeded.timezone!, value: seeded.timezone! },
  customFieldValues: seeded.customFieldValues,
};
const FORM: ProfileForm = {
  publisher: DEMO,
  fields: CUSTOM_FIELDS,
  messengers: MESSENGERS.map((m) => ({ "@id": `${API}/messengers/${m.name}`, "@type": "Messenger" as const, ...m })),
  timezones: [{ value: "Europe/Kyiv", label: "Europe/Kyiv" }],
};
/** What the server answers to a saved patch: the patch merged, a new e-mail pending. */
const applied = (publisher: Publisher, patch: ProfilePatch): Publisher => {
  const { email, ...rest } = patch;
  return {
    ...publisher,
    ...rest,
    ...(email === undefined ? {} : { temporaryEmail: email }),
    ...(rest.timezone ? { timezoneInfo: { label: rest.timezone, value: rest.timezone } } : {}),
  };
};

const TAKEN = "newbie@example.com";
const NEW_EMAIL = "demo.model@example.com";
const GOOD_PHONE = "+420 777 000 111";
const WEBSITE = CUSTOM_FIELDS[0]!["@id"];
const EDITS = {
  phoneBad: { type: "field.change", values: { phone: "12" } },
  phoneGood: { type: "field.change", values: { phone: GOOD_PHONE } },
  emailTaken: { type: "field.change", values: { email: TAKEN } },
  emailNew: { type: "field.change", values: { email: NEW_EMAIL } },
  language: { type: "field.change", values: { language: "ru" } },
  phoneAndLanguage: { type: "field.change", values: { phone: GOOD_PHONE, language: "uk" } },
  websiteBlank: { type: "custom.change", field: WEBSITE, input: [""] },
  websiteGood: { type: "custom.change", field: WEBSITE, input: ["https://model.example"] },
} satisfies Record<string, ModelEvent>;

const fault500 = { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" };
const OUTCOMES = {
  loaded: { type: "xstate.done.actor.loadProfile", output: FORM },
  loadFault: { type: "xstate.error.actor.loadProfile", error: fault500 },
  validated: { type: "xstate.done.actor.validateProfile", output: undefined },
  validateRefused: {
    type: "xstate.error.actor.validateProfile",
    error: {
      _tag: "ValidationFailed",
      status: 422,
      message: "email: This e-mail is already registered.",
      violations: [{ propertyPath: "email", message: "This e-mail is already registered." }],
    },
  },
  validateFault: { type: "xstate.error.actor.validateProfile", error: fault500 },
  saved: { type: "xstate.done.actor.saveProfile", output: DEMO },
  saveFault: { type: "xstate.error.actor.saveProfile", error: fault500 },
} satisfies Record<string, ModelEvent>;

const nameOf = (event: EventObject): string =>
  Object.entries({ ...EDITS, ...OUTCOMES }).find(([, e]) => e === event)?.[0] ?? ("name" in event ? String(event.name) : event.type);

const ctx = (s: AnyMachineSnapshot) => s.context as ProfileEditContext;
const patchOf = (c: ProfileEditContext) => (c.form && c.values ? profilePatch(c.form.publisher, c.form.fields, c.values) : {});

const model: FlowModel = {
  machine: profileEditMachine,
  events: (s) => {
    const c = ctx(s);
    if (s.matches("loading")) return [OUTCOMES.loaded, OUTCOMES.loadFault];
    if (s.matches("loadFailed")) return [{ type: "load.retry" }];
    if (s.matches("validating"))
      return c.values!.email === TAKEN ? [OUTCOMES.validateRefused] : [OUTCOMES.validated, OUTCOMES.validateFault];
    // The saved profile is the loaded one with the patch merged, as the server does.
    if (s.matches("saving"))
      return [{ ...OUTCOMES.saved, name: "saved", output: applied(c.form!.publisher, patchOf(c)) }, OUTCOMES.saveFault];
    // Submitting again after a failure is a retry (named so, it is a path of its own).
    if (s.matches({ ready: "failed" })) return [{ type: "form.submit", name: "retry" }, { type: "form.reset" }];
    if (s.matches({ ready: "saved" })) return [];
    // On the form: after a message the user fixes that field or starts over; after one edit, they submit or start over.
    const errors = Object.keys(c.errors);
    if (errors.length > 0)
      return [
        errors.includes("phone") ? EDITS.phoneGood : errors.includes("email") ? EDITS.emailNew : EDITS.websiteGood,
        { type: "form.reset" },
      ];
    const changed = Object.keys(patchOf(c)).length > 0 || c.values!.language !== c.form!.publisher.language;
    if (changed) return [{ type: "form.submit" }, { type: "form.reset" }];
    return [...Object.values(EDITS).filter((e) => e !== EDITS.websiteGood), { type: "form.submit" }];
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      patch: Object.keys(patchOf(c)).sort(),
      values: c.values,
      pending: c.form?.publisher.temporaryEmail ?? null,
      saved: c.form ? [c.form.publisher.phone, c.form.publisher.customFieldValues[0]?.value] : null,
      errors: Object.keys(c.errors).sort(),
      formError: c.formError !== null,
    };
  },
  describe: nameOf,
  isStable: (s) => !["loading", "validating", "saving", "checked"].some((v) => s.matches(v)),
};

const coverage = new Coverage("profile edit", profileEditMachine);
const server = modelServer(coverage);

const FAULT_ROUTES: Partial<Record<string, string>> = {
  loadFault: "profile.current",
  validateFault: "profile.validate",
  saveFault: "profile.update",
};

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime } = apiFor(server, browser, "/publisher/settings");
  const effects: string[] = [];
  const actor = createActor(
    profileEditMachine.provide({
      actors: profileActors((call, signal) => runApiOrFail(runtime, withApi(call), signal)),
      actions: {
        applyProfile: (_, { publisher }) => effects.push(`apply:${publisher.phone ?? ""}`),
        changeLanguage: (_, { locale }) => effects.push(`language:${locale}`),
        notifySaved: () => effects.push("saved"),
      },
    }),
    { inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      for (const outcome of outcomes) {
        const route = FAULT_ROUTES[nameOf(outcome)];
        if (route) await server.fault({ route, status: 500, times: 1 });
      }
    },
  });
  return { snapshot, effects, browser };
};

describe("profile edit, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for every outcome and every edit", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of [...Object.keys(OUTCOMES), ...Object.keys(EDITS), "form.reset", "load.retry", "retry"])
      expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, browser } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      const c = ctx(snapshot);
      // The server holds what the flow saved, and nothing was saved without a "saved" outcome.
      const current = (await (await browser.fetch(`${server.url}${API}/publishers/current`)).json()) as Publisher;
      const expected = ctx(path.state).form?.publisher ?? DEMO;
      expect({
        phone: current.phone,
        email: current.email,
        temporaryEmail: current.temporaryEmail,
        website: current.customFieldValues[0]?.value,
      }).toEqual({
        phone: expected.phone,
        email: DEMO.email,
        temporaryEmail: expected.temporaryEmail,
        website: expected.customFieldValues[0]?.value,
      });
      if (c.form) expect(c.form.publisher.temporaryEmail).toBe(current.temporaryEmail);
      const mailed = (await server.mailbox(NEW_EMAIL)).filter((m) => m.kind === "email_change");
      expect(mailed).toHaveLength(current.temporaryEmail === NEW_EMAIL ? 1 : 0);
      // Effects: "saved" once per save; a new language goes to the language-change flow, nothing else does.
      expect(effects.filter((e) => e === "saved")).toHaveLength(
        steps.filter((s) => s === "saved").length + (steps.includes("language") && path.state.matches({ ready: "saved" }) ? 1 : 0),
      );
      if (path.state.matches({ ready: "saved" }) && (steps.includes("language") || steps.includes("phoneAndLanguage"))) {
        expect(effects).toContain(`language:${steps.includes("language") ? "ru" : "uk"}`);
      } else expect(effects.filter((e) => e.startsWith("language:"))).toEqual([]);
      // Failures keep what the user typed.
      if (["validateFault", "saveFault"].includes(steps.at(-1)!)) expect(c.values).toEqual(ctx(path.steps.at(-2)!.state).values);
      if (steps.at(-1) === "validateRefused") expect(c.errors).toEqual({ email: [{ text: "This e-mail is already registered." }] });
      if (steps.at(-1) === "phoneBad") expect(c.errors).toEqual({});
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
