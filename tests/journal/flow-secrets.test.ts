/**
 * No secret reaches the journal. Every flow machine that receives one (typed passwords and their
 * repeats, tokens from links, the device fingerprint, the referrer token, an API token pasted or
 * issued) is driven the way the portal drives it: its typed events sent one keystroke at a time with
 * real values, then submitted
 * through the fingerprint to the API call, once accepted and once refused. The secrets must reach
 * the API actors' inputs (so the flow really carried them) and appear nowhere in the diagnostics
 * export: journal entries, persisted journal, projected state and last flow snapshots.
 *
 * The scripts use only the machines' events, inputs and actor names (their public side), not the
 * shape of their context. A machine added to the registry must be scripted here or declared
 * secret-free, so a new flow with a password cannot slip past this test.
 */
import { describe, expect, it } from "vitest";
import { type AnyActorRef, type AnyStateMachine, type EventFrom, type InputFrom, createActor, fromPromise, waitFor } from "xstate";
import type { LoginPayload, TwoStepRequired } from "../../contracts/auth.contract";
import type { RecoveryCodes, TwoStepCode, TwoStepEnrolment, TwoStepStatus, TwoStepVerify } from "../../contracts/two-step.contract";
import { twoStepMachine } from "../../machines/two-step/two-step.machine";
import type { Publisher } from "../../contracts/publisher";
import type { PublisherCustomField } from "../../contracts/registration.contract";
import type { ApiToken, IssuedApiToken } from "../../contracts/api-tokens.contract";
import { apiTokensMachine } from "../../machines/api-tokens/api-tokens.machine";
import { authMachine } from "../../machines/auth/auth.machine";
import { emailChangeConfirmMachine } from "../../machines/email-change-confirm/email-change-confirm.machine";
import { type ResetConfirmInput, passwordResetConfirmMachine } from "../../machines/password-reset/password-reset-confirm.machine";
import { passwordResetRequestMachine } from "../../machines/password-reset/password-reset-request.machine";
import { registrationConfirmMachine } from "../../machines/registration-confirm/registration-confirm.machine";
import { type Collection, type MediaObjectRef, registrationMachine } from "../../machines/registration/registration.machine";
import type { MessengerOption } from "../../machines/registration/registration.rules";
import { type PayoutList, payoutAccountMachine } from "../../machines/payout-account/payout-account.machine";
import { MACHINES_BY_ID } from "../../machines/registry";
import type { PayoutAccount } from "../../contracts/payout.contract";
import { CUSTOM_FIELDS, MESSENGERS, PAYMENT_METHODS } from "../../mock-server/store/seed";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { diagnostics } from "../../src/journal/export";
import { journalInspector } from "../../src/journal/inspect";

/** Distinct values, so that a leak names the secret that leaked. */
const SECRET = {
  password: "Typed-login-pass-7q",
  newPassword: "Typed-new-pass-8w",
  repeatPassword: "Typed-new-pass-8w",
  registrationPassword: "Typed-register-pass-9e",
  fingerprint: "fp-3b9c51e07d2a44f1",
  linkToken: "link-token-5d1f0c2a9b",
  referrerToken: "referrer-token-6e2a7b",
  pin: "482913",
  typedAccount: "Z418230957712",
  loadedAccount: "DE89370400440532013000",
  editedAccount: "GB29NWBK60161331926819",
  pastedApiToken: "ppt_7fJq2LmXw9Rk3Vb8Nc1Td6Ys4Ga5Hu0E",
  issuedApiToken: "ppt_Zr8Kp3Wq6Xm1Vn9Bt2Lc5Jd7Fs4Gh0Ay",
  challenge: "challenge-Qm8Wv2Lx7Rb4Tn",
  oneTimeCode: "418273",
  wrongCode: "905116",
  recoveryCode: "k7mq2-x9tdw",
  enrolmentSecret: "KZXW6YTBOI2GK3TSMFWWK43UMVZHI5DF",
  settingsCode: "730581",
  issuedRecoveryCode: "p3nq7-vw8xk",
} as const;

/** Flows that receive no secret (no password, pin, token or fingerprint), with why. */
const SECRET_FREE: Record<string, string> = {
  session: "loads and holds the publisher; the login answer carries no secret",
  languageChange: "a locale and the publisher's relative id",
  lookup: "search text over offers and smartlinks",
  find: "the text typed into the find palette and what the search answered",
  registrationMessengers: "the public list of messengers",
  profileEdit: "the publisher's own profile: contact details, time zone, language, custom fields (no password, pin or token)",
  smartlinkRequest: "a smartlink, its traffic type, countries, domain, custom URL and tracking parameters",
  competitions: "the public competitions list and the clock's instants",
  domainValidation: "a proxy domain's id, name, CNAME record and certificate status",
  offerAccess: "an offer's relative id and the offer the server answers (its tracking link is the publisher's, not a secret)",
  supportChat: "the publisher's messages to and from the manager; a chosen file goes by the `file` key, which the journal redacts",
  payoutRequest: "the payout terms and standing, and the pending payment a request made (amounts and days, no account number)",
  reportSchedules: "a saved view's name, tab and report query, a schedule's days, hour and recipients among the account's e-mails",
};

// A partial publisher: the flows read only these fields, and a whole Publisher would bury them.
const publisher = { username: "demo", relativeId: 1001, email: "demo@example.com" } as unknown as Publisher;
const unauthorized = { _tag: "Unauthorized", status: 401, message: "Invalid credentials." };
const violation = (propertyPath: string) => ({
  _tag: "ValidationFailed",
  status: 422,
  message: `${propertyPath}: This value is too weak.`,
  violations: [{ propertyPath, message: "This value is too weak." }],
});

type Outcome = "accepted" | "refused";

/** What one run of a flow leaves: its journal store, the inputs its API actors were called with, its end. */
interface Run {
  readonly store: ClientStore;
  readonly apiInputs: unknown[];
  readonly actor: AnyActorRef;
}

/** A promise actor that records its input, then answers (accepted) or fails (refused). */
const api = <T, I>(inputs: unknown[], outcome: Outcome, answer: T, failure: unknown) =>
  fromPromise<T, I>(async ({ input }) => {
    inputs.push(input);
    if (outcome === "refused") throw failure;
    return answer;
  });

/** The device fingerprint as the app's actor answers it. */
const fingerprint = fromPromise<string | undefined, void>(async () => SECRET.fingerprint);

/** Starts `machine` journaled into a fresh store, as `useFlow` does in the portal. */
const start = <M extends AnyStateMachine>(machine: M, id: string, input?: InputFrom<M>) => {
  const store = new ClientStore(memoryStorage());
  const actor = createActor(machine, { id, inspect: journalInspector(store), ...(input === undefined ? {} : { input }) });
  actor.start();
  return { store, actor };
};

/** What an input's `onChange` does after each keystroke: `change` gets the whole value typed so far. */
const typeInto = (text: string, change: (value: string) => void) => {
  for (let end = 1; end <= text.length; end += 1) change(text.slice(0, end));
};

/** A payout account as the list answers it. */
const payoutAccount = (id: number, account: string, active: boolean): PayoutAccount => ({
  "@id": `/publisher/api/publisher_payout_accounts/${id}`,
  "@type": "PublisherPayoutAccount",
  id,
  method: "/publisher/api/payment_methods/3",
  account,
  active,
  minimalPaymentAmount: 1000,
  createdAt: "2026-01-01T00:00:00Z",
});

/**
 * One script per flow with secrets: what the user types and how the flow is carried to its API call
 * (`fingerprint: false` for a flow that takes none).
 */
const SCRIPTS: Record<
  string,
  {
    secrets: ReadonlyArray<string>;
    /** Secrets the API answered with (a new API token): they reach the flow when accepted, and no further. */
    answered?: ReadonlyArray<string>;
    keystrokes: number;
    fingerprint?: false;
    end: Record<Outcome, string>;
    run: (outcome: Outcome) => Promise<Run>;
  }
> = {
  payoutAccount: {
    keystrokes: SECRET.typedAccount.length + SECRET.editedAccount.length,
    fingerprint: false,
    // The account numbers are masked, the pin redacted: a loaded one, a typed one, one typed over
    // another's, the e-mailed pin (typed after a first one was dropped for a new pin).
    secrets: [SECRET.loadedAccount, SECRET.typedAccount, SECRET.editedAccount, SECRET.pin],
    end: { accepted: "idle", refused: "deleting" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const loaded = payoutAccount(3, SECRET.loadedAccount, false);
      const machine = payoutAccountMachine.provide({
        actors: {
          loadAccounts: fromPromise<PayoutList, void>(async () => ({
            accounts: [payoutAccount(1, "demo.payouts@example.com", true), loaded],
            methods: PAYMENT_METHODS,
          })),
          validateAccount: api(apiInputs, outcome, undefined as void, violation("account")),
          saveAccount: api(apiInputs, outcome, payoutAccount(100, SECRET.typedAccount, false), violation("account")),
          activateAccount: api(apiInputs, outcome, loaded, violation("active")),
          requestPin: fromPromise<void, void>(async () => undefined),
          removeAccount: api(apiInputs, outcome, undefined as void, violation("pin")),
        },
      });
      const { store, actor } = start(machine, "payoutAccount");
      await waitFor(actor, (s) => s.matches("idle"));
      const send = (event: EventFrom<typeof payoutAccountMachine>) => actor.send(event);
      const settle = () => waitFor(actor, (s) => s.matches("idle") || s.matches({ editing: "form" }));
      // Edit the loaded account unchanged (its number goes to the API), then add one typed in.
      send({ type: "account.edit", id: 3 });
      send({ type: "form.submit" });
      await settle();
      if (outcome === "refused") send({ type: "form.cancel" });
      send({ type: "account.create" });
      send({ type: "field.change", values: { method: "/publisher/api/payment_methods/2", minimalPaymentAmount: "20" } });
      typeInto(SECRET.typedAccount, (account) => send({ type: "field.change", values: { account } }));
      send({ type: "form.submit" });
      await settle();
      if (outcome === "refused") send({ type: "form.cancel" });
      // Type a new number over the active account's, then make the loaded one active (its answer carries its number).
      send({ type: "account.edit", id: 1 });
      typeInto(SECRET.editedAccount, (account) => send({ type: "field.change", values: { account } }));
      send({ type: "form.submit" });
      await settle();
      if (outcome === "refused") send({ type: "form.cancel" });
      send({ type: "account.activate", id: 3 });
      await waitFor(actor, (s) => s.matches("idle"));
      // Delete the loaded account with the e-mailed pin, after asking for a new one over a first.
      send({ type: "account.delete", id: 3 });
      send({ type: "delete.confirm" });
      await waitFor(actor, (s) => s.matches({ deleting: "enteringPin" }));
      typeInto("0000", (pin) => send({ type: "pin.change", pin }));
      send({ type: "pin.resend" });
      await waitFor(actor, (s) => s.matches({ deleting: "enteringPin" }));
      typeInto(SECRET.pin, (pin) => send({ type: "pin.change", pin }));
      send({ type: "pin.submit" });
      await waitFor(actor, (s) => s.matches("idle") || s.matches({ deleting: "enteringPin" }));
      return { store, apiInputs, actor };
    },
  },
  apiTokens: {
    // A token pasted into the name by mistake goes to the API as the name; the new token's secret comes back.
    keystrokes: 1,
    fingerprint: false,
    secrets: [SECRET.pastedApiToken],
    answered: [SECRET.issuedApiToken],
    end: { accepted: "revealed", refused: "editing" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const issued: IssuedApiToken = {
        "@id": "/publisher/api/api_tokens/3",
        "@type": "ApiToken",
        id: 3,
        name: SECRET.pastedApiToken,
        scopes: ["statistics"],
        hint: SECRET.issuedApiToken.slice(0, 8),
        createdAt: "2026-11-20T10:00:00Z",
        expiresAt: null,
        lastUsedAt: null,
        secret: SECRET.issuedApiToken,
      };
      const machine = apiTokensMachine.provide({
        actors: {
          loadList: fromPromise<ReadonlyArray<ApiToken>, void>(async () => []),
          createToken: api(apiInputs, outcome, issued, violation("name")),
        },
      });
      const { store, actor } = start(machine, "apiTokens");
      await waitFor(actor, (s) => s.matches("idle"));
      const send = (event: EventFrom<typeof apiTokensMachine>) => actor.send(event);
      send({ type: "token.create" });
      send({ type: "field.change", values: { name: SECRET.pastedApiToken } });
      send({ type: "field.change", values: { scopes: ["statistics"] } });
      send({ type: "form.submit" });
      await waitFor(actor, (s) => s.matches("revealed") || s.matches({ editing: "form" }));
      return { store, apiInputs, actor };
    },
  },
  twoStep: {
    // Turning two-step sign-in on: the enrolment's secret comes back (and the QR code's otpauth URI with
    // it), the app's code is typed and sent; the ten recovery codes come back once it is taken.
    // Its keystrokes are `code.change` events (counted in `run`), not `field.change`.
    keystrokes: 0,
    fingerprint: false,
    secrets: [SECRET.settingsCode],
    answered: [SECRET.issuedRecoveryCode],
    end: { accepted: "revealed", refused: "enrolling" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const otpauthUri = `otpauth://totp/Publisher%20Platform:demo?secret=${SECRET.enrolmentSecret}`;
      const machine = twoStepMachine.provide({
        actors: {
          loadStatus: fromPromise<TwoStepStatus, void>(async () => ({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 })),
          beginEnrolment: fromPromise<TwoStepEnrolment, void>(async () => ({ secret: SECRET.enrolmentSecret, otpauthUri })),
          confirmEnrolment: api<RecoveryCodes, TwoStepCode>(
            apiInputs,
            outcome,
            { recoveryCodes: [SECRET.issuedRecoveryCode, "a2b3c-d4e5f"] },
            violation("oneTimeCode"),
          ),
        },
      });
      const { store, actor } = start(machine, "twoStep");
      await waitFor(actor, (s) => s.matches("idle"));
      const send = (event: EventFrom<typeof twoStepMachine>) => actor.send(event);
      send({ type: "twoStep.enable" });
      await waitFor(actor, (s) => s.matches({ enrolling: "editing" }));
      typeInto(SECRET.settingsCode, (oneTimeCode) => send({ type: "code.change", values: { oneTimeCode } }));
      send({ type: "code.submit" });
      await waitFor(actor, (s) => s.matches("revealed") || (apiInputs.length > 0 && s.matches({ enrolling: "editing" })));
      // The enrolment's secret and its URI were the flow's (shown as the QR code and the key), never the journal's.
      expect(store.journal.entries().filter((e) => e.type === "code.change").length).toBe(SECRET.settingsCode.length);
      const text = exported(store);
      expect(text).not.toContain(SECRET.enrolmentSecret);
      expect(text).not.toContain("otpauth://");
      return { store, apiInputs, actor };
    },
  },
  auth: {
    keystrokes: "demo".length + SECRET.password.length,
    secrets: [SECRET.password, SECRET.fingerprint],
    end: { accepted: "signedIn", refused: "editing" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const machine = authMachine.provide({
        actors: {
          takeFingerprint: fingerprint,
          login: api<Publisher | TwoStepRequired, LoginPayload>(apiInputs, outcome, publisher, unauthorized),
        },
      });
      const { store, actor } = start(machine, "auth");
      const send = (event: EventFrom<typeof authMachine>) => actor.send(event);
      send({ type: "field.focus" });
      typeInto("demo", (username) => send({ type: "field.change", values: { username } }));
      typeInto(SECRET.password, (password) => send({ type: "field.change", values: { password } }));
      send({ type: "form.submit" });
      await waitFor(actor, (s) => apiInputs.length > 0 && !s.matches("submitting"));
      return { store, apiInputs, actor };
    },
  },
  passwordResetConfirm: {
    keystrokes: SECRET.newPassword.length + SECRET.repeatPassword.length,
    secrets: [SECRET.newPassword, SECRET.repeatPassword, SECRET.linkToken, SECRET.fingerprint],
    end: { accepted: "done", refused: "editing" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const machine = passwordResetConfirmMachine.provide({
        actors: {
          takeFingerprint: fingerprint,
          confirmReset: api<Publisher | TwoStepRequired, ResetConfirmInput>(apiInputs, outcome, publisher, violation("plainPassword")),
        },
      });
      const { store, actor } = start(machine, "passwordResetConfirm", { token: SECRET.linkToken });
      const send = (event: EventFrom<typeof passwordResetConfirmMachine>) => actor.send(event);
      send({ type: "field.focus" });
      typeInto(SECRET.newPassword, (plainPassword) => send({ type: "field.change", values: { plainPassword } }));
      typeInto(SECRET.repeatPassword, (repeatPlainPassword) => send({ type: "field.change", values: { repeatPlainPassword } }));
      send({ type: "form.submit" });
      await waitFor(actor, (s) => apiInputs.length > 0 && !s.matches("submitting"));
      return { store, apiInputs, actor };
    },
  },
  passwordResetRequest: {
    keystrokes: "demo@example.com".length,
    secrets: [SECRET.fingerprint],
    end: { accepted: "sent", refused: "editing" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const tooSoon = { _tag: "RequestFailed", status: 429, message: "You can request a new password once every 2 hours." };
      const machine = passwordResetRequestMachine.provide({
        actors: { takeFingerprint: fingerprint, requestReset: api(apiInputs, outcome, undefined as void, tooSoon) },
      });
      const { store, actor } = start(machine, "passwordResetRequest");
      const send = (event: EventFrom<typeof passwordResetRequestMachine>) => actor.send(event);
      send({ type: "field.focus" });
      typeInto("demo@example.com", (email) => send({ type: "field.change", values: { email } }));
      send({ type: "form.submit" });
      await waitFor(actor, (s) => apiInputs.length > 0 && !s.matches("submitting"));
      return { store, apiInputs, actor };
    },
  },
  registration: {
    keystrokes: 2 * SECRET.registrationPassword.length,
    secrets: [SECRET.registrationPassword, SECRET.referrerToken, SECRET.fingerprint],
    end: { accepted: "registered", refused: "editing" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const messengers = MESSENGERS.map((m) => ({ "@id": `/publisher/api/messengers/${m.name}`, "@type": "Messenger" as const, ...m }));
      const machine = registrationMachine.provide({
        actors: {
          // The seeded custom fields the form need not fill (the required ones would need uploads).
          loadFields: fromPromise<Collection<PublisherCustomField>, void>(async () => ({
            "hydra:member": CUSTOM_FIELDS.filter((field) => !field.required),
          })),
          loadMessengers: fromPromise<Collection<MessengerOption>, void>(async () => ({ "hydra:member": messengers })),
          takeFingerprint: fingerprint,
          uploadMedia: fromPromise<MediaObjectRef, { file: Blob; name: string }>(async () => ({ "@id": "/publisher/api/media_objects/1" })),
          register: api(apiInputs, outcome, { email: "fresh@example.com" }, violation("plainPassword")),
        },
      });
      const { store, actor } = start(machine, "registration", {
        limitExceeded: false,
        registrationReferrerToken: SECRET.referrerToken,
        utmSource: "newsletter",
      });
      await waitFor(actor, (s) => s.matches("editing"));
      const send = (event: EventFrom<typeof registrationMachine>) => actor.send(event);
      typeInto("fresh@example.com", (value) => send({ type: "field.change", field: "email", value }));
      typeInto("fresh_publisher", (value) => send({ type: "field.change", field: "username", value }));
      typeInto(SECRET.registrationPassword, (value) => send({ type: "field.change", field: "plainPassword", value }));
      typeInto(SECRET.registrationPassword, (value) => send({ type: "field.change", field: "repeatPlainPassword", value }));
      send({ type: "field.change", field: "messenger", value: messengers[0]!["@id"] });
      typeInto("@fresh", (value) => send({ type: "field.change", field: "contactInfo", value }));
      send({ type: "form.submit" });
      await waitFor(actor, (s) => apiInputs.length > 0 && !s.matches("submitting"));
      return { store, apiInputs, actor };
    },
  },
  registrationConfirm: {
    keystrokes: 0,
    secrets: [SECRET.linkToken, SECRET.fingerprint],
    end: { accepted: "confirmed", refused: "failed" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const expired = { _tag: "RequestFailed", status: 404, message: "The link has expired." };
      const machine = registrationConfirmMachine.provide({
        actors: { takeFingerprint: fingerprint, confirm: api(apiInputs, outcome, {} as unknown, expired) },
      });
      const { store, actor } = start(machine, "registrationConfirm", { token: SECRET.linkToken });
      await waitFor(actor, (s) => s.status === "done");
      return { store, apiInputs, actor };
    },
  },
  emailChangeConfirm: {
    keystrokes: 0,
    secrets: [SECRET.linkToken, SECRET.fingerprint],
    end: { accepted: "confirmed", refused: "failed" },
    run: async (outcome) => {
      const apiInputs: unknown[] = [];
      const invalid = { _tag: "RequestFailed", status: 404, message: "Invalid link." };
      const machine = emailChangeConfirmMachine.provide({
        actors: { takeFingerprint: fingerprint, confirmEmail: api(apiInputs, outcome, publisher, invalid) },
      });
      const { store, actor } = start(machine, "emailChangeConfirm", { token: SECRET.linkToken });
      await waitFor(actor, (s) => s.matches("confirmed") || s.matches("failed"));
      return { store, apiInputs, actor };
    },
  },
};

/** Everything the diagnostics export of this store would carry, as one text. */
const exported = (store: ClientStore) => JSON.stringify(diagnostics(store));

describe("auth with two-step sign-in", () => {
  it.each(["app", "recovery"] as const)(
    "the challenge and the %s's codes typed (one refused, one taken) reached the API and are nowhere in the journal",
    async (method) => {
      const apiInputs: unknown[] = [];
      const challenged: TwoStepRequired = {
        "@type": "TwoStepRequired",
        twoStep: "required",
        challenge: SECRET.challenge,
        expiresAt: "2026-01-01T00:05:00Z",
      };
      let verifies = 0;
      const machine = authMachine.provide({
        actors: {
          takeFingerprint: fingerprint,
          login: api<Publisher | TwoStepRequired, LoginPayload>(apiInputs, "accepted", challenged, unauthorized),
          // The first code is refused (on its field, as the server answers it), the second taken.
          verifyCode: fromPromise<Publisher, TwoStepVerify>(async ({ input }) => {
            apiInputs.push(input);
            if (verifies++ === 0) throw violation(method === "app" ? "oneTimeCode" : "recoveryCode");
            return publisher;
          }),
        },
      });
      const { store, actor } = start(machine, "auth");
      const send = (event: EventFrom<typeof authMachine>) => actor.send(event);
      typeInto("demo", (username) => send({ type: "field.change", values: { username } }));
      typeInto(SECRET.password, (password) => send({ type: "field.change", values: { password } }));
      send({ type: "form.submit" });
      await waitFor(actor, (s) => s.matches({ secondStep: "editing" }));
      if (method === "recovery") send({ type: "code.method", method: "recovery" });
      const field = method === "app" ? "oneTimeCode" : "recoveryCode";
      const typeCode = (code: string) => typeInto(code, (value) => send({ type: "code.change", values: { [field]: value } }));
      typeCode(method === "app" ? SECRET.wrongCode : "wrong-code");
      send({ type: "code.submit" });
      await waitFor(actor, (s) => verifies === 1 && s.matches({ secondStep: "editing" }));
      send({ type: "code.change", values: { [field]: "" } });
      typeCode(method === "app" ? SECRET.oneTimeCode : SECRET.recoveryCode);
      send({ type: "code.submit" });
      await waitFor(actor, (s) => s.matches("signedIn"));

      const secrets: string[] = [SECRET.password, SECRET.challenge, method === "app" ? SECRET.oneTimeCode : SECRET.recoveryCode];
      if (method === "app") secrets.push(SECRET.wrongCode);
      const sent = JSON.stringify(apiInputs);
      expect(secrets.filter((secret) => !sent.includes(secret))).toEqual([]);
      expect(store.journal.entries().filter((e) => e.type === "code.change").length).toBeGreaterThan(6);
      const text = exported(store);
      expect(
        secrets.filter((secret) => text.includes(secret)),
        "secrets in the journal",
      ).toEqual([]);
      actor.stop();
    },
  );
});

describe("password reset with two-step sign-in", () => {
  it("the new password, the link's token and the challenge answered are nowhere in the journal", async () => {
    const apiInputs: unknown[] = [];
    const challenged: TwoStepRequired = {
      "@type": "TwoStepRequired",
      twoStep: "required",
      challenge: SECRET.challenge,
      expiresAt: "2026-01-01T00:05:00Z",
    };
    const machine = passwordResetConfirmMachine.provide({
      actors: {
        takeFingerprint: fingerprint,
        confirmReset: api<Publisher | TwoStepRequired, ResetConfirmInput>(apiInputs, "accepted", challenged, unauthorized),
      },
    });
    const { store, actor } = start(machine, "passwordResetConfirm", { token: SECRET.linkToken });
    const send = (event: EventFrom<typeof passwordResetConfirmMachine>) => actor.send(event);
    typeInto(SECRET.newPassword, (plainPassword) => send({ type: "field.change", values: { plainPassword } }));
    typeInto(SECRET.repeatPassword, (repeatPlainPassword) => send({ type: "field.change", values: { repeatPlainPassword } }));
    send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("signInWithCode"));
    // The challenge was answered into the flow (the journal saw the actor's output), and is redacted there.
    expect(store.journal.entries().some((e) => JSON.stringify(e).includes("challenge"))).toBe(true);
    const text = exported(store);
    const secrets = [SECRET.newPassword, SECRET.linkToken, SECRET.challenge, SECRET.fingerprint];
    expect(
      secrets.filter((secret) => text.includes(secret)),
      "secrets in the journal",
    ).toEqual([]);
  });
});

it("every flow machine is either scripted here or declared secret-free", () => {
  const unclassified = [...MACHINES_BY_ID.keys()].filter((id) => !(id in SCRIPTS) && !(id in SECRET_FREE));
  expect(unclassified).toEqual([]);
  const unknown = [...Object.keys(SCRIPTS), ...Object.keys(SECRET_FREE)].filter((id) => !MACHINES_BY_ID.has(id));
  expect(unknown).toEqual([]);
});

describe.each(Object.entries(SCRIPTS))("%s", (id, script) => {
  it.each(["accepted", "refused"] as const)(
    "the API call %s: the secrets reached the API and are nowhere in the journal",
    async (outcome) => {
      const { store, apiInputs, actor } = await script.run(outcome);
      const snapshot = actor.getSnapshot() as { matches: (state: string) => boolean };
      expect(snapshot.matches(script.end[outcome])).toBe(true);
      // The flow carried every secret to its API call: redaction, not absence, keeps them out.
      const sent = JSON.stringify(apiInputs);
      expect(
        script.secrets.filter((secret) => !sent.includes(secret)),
        "secrets the API call did not receive",
      ).toEqual([]);
      // Every keystroke and the fingerprint's answer were journaled.
      const types = store.journal.entries().map((e) => e.type);
      expect(types.filter((t) => t === "field.change").length).toBeGreaterThanOrEqual(script.keystrokes);
      if (script.fingerprint !== false) expect(types).toContain("xstate.done.actor.takeFingerprint");
      // The flow got what the API answered (it was shown), and only redaction keeps it out.
      const answered = outcome === "accepted" ? (script.answered ?? []) : [];
      const context = JSON.stringify((actor.getSnapshot() as { context: unknown }).context);
      expect(answered.filter((secret) => !context.includes(secret))).toEqual([]);
      const text = exported(store);
      const leaked = [...script.secrets, ...answered].filter((secret) => text.includes(secret));
      expect(leaked, `secrets in the ${id} journal`).toEqual([]);
      actor.stop();
    },
  );
});
