/**
 * What the payout account's model test cannot reach (issue 33: the mutants that survived it): an
 * account saved without a minimal amount opened for editing, events naming an account the list does
 * not hold, and a deletion the server refuses on its pin.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PayoutAccount } from "../../contracts/payout.contract";
import { type PayoutList, payoutAccountMachine } from "../../machines/payout-account/payout-account.machine";
import { PAYMENT_METHODS } from "../../mock-server/store/seed";
import { ValidationFailed } from "../../src/api/errors";

const account = (id: number, minimalPaymentAmount: number | null): PayoutAccount => ({
  "@id": `/publisher/api/publisher_payout_accounts/${id}`,
  "@type": "PublisherPayoutAccount",
  id,
  method: PAYMENT_METHODS[0]!["@id"],
  account: `payee${id}@example.com`,
  active: id === 1,
  minimalPaymentAmount,
  createdAt: "2026-11-01T10:00:00Z",
});
const ACCOUNTS = [account(1, 50.5), account(2, null)];

const started = (removeAccount: (input: { id: number; pin: string }) => Promise<void> = () => new Promise<never>(() => {})) => {
  const actor = createActor(
    payoutAccountMachine.provide({
      actors: {
        loadAccounts: fromPromise<PayoutList, void>(async () => ({ accounts: ACCOUNTS, methods: PAYMENT_METHODS })),
        requestPin: fromPromise<void, void>(async () => {}),
        removeAccount: fromPromise<void, { id: number; pin: string }>(({ input }) => removeAccount(input)),
      },
    }),
    { input: { locale: "ru" } },
  ).start();
  return actor;
};

describe("the payout accounts", () => {
  it("opens an account saved without a minimal amount with the field empty, and one with it in the locale", async () => {
    const actor = started();
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "account.edit", id: 2 });
    expect(actor.getSnapshot().context.values).toEqual({
      method: ACCOUNTS[1]!.method,
      account: "payee2@example.com",
      minimalPaymentAmount: "",
    });
    actor.send({ type: "form.cancel" });
    actor.send({ type: "account.edit", id: 1 });
    expect(actor.getSnapshot().context.values.minimalPaymentAmount).toBe("50,5");
  });

  it("refuses to edit, activate or delete an account the list does not hold", async () => {
    const actor = started();
    await waitFor(actor, (s) => s.matches("idle"));
    for (const type of ["account.edit", "account.activate", "account.delete"] as const) {
      actor.send({ type, id: 3 });
      expect(actor.getSnapshot().status).toBe("active");
      expect(actor.getSnapshot().value).toBe("idle");
      expect(actor.getSnapshot().context.target).toBeNull();
    }
  });

  it("puts the server's refusal of the pin on the pin", async () => {
    const actor = started(() =>
      Promise.reject(new ValidationFailed({ message: "refused", violations: [{ propertyPath: "pin", message: "The PIN is wrong." }] })),
    );
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "account.delete", id: 2 });
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.matches({ deleting: "enteringPin" }));
    actor.send({ type: "pin.change", pin: "1234" });
    actor.send({ type: "pin.submit" });
    await waitFor(actor, (s) => s.context.pinErrors.length > 0);
    expect(actor.getSnapshot().context.pinErrors).toEqual([{ text: "The PIN is wrong." }]);
  });
});
