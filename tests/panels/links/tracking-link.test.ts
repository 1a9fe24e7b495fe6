import { describe, expect, it } from "vitest";
import {
  EMPTY_SETTINGS,
  buildTrackingLink,
  csvField,
  domainHost,
  encodeValue,
  isParamValid,
  linksCsv,
} from "../../../src/panels/links/tracking-link";

const OFFER = "https://trk.affnet.example/click?o=12&p=1001";

describe("buildTrackingLink", () => {
  it("is the base link when nothing is set", () => {
    expect(buildTrackingLink(OFFER, "landingPage", EMPTY_SETTINGS)).toBe(OFFER);
  });

  it("adds the landing page, then the parameters in the spec's order, skipping blank ones", () => {
    const link = buildTrackingLink(OFFER, "landingPage", {
      domain: null,
      extra: "7",
      params: { sub6: "f", sub1: "a", track: "t1", subsource: "src", ext_click_id: " ", sub3: "" },
    });
    expect(link).toBe(`${OFFER}&lp=7&subsource=src&track=t1&sub1=a&sub6=f`);
  });

  it("leaves out a value off the pattern: braces only around a token (issue 26.2)", () => {
    for (const bad of ["{clickid", "click}", "{}", "{a b}", "x{{y}}"]) expect(isParamValid(bad), bad).toBe(false);
    for (const good of ["", "plain", "{clickid}", "a-{zone_id}-{sub.1}"]) expect(isParamValid(good), good).toBe(true);
    const link = buildTrackingLink(OFFER, "landingPage", { domain: null, extra: "", params: { sub1: "{clickid", sub2: "{zone}" } });
    expect(link).toBe(`${OFFER}&sub2={zone}`);
  });

  it("uses tt for a smartlink's traffic type and ? for a base link without a query", () => {
    expect(buildTrackingLink("https://trk.affnet.example/sl/5", "trafficType", { domain: null, extra: "3", params: { sub2: "x" } })).toBe(
      "https://trk.affnet.example/sl/5?tt=3&sub2=x",
    );
  });

  it("puts the link on the publisher's domain, a {host} domain answering as go", () => {
    expect(buildTrackingLink(OFFER, "landingPage", { domain: "track.pub.example.com", extra: "", params: {} })).toBe(
      "https://track.pub.example.com/click?o=12&p=1001",
    );
    expect(buildTrackingLink(OFFER, "landingPage", { domain: "{host}.pub.example.com", extra: "", params: { track: "1" } })).toBe(
      "https://go.pub.example.com/click?o=12&p=1001&track=1",
    );
  });

  it("percent-encodes values but keeps a traffic source's {token}", () => {
    expect(encodeValue("a b&c=d/é")).toBe("a%20b%26c%3Dd%2F%C3%A9");
    const link = buildTrackingLink(OFFER, "landingPage", { domain: null, extra: "", params: { ext_click_id: "{clickid}", sub1: "x&y" } });
    expect(link).toBe(`${OFFER}&ext_click_id={clickid}&sub1=x%26y`);
    // The parameters read back as typed.
    const read = new URL(link).searchParams;
    expect(read.get("sub1")).toBe("x&y");
    expect(read.get("o")).toBe("12");
  });

  it("keeps a fragment at the end and does not double a trailing separator", () => {
    expect(buildTrackingLink("https://t.example/c?o=1#top", "landingPage", { ...EMPTY_SETTINGS, params: { sub1: "a" } })).toBe(
      "https://t.example/c?o=1&sub1=a#top",
    );
    expect(buildTrackingLink("https://t.example/c?", "landingPage", { ...EMPTY_SETTINGS, params: { sub1: "a" } })).toBe(
      "https://t.example/c?sub1=a",
    );
  });

  it("domainHost lowercases and trims", () => {
    expect(domainHost(" Go.Pub.Example.com ")).toBe("go.pub.example.com");
  });
});

describe("linksCsv", () => {
  it("has one row per landing page with the shared settings, CRLF lines, quoted where needed", () => {
    const csv = linksCsv(
      OFFER,
      "landingPage",
      { domain: null, extra: "9", params: { sub1: "a" } },
      [
        { value: "1", label: "Main" },
        { value: "2", label: 'Quiz, "v2"' },
      ],
      ["Landing page", "Link"],
    );
    expect(csv).toBe(["Landing page,Link", `Main,${OFFER}&lp=1&sub1=a`, `"Quiz, ""v2""",${OFFER}&lp=2&sub1=a`, ""].join("\r\n"));
  });

  it("csvField quotes line breaks", () => {
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("plain")).toBe("plain");
  });
});
