/** The postback form's pure parts: the macros each scope may use, the payload, insertion at the caret, the default template. */
import { describe, expect, it } from "vitest";
import { DEFAULT_POSTBACK_TEMPLATE, POSTBACK_MACROS } from "../../contracts/postbacks.contract";
import { insertAt, macrosFor, postbackPayload, withDefaultTemplate } from "../../src/panels/postbacks/postback-form";

describe("postback form", () => {
  it("offers every macro but {goal} for smartlinks", () => {
    expect(macrosFor("global")).toEqual(POSTBACK_MACROS);
    expect(macrosFor("offer")).toContain("goal");
    expect(macrosFor("smartlink")).not.toContain("goal");
    expect(macrosFor("smartlink")).toHaveLength(POSTBACK_MACROS.length - 1);
  });

  it("sends the scope and its target's IRI, the other target null", () => {
    const values = { name: "n", url: "https://t.example/?c={ext_click_id}" };
    expect(postbackPayload({ scope: "global" }, values)).toEqual({ ...values, scope: "global", offer: null, smartlink: null });
    expect(postbackPayload({ scope: "offer", offer: { id: 4117, iri: "/publisher/api/offers/4117" } }, values)).toMatchObject({
      scope: "offer",
      offer: "/publisher/api/offers/4117",
      smartlink: null,
    });
    expect(postbackPayload({ scope: "smartlink", smartlink: { id: 301, iri: "/publisher/api/smartlinks/301" } }, values)).toMatchObject({
      scope: "smartlink",
      offer: null,
      smartlink: "/publisher/api/smartlinks/301",
    });
  });

  it("inserts at the caret or over the selection, and says where the caret goes", () => {
    expect(insertAt("a=&b=", "{sum}", 2)).toEqual({ text: "a={sum}&b=", caret: 7 });
    expect(insertAt("a=XX&b=", "{sum}", 2, 4)).toEqual({ text: "a={sum}&b=", caret: 7 });
    expect(insertAt("abc", "{x}", 99)).toEqual({ text: "abc{x}", caret: 6 });
  });

  it("keeps the address and puts the default parameters after it", () => {
    expect(withDefaultTemplate("https://t.example/pb?x=1")).toBe(`https://t.example/pb?${DEFAULT_POSTBACK_TEMPLATE}`);
    expect(withDefaultTemplate("")).toBe(`?${DEFAULT_POSTBACK_TEMPLATE}`);
  });
});
