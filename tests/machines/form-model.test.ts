/**
 * The form model's reading of a failed call (machines/form/form-model.ts), which every form flow
 * shares: what the server said, or the generic text; a 422's violations on their fields. The flows'
 * model tests meet these only with the mock server's well-formed errors (issue 33: eight mutants of
 * these lines survived them).
 */
import { describe, expect, it } from "vitest";
import { RequestFailed, ValidationFailed } from "../../src/api/errors";
import { UNEXPECTED, formErrorOf, formFailureOf, serverTextOf } from "../../machines/form/form-model";

describe("serverTextOf", () => {
  it("is the failure's message when it says something", () => {
    expect(serverTextOf(new RequestFailed({ status: 503, message: "Lists are resting for a minute." }))).toBe(
      "Lists are resting for a minute.",
    );
    expect(serverTextOf(new Error("Injected fault: 500"))).toBe("Injected fault: 500");
  });

  it("is null for a failure without a message of its own: none, empty, blank or not a string", () => {
    for (const error of [null, undefined, "Injected fault", 500, {}, { message: "" }, { message: "   " }, { message: 422 }])
      expect(serverTextOf(error), JSON.stringify(error)).toBeNull();
  });
});

describe("formErrorOf", () => {
  it("says the server's text, else the generic message", () => {
    expect(formErrorOf({ message: "Too many attempts." })).toEqual({ text: "Too many attempts." });
    expect(formErrorOf(null)).toBe(UNEXPECTED);
    expect(formErrorOf({ message: " " })).toBe(UNEXPECTED);
  });
});

describe("formFailureOf", () => {
  const refusal = (violations: ReadonlyArray<{ propertyPath: string; message: string }>) =>
    new ValidationFailed({ message: "The form was refused.", violations });

  it("puts a 422's violations on their fields, with nothing above the form", () => {
    expect(formFailureOf(refusal([{ propertyPath: "name", message: "Too long." }]), ["name"])).toEqual({
      errors: { name: [{ text: "Too long." }] },
      formError: null,
    });
  });

  it("shows nothing above the form when the violations are of no field either (the flow shows those)", () => {
    expect(formFailureOf(refusal([{ propertyPath: "", message: "Limit reached." }]), ["name"]).formError).toBeNull();
  });

  it("shows the 422's own text above the form when it has no violation, and any other failure's", () => {
    expect(formFailureOf(refusal([]), ["name"])).toEqual({ errors: {}, formError: { text: "The form was refused." } });
    expect(formFailureOf(new RequestFailed({ status: 500, message: "Injected fault: 500" }), ["name"])).toEqual({
      errors: {},
      formError: { text: "Injected fault: 500" },
    });
  });
});
