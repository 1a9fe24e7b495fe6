/** The report grouping rules on the portal's side (spec 02 section 5; decision 035). */
import { describe, expect, it } from "vitest";
import { GROUPING_OPTIONS, type GroupingContext, disabledReason, groupingOnArrival, isOffered } from "../../src/features/reports/grouping";

const ALL_ROLES = ["ROLE_SMARTLINKS", "ROLE_CUSTOM_LANDINGS"];
const context = (over: Partial<GroupingContext> = {}): GroupingContext => ({ tab: "summary", roles: ALL_ROLES, filters: {}, ...over });
const offered = (c: GroupingContext) => GROUPING_OPTIONS.filter((o) => isOffered(o, c)).map((o) => o.option);
const option = (name: string) => GROUPING_OPTIONS.find((o) => o.option === name)!;

describe("the grouping options", () => {
  it("are the spec's, word for word, with goal only on Revenue and Goal performance and smartlink not on Goal performance", () => {
    expect(GROUPING_OPTIONS.map((o) => o.option)).toEqual([
      "browser",
      "country",
      "date",
      "device",
      "landing",
      "goal",
      "offer",
      "os",
      "smartlink",
      "tracker",
      "subsource",
      "sub1",
      "sub2",
      "sub3",
      "sub4",
      "sub5",
      "sub6",
    ]);
    expect(offered(context())).not.toContain("goal");
    expect(offered(context({ tab: "revenue" }))).toContain("goal");
    expect(offered(context({ tab: "goalPerformance" }))).toContain("goal");
    expect(offered(context({ tab: "goalPerformance" }))).not.toContain("smartlink");
  });

  it("need their roles: landing ROLE_CUSTOM_LANDINGS, smartlink ROLE_SMARTLINKS", () => {
    expect(offered(context({ roles: [] }))).not.toContain("landing");
    expect(offered(context({ roles: [] }))).not.toContain("smartlink");
  });

  it("disable smartlink while offers are selected and offer while smartlinks are", () => {
    expect(disabledReason(option("smartlink"), context({ filters: { offerCampaignRelativeId: "1" } }))).toBe(
      "reports.grouping.smartlinkWithOffers",
    );
    expect(disabledReason(option("smartlink"), context({ filters: { offerLinkRelativeId: "4" } }))).toBe(
      "reports.grouping.smartlinkWithOffers",
    );
    expect(disabledReason(option("offer"), context({ filters: { smartlinkCampaign: "2" } }))).toBe("reports.grouping.offerWithSmartlinks");
    expect(disabledReason(option("offer"), context())).toBeNull();
  });
});

describe("a link's grouping on arrival", () => {
  it.each([
    [null, "summary", ALL_ROLES, "date", false],
    ["country", "summary", ALL_ROLES, "country", false],
    ["offerCampaign", "summary", ALL_ROLES, "date", true],
    ["offerGoal", "revenue", ALL_ROLES, "date", true],
    ["offerGoal", "summary", ALL_ROLES, "date", true],
    ["smartlinkCampaign", "summary", ALL_ROLES, "smartlinkCampaign", false],
    ["smartlinkCampaign", "summary", [], "date", true],
    ["subSmartlinkCampaign", "summary", [], "date", true],
    ["smartlinkCampaign", "goalPerformance", ALL_ROLES, "date", true],
    ["landing", "summary", [], "date", true],
    ["nonsense", "summary", ALL_ROLES, "date", true],
    // Dimensions without an option of the chooser (issue 25.11).
    ["hour", "summary", ALL_ROLES, "date", true],
    ["referrer", "revenue", ALL_ROLES, "date", true],
    ["subSmartlinkCampaign", "summary", ALL_ROLES, "date", true],
  ] as const)("%s on %s with roles %j gives %s", (asked, tab, roles, groupBy, fellBack) => {
    expect(groupingOnArrival(asked, context({ tab, roles }))).toEqual({ groupBy, fellBack, asked });
  });
});
