/**
 * `toApiError` and `fromStatus` on each kind of failure a call produces, without any request. The
 * failures of the request itself (abort, the login page, no answer, the timeout) are the client's
 * (src/api/client.ts): tests/api/error-catalogue.test.ts meets them over a real fetch.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Hydra from "../../contracts/hydra";
import { GENERIC_ERROR_MESSAGE, NetworkFailed, toApiError } from "../../src/api";
import {
  Cancelled,
  CapabilityAbsent,
  fromStatus,
  RequestFailed,
  TimedOut,
  Unauthorized,
  ValidationFailed,
  violationsOf,
} from "../../src/api/errors";

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

  it("keeps a catalogue error as it is, of every kind", () => {
    const errors = [
      new Unauthorized({ message: "Signed out." }),
      new ValidationFailed({ violations: [], message: "Invalid." }),
      new RequestFailed({ status: 409, message: "Taken." }),
      new NetworkFailed({}),
      new TimedOut({ afterMs: 30_000 }),
      new Cancelled(),
      new CapabilityAbsent({ group: "promoCodes" }),
    ];
    for (const error of errors) expect(toApiError(error), error._tag).toBe(error);
  });

  it("gives a decoded class that is no contract error the generic failure, whatever its fields say", () => {
    class Answer extends Schema.Class<Answer>("Answer")({ detail: Schema.String }) {}
    expect(toApiError(new Answer({ detail: "Not an error." }))).toMatchObject({
      _tag: "RequestFailed",
      status: 0,
      message: GENERIC_ERROR_MESSAGE,
    });
  });
});

describe("violationsOf", () => {
  it("keeps the listed violations that have a path and a message, and only those", () => {
    const body = {
      violations: [
        { propertyPath: "pin", message: "Wrong pin.", code: "x" },
        { propertyPath: "pin" },
        { message: "No path." },
        "pin: text",
      ],
    };
    expect(violationsOf(body)).toStrictEqual([{ propertyPath: "pin", message: "Wrong pin." }]);
  });

  it("reads the description's lines only when nothing is listed", () => {
    const listed = { violations: [{ propertyPath: "pin", message: "Wrong pin." }], "hydra:description": "email: Taken." };
    expect(violationsOf(listed)).toStrictEqual([{ propertyPath: "pin", message: "Wrong pin." }]);
    expect(violationsOf({ violations: [{ propertyPath: 1, message: 2 }], "hydra:description": "email: Taken." })).toStrictEqual([
      { propertyPath: "email", message: "Taken." },
    ]);
  });
});

describe("fromStatus", () => {
  it("tells until when a 429 is locked, and no other status", () => {
    expect(fromStatus(429, { lockedUntil: "2026-12-01T10:00:00+00:00" })).toMatchObject({
      status: 429,
      until: "2026-12-01T10:00:00+00:00",
    });
    expect(fromStatus(429, { lockedUntil: " " })).not.toHaveProperty("until");
    expect(fromStatus(403, { lockedUntil: "2026-12-01T10:00:00+00:00" })).not.toHaveProperty("until");
  });
});
