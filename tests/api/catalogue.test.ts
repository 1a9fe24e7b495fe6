/** The one way to read an error's tag (src/api/catalogue.ts's `isTag`), without Effect. */
import { describe, expect, it } from "vitest";
import { API_ERROR_TAGS, isTag } from "../../src/api/catalogue";

describe("isTag", () => {
  it("with no tags given, knows every catalogue error and nothing else", () => {
    for (const tag of API_ERROR_TAGS) expect(isTag({ _tag: tag })).toBe(true);
    expect(isTag({ _tag: "ParseError" })).toBe(false);
    expect(isTag({})).toBe(false);
  });

  it("with tags given, knows only those", () => {
    expect(isTag({ _tag: "TimedOut" }, "TimedOut", "NetworkFailed")).toBe(true);
    expect(isTag({ _tag: "Unauthorized" }, "TimedOut", "NetworkFailed")).toBe(false);
  });

  it("says no, without throwing, of what is not an object", () => {
    for (const value of [null, undefined, "Unauthorized", 401, true]) expect(isTag(value)).toBe(false);
  });
});
