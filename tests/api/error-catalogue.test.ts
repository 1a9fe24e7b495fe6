/** Spec 01 section 8, one row at a time, through the real client over a fake fetch. */
import { Effect, Either } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { withApi, type ApiError, type ApiRuntime, GENERIC_ERROR_MESSAGE, runApi, type ApiServices } from "../../src/api";
import { type Responder, arrivedFrom, json, runtimeWith } from "./fake-fetch";
import englishApp from "../../src/i18n/messages/en/app.json";
import { registration } from "./fixtures";

let runtime: ApiRuntime | undefined;
afterEach(async () => {
  await runtime?.dispose();
  runtime = undefined;
});

/** Runs `call` against answers from `respond` and returns what it failed with. */
const failureOf = async (respond: Responder, call: Effect.Effect<unknown, ApiError, ApiServices>, pagePath?: string): Promise<ApiError> => {
  ({ runtime } = runtimeWith(respond, pagePath));
  const result = await runApi(runtime, call);
  if (Either.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

const profile = () => withApi((api) => api.profile.current({}));
const register = () => withApi((api) => api.registration.register({ payload: registration }));
const patchProfile = () => withApi((api) => api.profile.update({ path: { relativeId: 7 }, payload: { phone: "+420" } }));

describe("401", () => {
  it("is Unauthorized, with the server's error text for the login form", async () => {
    const error = await failureOf(
      () => json(401, { error: "Invalid credentials." }),
      withApi((api) => api.auth.login({ payload: { username: "demo", password: "x", _remember_me: false } })),
    );
    expect(error).toMatchObject({ _tag: "Unauthorized", status: 401, message: "Invalid credentials." });
  });

  it("is Unauthorized on a session-guarded call whose body is empty", async () => {
    const error = await failureOf(() => new Response(null, { status: 401 }), profile());
    expect(error._tag).toBe("Unauthorized");
  });

  it("is Unauthorized when the answer came from the login page while the page is elsewhere", async () => {
    const loginPage = () =>
      arrivedFrom(
        new Response("<html>login</html>", { status: 200, headers: { "content-type": "text/html" } }),
        "http://127.0.0.1:9/publisher/login",
      );
    expect((await failureOf(loginPage, profile(), "/publisher/dashboard"))._tag).toBe("Unauthorized");
    await runtime?.dispose();
    expect((await failureOf(loginPage, profile(), "/publisher/login"))._tag).toBe("RequestFailed");
  });
});

describe("422", () => {
  it("takes propertyPath and message from violations", async () => {
    const body = {
      "@type": "ConstraintViolationList",
      "hydra:title": "An error occurred",
      "hydra:description": "email: This value is already used.\nusername: This value is too long.",
      violations: [
        { propertyPath: "email", message: "This value is already used.", code: "23bd9dbf" },
        { propertyPath: "username", message: "This value is too long." },
      ],
    };
    const error = await failureOf(() => json(422, body), register());
    expect(error).toMatchObject({
      _tag: "ValidationFailed",
      violations: [
        { propertyPath: "email", message: "This value is already used." },
        { propertyPath: "username", message: "This value is too long." },
      ],
    });
  });

  it("parses `path: message` lines of hydra:description when violations are missing", async () => {
    const body = { "hydra:description": "email: This value is not a valid email address.\nplainPassword: Too short: 8 at least." };
    const error = await failureOf(() => json(422, body), register());
    expect(error).toMatchObject({
      _tag: "ValidationFailed",
      violations: [
        { propertyPath: "email", message: "This value is not a valid email address." },
        { propertyPath: "plainPassword", message: "Too short: 8 at least." },
      ],
    });
  });

  it("parses `path: message` lines of detail when there is no description", async () => {
    const error = await failureOf(() => json(422, { title: "Unprocessable", detail: "phone: This value is not valid." }), patchProfile());
    expect(error).toMatchObject({ _tag: "ValidationFailed", violations: [{ propertyPath: "phone", message: "This value is not valid." }] });
  });
});

describe("other errors", () => {
  it("carry hydra:description (406 on registration)", async () => {
    const error = await failureOf(
      () => json(406, { "hydra:description": "Registration from your country is not allowed.", detail: "ignored" }),
      register(),
    );
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 406, message: "Registration from your country is not allowed." });
  });

  it("carry detail when there is no description (undeclared 500)", async () => {
    const error = await failureOf(
      () => json(500, { title: "Internal Server Error", detail: "Database is down." }),
      withApi((api) => api.shell.balance({})),
    );
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 500, message: "Database is down." });
  });

  it("carry the error field when there is neither", async () => {
    const error = await failureOf(
      () => json(400, { error: "Bad fingerprint." }),
      withApi((api) => api.auth.confirmEmailChange({ path: { token: "abc" }, payload: {} })),
    );
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 400, message: "Bad fingerprint." });
  });

  it("carry the generic text when the body says nothing", async () => {
    const error = await failureOf(
      () => json(404, { "@type": "hydra:Error" }),
      withApi((api) => api.payout.get({ path: { id: 3 } })),
    );
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 404, message: GENERIC_ERROR_MESSAGE });
  });

  it("carry the generic text when the body is not JSON", async () => {
    const error = await failureOf(
      () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
      profile(),
    );
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 502, message: GENERIC_ERROR_MESSAGE });
  });

  it("carry the generic text when a success body breaks the contract", async () => {
    const error = await failureOf(() => json(200, { unexpected: true }), profile());
    expect(error).toMatchObject({ _tag: "RequestFailed", status: 200, message: GENERIC_ERROR_MESSAGE, reportable: true });
  });
});

describe("the generic text", () => {
  it("is the English portal's text for it (spec 01 section 8): a server's answer with it is shown in the publisher's language", () => {
    expect(GENERIC_ERROR_MESSAGE).toBe(englishApp["error.unexpected"]);
  });
});

describe("no answer", () => {
  it("is NetworkFailed with the generic text", async () => {
    const error = await failureOf(() => Promise.reject(new TypeError("fetch failed")), profile());
    expect(error).toMatchObject({ _tag: "NetworkFailed", message: GENERIC_ERROR_MESSAGE, reportable: true });
  });
});

describe("reporting", () => {
  it.each([
    [403, false],
    [404, false],
    [405, false],
    [422, false],
    [500, true],
    [400, true],
  ])("an answer %i is reportable: %s", async (status, reportable) => {
    const error = await failureOf(() => json(status, { "hydra:description": `status ${status}` }), patchProfile());
    expect(error).toMatchObject({ status, reportable });
  });
});
