/**
 * A refused payout request shows each of the server's reasons, in its order, a space between them
 * (decision 089). The model test's server refuses with one reason, and its two-reason refusal is only
 * a simulated outcome while the paths are generated, which a mutation tool does not see: joining the
 * reasons with "" instead of " " survived there (issue 33).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { RequestFailed, ValidationFailed } from "../../src/api/errors";
import type { Payment } from "../../contracts/payments.contract";
import type { PayoutTerms } from "../../contracts/payout-terms.contract";
import { payoutRequestMachine } from "../../machines/payout-request/payout-request.machine";

const TERMS = { requestsAllowed: true, refusal: null, nextPaymentDate: "2026-12-07" } as unknown as PayoutTerms;

const refusedWith = async (error: unknown) => {
  let loads = 0;
  const actor = createActor(
    payoutRequestMachine.provide({
      actors: {
        loadTerms: fromPromise(async () => {
          loads += 1;
          return TERMS;
        }),
        requestPayout: fromPromise<Payment, void>(async () => {
          throw error;
        }),
      },
    }),
  );
  actor.start();
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "payout.request" });
  actor.send({ type: "confirm.accept" });
  // The terms are loaded again after the refusal; the card then shows its text.
  await waitFor(actor, (s) => s.matches("ready") && loads === 2);
  const { requestError } = actor.getSnapshot().context;
  actor.stop();
  return requestError;
};

it("a refusal with two reasons shows both, in the server's order, a space between them", async () => {
  const violations = [
    { propertyPath: "", message: "The payable balance is below the payout threshold." },
    { propertyPath: "", message: "Add an active payout account first." },
  ];
  expect(await refusedWith(new ValidationFailed({ message: "refused", violations }))).toEqual({
    text: "The payable balance is below the payout threshold. Add an active payout account first.",
  });
});

it("a failure without reasons shows the failure's own text", async () => {
  expect(await refusedWith(new RequestFailed({ status: 500, message: "Injected fault: 500" }))).toEqual({
    text: "Injected fault: 500",
  });
});
