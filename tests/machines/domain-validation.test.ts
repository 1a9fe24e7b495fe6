/**
 * A refused validation without the server's words (a 422 with no violation) still says what is
 * missing: the portal's own CNAME text (issue 33: the model test's server always words it, so the
 * fallback never ran).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { ValidationFailed } from "../../src/api/errors";
import type { ProxyDomain } from "../../contracts/domains.contract";
import { domainValidationMachine } from "../../machines/domain-validation/domain-validation.machine";

const refusedWith = async (violations: ReadonlyArray<{ propertyPath: string; message: string }>) => {
  const actor = createActor(
    domainValidationMachine.provide({
      actors: {
        loadDomain: fromPromise<ProxyDomain, { id: number }>(async () => ({ id: 5, certStatus: 0 }) as unknown as ProxyDomain),
        validateDomain: fromPromise<ProxyDomain, { id: number }>(async () => {
          throw new ValidationFailed({ message: "refused", violations });
        }),
      },
    }),
    { input: { id: 5 } },
  );
  actor.start();
  await waitFor(actor, (s) => s.matches("none"));
  actor.send({ type: "domain.validate" });
  const waiting = await waitFor(actor, (s) => s.matches("awaitingCname"));
  actor.stop();
  return waiting.context.refusal;
};

it("a refusal in the server's words shows them", async () => {
  expect(await refusedWith([{ propertyPath: "", message: "Add the CNAME record first." }])).toEqual({
    text: "Add the CNAME record first.",
  });
});

it("a refusal without words shows the portal's CNAME text", async () => {
  expect(await refusedWith([])).toEqual({ id: "domains.validation.cnameMissing" });
});
