/**
 * The fingerprint a sign-in call sends (spec 01 section 7): the device's when one was taken, and no
 * `fingerprint` key at all when none was (a key holding `undefined` is not the same payload to a
 * schema that checks which keys are there).
 */
import { expect, it } from "vitest";
import { withFingerprint } from "../../machines/fingerprint/fingerprint-step";

it("a taken fingerprint joins the payload", () => {
  expect(withFingerprint({ username: "demo" }, "fp-1")).toStrictEqual({ username: "demo", fingerprint: "fp-1" });
});

it("without one, the payload is sent as it is, with no fingerprint key", () => {
  const payload = { username: "demo" };
  expect(withFingerprint(payload, undefined)).toBe(payload);
  expect(Object.keys(withFingerprint(payload, undefined))).toEqual(["username"]);
});
