/** "Find anything"'s own entries (decision 060): derived from the menu and the pages' tabs, matched as typed; server hits as links. */
import { describe, expect, it } from "vitest";
import type { SearchResults } from "../../contracts/search.contract";
import { SETTINGS_TABS } from "../../src/features/settings/settings-tabs";
import { MENU } from "../../src/shell/sidebar/menu-entries";
import { findGroups } from "../../src/shell/find/find-results";
import { matchPages, pageEntries } from "../../src/shell/find/page-entries";
import en from "../../src/i18n/catalogues/en";
import ru from "../../src/i18n/catalogues/ru";

const name = (catalogue: Record<string, string>) => (id: string) => catalogue[id] ?? id;

describe("page entries", () => {
  it("are every menu entry the roles allow, each followed by its page's tabs", () => {
    const all = pageEntries(["ROLE_SMARTLINKS"]);
    expect(all.filter((e) => e.parent === undefined).map((e) => e.to)).toEqual(MENU.map((m) => `/${m.path}`));
    expect(all.filter((e) => e.parent === "menu.settings").map((e) => e.to)).toEqual(
      SETTINGS_TABS.map((t) => `/settings?selectedTab=${t.key}`),
    );
    expect(pageEntries([]).some((e) => e.to === "/smartlinks")).toBe(false);
    expect(new Set(all.map((e) => e.key)).size).toBe(all.length);
  });

  it("match every typed word in the current language's names, ignoring case, and the page a tab belongs to", () => {
    const entries = pageEntries([]);
    expect(matchPages(entries, "PAYOUT acc", name(en)).map((e) => e.to)).toEqual(["/settings?selectedTab=payoutAccounts"]);
    expect(matchPages(entries, "settings notif", name(en)).map((e) => e.to)).toEqual(["/settings?selectedTab=notifications"]);
    expect(matchPages(entries, "настрой", name(ru)).map((e) => e.to)[0]).toBe("/settings");
    expect(matchPages(entries, "   ", name(en))).toEqual([]);
  });
});

describe("server hits", () => {
  const results: SearchResults = {
    "@type": "SearchResults",
    query: "x",
    offers: [{ "@id": "/o/4117", "@type": "Offer", relativeId: 4117, displayName: "MatchMe" }],
    smartlinks: [],
    domains: [],
    postbacks: [
      { "@id": "/p/1", "@type": "PublisherPostback", id: 1, name: "G", scope: "global", offer: null, smartlink: null, url: "u" },
      { "@id": "/p/2", "@type": "PublisherPostback", id: 2, name: "O", scope: "offer", offer: 4117, smartlink: null, url: "u" },
    ],
    conversions: [
      {
        "@id": "/c/9",
        "@type": "Conversion",
        id: 9,
        datetime: "2026-11-25T22:30:00Z",
        clickId: "abc",
        externalClickId: "ext 1",
        sourceName: "MatchMe",
      },
    ],
    news: [],
  };

  it("lead to their pages; a conversion to its day in the publisher's time zone, filtered by its external click id", () => {
    const groups = findGroups(results, "Europe/Kyiv", () => "when");
    expect(groups.map((g) => g.group)).toEqual(["offers", "postbacks", "conversions"]);
    expect(groups[0]!.hits[0]!.to).toBe("/offers/4117");
    expect(groups[1]!.hits.map((h) => h.to)).toEqual(["/settings?selectedTab=postbacks", "/offers/4117?selectedTab=postback"]);
    expect(groups[2]!.hits[0]!.to).toBe("/conversions?dateRange=2026-11-26+-+2026-11-27&externalClickId=ext+1");
  });
});
