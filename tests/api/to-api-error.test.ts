/**
 * `toApiError` and `fromStatus` on each kind of failure a call produces, without any request. The
 * failures of the request itself (abort, the login page, no answer, the timeout) are the client's
 * (src/api/client.ts): tests/api/error-catalogue.test.ts meets them over a real fetch.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Hydra from "../../contracts/hydra";
import { GENERIC_ERROR_MESSAGE, NetworkFailed, toApiError } from "../../src/api";
import { fromStatus } from "../../src/api/errors";

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
    expect(fromStatus(503, { detail: "Maintenance." })).toMatchObject({
      _tag: "RequestFailed",
      status: 503,
      message: "Maintenance.",
    });
    expect(fromStatus(401, undefined)).toMatchObject({ _tag: "Unauthorized", message: GENERIC_ERROR_MESSAGE });
    expect(fromStatus(422, { detail: "a: b\nfree text" })).toMatchObject({
      _tag: "ValidationFailed",
      violations: [
        { propertyPath: "a", message: "b" },
        { propertyPath: "", message: "free text" },
      ],
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
