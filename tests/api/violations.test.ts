/** "422: field violations appear on the matching form fields; the others appear as a notification." */
import { describe, expect, it } from "vitest";
import { parseViolationLines, violationText } from "../../src/api";
import { applyViolations } from "../../src/api/violations";
import { formFailureOf, violationsOfNoField } from "../../machines/form/form-model";

describe("violations", () => {
  it("parses `path: message` lines, keeping odd lines whole", () => {
    expect(
      parseViolationLines("email: This value is not valid.\r\n\n customFieldValues[0].value: Too long: 32 max.\nSomething else"),
    ).toEqual([
      { propertyPath: "email", message: "This value is not valid." },
      { propertyPath: "customFieldValues[0].value", message: "Too long: 32 max." },
      { propertyPath: "", message: "Something else" },
    ]);
  });

  it("reads a path only at a line's start, and the message after all the spaces that follow its colon", () => {
    expect(parseViolationLines("Please try: again later\nemail:   Too long.")).toEqual([
      { propertyPath: "", message: "Please try: again later" },
      { propertyPath: "email", message: "Too long." },
    ]);
  });

  it("splits the form's fields from the others", () => {
    const violations = [
      { propertyPath: "email", message: "Already used." },
      { propertyPath: "email", message: "Too long." },
      { propertyPath: "fingerprint", message: "Missing." },
      { propertyPath: "", message: "Try later." },
    ];
    const split = applyViolations(violations, ["email", "username"] as const);
    expect(split.errors).toEqual({ email: [{ text: "Already used." }, { text: "Too long." }] });
    expect(split.others.map(violationText)).toEqual(["fingerprint: Missing.", "Try later."]);
  });

  it("names a violation's field through a function when paths and fields differ", () => {
    const split = applyViolations(
      [
        { propertyPath: "items[1].name", message: "Too long." },
        { propertyPath: "items[7].name", message: "Gone." },
      ],
      (path) => (path === "items[1].name" ? "second" : undefined),
    );
    expect(split.errors).toEqual({ second: [{ text: "Too long." }] });
    expect(split.others).toEqual([{ propertyPath: "items[7].name", message: "Gone." }]);
  });
});

describe("a violation on an item of a list field (spec 01 section 8: violations map to fields by property path)", () => {
  it("belongs to the list field: countries[1] marks countries", () => {
    const split = applyViolations(
      [
        { propertyPath: "countries[1]", message: "12 is not a valid country code." },
        { propertyPath: "countries[3]", message: "UK is not a valid country code." },
        { propertyPath: "tags[0].name", message: "Too long." },
        { propertyPath: "countriesNote", message: "Not a field of this form." },
      ],
      ["countries", "tags"] as const,
    );
    expect(split.errors).toEqual({
      countries: [{ text: "12 is not a valid country code." }, { text: "UK is not a valid country code." }],
      tags: [{ text: "Too long." }],
    });
    expect(split.others).toEqual([{ propertyPath: "countriesNote", message: "Not a field of this form." }]);
  });

  it("a form's failure puts it on the field and leaves nothing for a notification", () => {
    const error = { _tag: "ValidationFailed", violations: [{ propertyPath: "countries[1]", message: "12 is not a valid country code." }] };
    expect(formFailureOf(error, ["trafficType", "countries"])).toEqual({
      errors: { countries: [{ text: "12 is not a valid country code." }] },
      formError: null,
    });
    expect(violationsOfNoField(error, ["trafficType", "countries"])).toEqual([]);
  });
});
