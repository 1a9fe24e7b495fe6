/** `toApiError` on each kind of failure the client produces, without any request. */
import { HttpClientError, HttpClientRequest, HttpClientResponse } from "@effect/platform";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Hydra from "../../contracts/hydra";
import { GENERIC_ERROR_MESSAGE, LoginRedirect, NetworkFailed, toApiError } from "../../src/api";

const request = HttpClientRequest.get("http://127.0.0.1:9/publisher/api/publishers/current");
const responseError = (status: number) =>
  new HttpClientError.ResponseError({
    reason: "StatusCode",
    request,
    response: HttpClientResponse.fromWeb(request, new Response(null, { status })),
  });
const requestError = (cause: unknown) => new HttpClientError.RequestError({ reason: "Transport", request, cause });

describe("toApiError", () => {
  it("maps decoded contract errors by their annotated status", () => {
    expect(toApiError(new Hydra.Unauthorized({ error: "Invalid credentials." }))).toMatchObject({
      _tag: "Unauthorized",
      message: "Invalid credentials.",
    });
    expect(toApiError(new Hydra.Forbidden({ "hydra:description": "Access denied." }))).toMatchObject({
      _tag: "RequestFailed",
      status: 403,
      message: "Access denied.",
      reportable: false,
    });
    expect(toApiError(new Hydra.TooManyRequests({}))).toMatchObject({
      _tag: "RequestFailed",
      status: 429,
      message: GENERIC_ERROR_MESSAGE,
      reportable: true,
    });
    const violations = new Hydra.ConstraintViolationList({
      "@type": "ConstraintViolationList",
      "hydra:title": "An error occurred",
      "hydra:description": "pin: Wrong pin.",
      violations: [{ propertyPath: "pin", message: "Wrong pin." }],
    });
    expect(toApiError(violations)).toMatchObject({
      _tag: "ValidationFailed",
      violations: [{ propertyPath: "pin", message: "Wrong pin." }],
    });
  });

  it("maps an undeclared status with the body it is given", () => {
    expect(toApiError(responseError(503), { detail: "Maintenance." })).toMatchObject({
      _tag: "RequestFailed",
      status: 503,
      message: "Maintenance.",
    });
    expect(toApiError(responseError(401))).toMatchObject({ _tag: "Unauthorized" });
    expect(toApiError(responseError(422), { detail: "a: b\nfree text" })).toMatchObject({
      _tag: "ValidationFailed",
      violations: [
        { propertyPath: "a", message: "b" },
        { propertyPath: "", message: "free text" },
      ],
    });
  });

  it("maps request errors: abort, login page, transport", () => {
    expect(toApiError(requestError(new DOMException("aborted", "AbortError")))._tag).toBe("Cancelled");
    expect(toApiError(requestError(new LoginRedirect("http://x/publisher/login", undefined)))._tag).toBe("Unauthorized");
    expect(toApiError(requestError(new TypeError("fetch failed")))).toMatchObject({
      _tag: "NetworkFailed",
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it("maps a payload that failed its schema to RequestFailed without status", () => {
    const parseError = Schema.decodeUnknownEither(Schema.String)(1);
    expect(parseError._tag).toBe("Left");
    if (parseError._tag === "Left")
      expect(toApiError(parseError.left)).toMatchObject({ _tag: "RequestFailed", status: 0, message: GENERIC_ERROR_MESSAGE });
  });

  it("keeps a catalogue error as it is", () => {
    const error = new NetworkFailed({});
    expect(toApiError(error)).toBe(error);
  });
});
