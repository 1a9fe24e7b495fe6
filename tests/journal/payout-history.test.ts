/**
 * The payout accounts' history (src/features/settings/payout-accounts/history.ts) is read from the
 * journal the flow really writes: the machine is driven as the tab drives it, journaled into a
 * store as `useFlow` does, and the history names what the API confirmed (created, edited, made
 * active, deleted), not what was cancelled or refused. Also the list's masking of account values.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PayoutAccount } from "../../contracts/payout.contract";
import { type PayoutList, type PayoutSaveInput, payoutAccountMachine } from "../../machines/payout-account/payout-account.machine";
import { PAYMENT_METHODS } from "../../mock-server/store/seed";
import { mergedEntries, payoutHistory } from "../../src/features/settings/payout-accounts/history";
import { maskAccount } from "../../src/features/settings/payout-accounts/mask";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { journalInspector } from "../../src/journal/inspect";

const account = (id: number, value: string, active: boolean): PayoutAccount => ({
  "@id": `/publisher/api/publisher_payout_accounts/${id}`,
  "@type": "PublisherPayoutAccount",
  id,
  method: "/publisher/api/payment_methods/2",
  account: value,
  active,
  minimalPaymentAmount: 20,
  createdAt: "2026-01-01T00:00:00Z",
});

const refused = {
  _tag: "ValidationFailed",
  status: 422,
  message: "pin: The pin is invalid.",
  violations: [{ propertyPath: "pin", message: "The pin is invalid." }],
};

const run = async () => {
  let pinTries = 0;
  const machine = payoutAccountMachine.provide({
    actors: {
      loadAccounts: fromPromise<PayoutList, void>(async () => ({
        accounts: [account(1, "Z111111111111", true), account(2, "Z222222222222", false), account(3, "Z333333333333", false)],
        methods: PAYMENT_METHODS,
      })),
      validateAccount: fromPromise<void, PayoutSaveInput>(async () => undefined),
      saveAccount: fromPromise<PayoutAccount, PayoutSaveInput>(async ({ input }) => account(input.id ?? 100, input.payload.account, false)),
      activateAccount: fromPromise<PayoutAccount, { id: number }>(async ({ input }) => account(input.id, "Z222222222222", true)),
      requestPin: fromPromise<void, void>(async () => undefined),
      removeAccount: fromPromise<void, { id: number; pin: string }>(async () => {
        pinTries += 1;
        if (pinTries === 1) throw refused;
      }),
    },
  });
  const store = new ClientStore(memoryStorage());
  const actor = createActor(machine, { id: "payoutAccount", inspect: journalInspector(store), input: { locale: "en" } }).start();
  const idle = () => waitFor(actor, (s) => s.matches("idle"));
  await idle();
  // An edit cancelled, then a create saved.
  actor.send({ type: "account.edit", id: 3 });
  actor.send({ type: "form.cancel" });
  actor.send({ type: "account.create" });
  actor.send({
    type: "field.change",
    values: { method: "/publisher/api/payment_methods/2", account: "Z100000000000", minimalPaymentAmount: "20" },
  });
  actor.send({ type: "form.submit" });
  await idle();
  // Account 2 edited, then made active.
  actor.send({ type: "account.edit", id: 2 });
  actor.send({ type: "field.change", values: { minimalPaymentAmount: "30" } });
  actor.send({ type: "form.submit" });
  await idle();
  actor.send({ type: "account.activate", id: 2 });
  await idle();
  // Account 3 deleted on the second pin; a delete of 1 cancelled.
  actor.send({ type: "account.delete", id: 1 });
  actor.send({ type: "delete.cancel" });
  actor.send({ type: "account.delete", id: 3 });
  actor.send({ type: "delete.confirm" });
  await waitFor(actor, (s) => s.matches({ deleting: "enteringPin" }));
  actor.send({ type: "pin.change", pin: "1111" });
  actor.send({ type: "pin.submit" });
  await waitFor(actor, (s) => s.matches({ deleting: "enteringPin" }) && s.context.pinErrors.length > 0);
  actor.send({ type: "pin.change", pin: "2222" });
  actor.send({ type: "pin.submit" });
  await idle();
  actor.stop();
  return store;
};

describe("payout history from the journal", () => {
  it("lists what the API confirmed, in order, by account", async () => {
    const store = await run();
    const history = payoutHistory(store.journal.entries(), "payoutAccount");
    expect(history.map((e) => [e.account, e.kind])).toEqual([
      [100, "created"],
      [2, "edited"],
      [2, "activated"],
      [3, "deleted"],
    ]);
    // A deleted account keeps the method the journal last saw for it (its value is masked there).
    expect(history.at(-1)?.method).toBe("/publisher/api/payment_methods/2");
    // Another flow's entries are not the payout flow's history.
    expect(payoutHistory(store.journal.entries(), "someOtherFlow")).toEqual([]);
  });

  it("reads the stored journal and this page's once each, oldest first", async () => {
    const store = await run();
    const page = store.journal.entries();
    const stored = store.persisted().tail;
    const merged = mergedEntries(stored.slice(0, 5), page);
    expect(merged.map((e) => e.seq)).toEqual(page.map((e) => e.seq));
    // Storage keeps the loaded list as a summary: the page's whole entry is the one read.
    expect(stored.some((e) => e.type === "xstate.done.actor.loadAccounts" && (e.payload as { truncated?: boolean }).truncated)).toBe(true);
    const history = payoutHistory(mergedEntries(stored, page), "payoutAccount");
    expect(history).toHaveLength(4);
    expect(history.at(-1)?.method).toBe("/publisher/api/payment_methods/2");
  });
});

describe("payout history times (issue 25 item 10)", () => {
  // The browser's clock is two hours behind the server's.
  const browser = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
  const server = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, "0")}:00Z`;
  const entry = (seq: number, type: string, payload: unknown) => ({ seq, at: browser(seq), actor: "payoutAccount", type, payload });
  const account = (id: number, createdAt: string, updatedAt: string) => ({
    id,
    method: "/publisher/api/payment_methods/1",
    createdAt,
    updatedAt,
  });

  it("are the server's: an answer's createdAt or updatedAt, a delete placed by the server's clock", () => {
    const history = payoutHistory(
      [
        entry(1, "account.create", {}),
        entry(2, "xstate.done.actor.saveAccount", { output: account(100, server(2), server(2)) }),
        entry(3, "account.edit", { id: 100 }),
        entry(4, "xstate.done.actor.saveAccount", { output: account(100, server(2), server(5)) }),
        entry(6, "xstate.done.actor.activateAccount", { output: account(100, server(2), server(7)) }),
        entry(8, "account.delete", { id: 100 }),
        entry(9, "xstate.done.actor.removeAccount", {}),
      ],
      "payoutAccount",
    );
    expect(history.map((e) => [e.kind, Date.parse(e.at)])).toEqual([
      ["created", Date.parse(server(2))],
      ["edited", Date.parse(server(5))],
      ["activated", Date.parse(server(7))],
      ["deleted", Date.parse(server(10))],
    ]);
  });
});

describe("maskAccount", () => {
  it("keeps an e-mail's first character and domain, else the last four characters", () => {
    expect(maskAccount("demo.payouts@example.com")).toBe("d••••@example.com");
    expect(maskAccount("CZ6508000000192000145399")).toBe("••••5399");
    expect(maskAccount("U123")).toBe("••••");
  });
});
