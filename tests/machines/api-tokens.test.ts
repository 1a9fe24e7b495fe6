/**
 * What the API tokens' model test cannot reach (issue 33: the mutants that survived it): the model
 * sends only the events a state offers with ids it knows, and its server answers one violation at a
 * time and never a token without a last day.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { ValidationFailed } from "../../src/api/errors";
import type { ApiToken, ApiTokenInput, IssuedApiToken } from "../../contracts/api-tokens.contract";
import { apiTokenPayload, apiTokensMachine } from "../../machines/api-tokens/api-tokens.machine";

const TOKEN = { id: 7, name: "Tracker", scopes: ["statistics"] } as unknown as ApiToken;

const started = async (createToken: () => Promise<IssuedApiToken>) => {
  const actor = createActor(
    apiTokensMachine.provide({
      actors: {
        loadList: fromPromise<ReadonlyArray<ApiToken>, void>(async () => [TOKEN]),
        createToken: fromPromise<IssuedApiToken, ApiTokenInput>(() => createToken()),
      },
    }),
  );
  actor.start();
  await waitFor(actor, (s) => s.matches("idle"));
  return actor;
};

describe("the creation's payload", () => {
  it("sends the last day when there is one, and no key for it when there is none", () => {
    expect(apiTokenPayload({ name: "CI", scopes: ["statistics"], expiresOn: "2027-01-31" })).toEqual({
      name: "CI",
      scopes: ["statistics"],
      expiresOn: "2027-01-31",
    });
    expect(apiTokenPayload({ name: "CI", scopes: ["statistics"], expiresOn: "" })).toEqual({
      name: "CI",
      scopes: ["statistics"],
    });
  });
});

describe("api tokens machine", () => {
  it("a refusal with reasons of no field shows each on its own line above the form", async () => {
    const actor = await started(async () => {
      throw new ValidationFailed({
        message: "refused",
        violations: [
          { propertyPath: "", message: "You have 20 tokens, the most there may be." },
          { propertyPath: "", message: "Tokens are turned off for this network." },
          { propertyPath: "name", message: "This value should not be blank." },
        ],
      });
    });
    actor.send({ type: "token.create" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ editing: "form" }) && s.context.formError !== null);
    const { formError, errors } = actor.getSnapshot().context;
    expect(formError).toEqual({ text: "You have 20 tokens, the most there may be.\nTokens are turned off for this network." });
    expect(errors.name).toBeDefined();
    actor.stop();
  });

  it("revoking a token the list does not hold is refused; one it holds opens the confirmation", async () => {
    const actor = await started(() => new Promise(() => {}));
    actor.send({ type: "token.revoke", id: 8 });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "token.revoke", id: TOKEN.id });
    expect(actor.getSnapshot().matches({ revoking: "confirming" })).toBe(true);
    expect(actor.getSnapshot().context.target).toBe(TOKEN.id);
    actor.stop();
  });
});
