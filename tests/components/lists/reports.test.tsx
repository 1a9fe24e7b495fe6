/**
 * Reports (issue 14), moved from e2e/reports.spec.ts: the statistics tabs' grouping rules by URL and
 * by the chooser, the totals row, roles, the chart's empty state, the server's violation, Referral, and
 * the reports and the dashboard in four languages. (The chart's drawing needs a width: e2e.)
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { NEWBIE, renderRoute } from "../render";
import { REPORT_LANGUAGES, columnTexts, demoIn, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const FALLBACK = "The link's grouping is not available here, so the report is grouped by date.";
const groupBy = () => screen.getByLabelText("Group by") as HTMLSelectElement;
const optionLabels = () => [...groupBy().options].map((o) => o.textContent!.trim());
const option = (label: string) => [...groupBy().options].find((o) => o.textContent!.trim() === label)!;
const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;
/** The table named `name` once its totals row is in. */
const withTotals = async (name: string, total = "Total") => {
  const table = await loadedTable(name);
  await waitFor(() => expect(table.querySelector("tfoot")?.textContent).toContain(total));
  return table;
};

test("the summary is grouped by date with a totals row, and the chooser regroups it in the URL", async () => {
  const { user, place } = await renderRoute("/reports?selectedTab=summary", { signedIn: true });
  const table = await withTotals("Summary");
  expect(within(table).getByRole("columnheader", { name: "Date" })).toBeTruthy();
  expect(optionLabels()).toEqual([
    "Browser",
    "Country",
    "Date",
    "Device",
    "Landing",
    "Offer",
    "OS",
    "Smartlink",
    "Tracker",
    "Subsource",
    "Sub1",
    "Sub2",
    "Sub3",
    "Sub4",
    "Sub5",
    "Sub6",
  ]);
  await user.selectOptions(groupBy(), option("Country"));
  await waitFor(() => expect(query(place).get("groupBy")).toBe("country"));
  expect(await within(table).findByRole("columnheader", { name: "Country" })).toBeTruthy();
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  expect(table.querySelector("tbody:not([hidden]) tr")!.textContent).not.toContain("Date");
});

test("goal only on Revenue and Goal performance; smartlink not on Goal performance", async () => {
  const first = await renderRoute("/reports?selectedTab=revenue", { signedIn: true });
  await loadedTable("Revenue");
  expect(optionLabels()).toContain("Goal");
  expect(optionLabels()).toContain("Smartlink");
  first.unmount();
  await renderRoute("/reports?selectedTab=goalPerformance", { signedIn: true });
  await loadedTable("Goal performance");
  expect(optionLabels()).toContain("Goal");
  expect(optionLabels()).not.toContain("Smartlink");
});

test("offer and goal groupings from a URL fall back to date, and so does goal on Summary", async () => {
  for (const [tab, asked] of [
    ["summary", "offerCampaign"],
    ["revenue", "offerGoal"],
    ["summary", "offerGoal"],
    ["goalPerformance", "smartlinkCampaign"],
  ] as const) {
    const view = await renderRoute(`/reports?selectedTab=${tab}&groupBy=${asked}`, { signedIn: true });
    expect(await screen.findByText(FALLBACK)).toBeTruthy();
    await waitFor(() => expect(query(view.place).get("groupBy")).toBeNull());
    expect(groupBy().value).toBe("date");
    if (tab === "goalPerformance") {
      // Chosen on the page, the offer grouping holds.
      await view.user.selectOptions(groupBy(), option("Offer"));
      await waitFor(() => expect(query(view.place).get("groupBy")).toBe("offerCampaign"));
      expect(await screen.findByRole("columnheader", { name: "Offer" })).toBeTruthy();
    }
    view.unmount();
  }
});

test("without ROLE_SMARTLINKS the smartlink grouping falls back to date and is not offered; no Competitions tab", async () => {
  const { place } = await renderRoute("/reports?selectedTab=summary&groupBy=smartlinkCampaign", { signedIn: NEWBIE });
  await loadedTable("Summary");
  await waitFor(() => expect(query(place).get("groupBy")).toBeNull());
  expect(optionLabels()).not.toContain("Smartlink");
  expect(optionLabels()).not.toContain("Landing");
  expect(screen.queryByRole("tab", { name: "Competitions" })).toBeNull();
});

test("landing needs ROLE_CUSTOM_LANDINGS: chosen or linked it holds for demo, and a link falls back to date without the role", async () => {
  let view = await renderRoute("/reports?selectedTab=revenue", { signedIn: true });
  const revenue = await loadedTable("Revenue");
  await view.user.selectOptions(groupBy(), option("Landing"));
  await waitFor(() => expect(query(view.place).get("groupBy")).toBe("landing"));
  expect(await within(revenue).findByRole("columnheader", { name: "Landing" })).toBeTruthy();
  view.unmount();
  view = await renderRoute("/reports?selectedTab=summary&groupBy=landing", { signedIn: true });
  await loadedTable("Summary");
  expect(groupBy().value).toBe("landing");
  expect(screen.queryByText(FALLBACK)).toBeNull();
  view.unmount();
  view = await renderRoute("/reports?selectedTab=summary&groupBy=landing", { signedIn: NEWBIE });
  expect(await screen.findByText(FALLBACK)).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("groupBy")).toBeNull());
  expect(groupBy().value).toBe("date");
});

test("the chart says there is nothing to chart when the range has no figures", async () => {
  await renderRoute("/reports?selectedTab=summary", { signedIn: NEWBIE });
  await waitFor(() =>
    expect(screen.getByRole("region", { name: "Chart" }).textContent).toBe(
      "Nothing to chart: this range has no clicks, conversions or payout.",
    ),
  );
  expect(screen.queryByRole("group", { name: /over time/ })).toBeNull();
});

test("smartlink grouping is disabled while offers are selected; a link combining them shows the server's violation", async () => {
  let view = await renderRoute("/reports?selectedTab=summary&offerCampaignRelativeId=1", { signedIn: true });
  expect(await screen.findByText("Grouping by smartlink is disabled while offers are selected.")).toBeTruthy();
  expect(option("Smartlink").disabled).toBe(true);
  view.unmount();
  view = await renderRoute("/reports?selectedTab=summary&smartlinkCampaign=1", { signedIn: true });
  expect(await screen.findByText("Grouping by offer is disabled while smartlinks are selected.")).toBeTruthy();
  expect(option("Offer").disabled).toBe(true);
  view.unmount();
  await renderRoute("/reports?selectedTab=summary&groupBy=smartlinkCampaign&offerCampaignRelativeId=1", { signedIn: true });
  await waitFor(() =>
    expect(
      screen
        .getAllByRole("alert")
        .some((alert) => alert.textContent?.includes("groupBy: Grouping by smartlink is not available while offers are selected.")),
    ).toBe(true),
  );
});

test("referral: the terms, rows by date or referral, totals", async () => {
  const { user } = await renderRoute("/reports?selectedTab=referral", { signedIn: true });
  expect(await screen.findByText(/You earn 5% of the payout/)).toBeTruthy();
  const table = await withTotals("Referral");
  await user.selectOptions(groupBy(), option("Referral"));
  expect(await within(table).findByRole("columnheader", { name: "Referral" })).toBeTruthy();
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  expect(columnTexts(table, "Referrals").length).toBeGreaterThan(0);
});

for (const [language, reports, dashboard] of REPORT_LANGUAGES) {
  test(`the reports and the dashboard in ${language}`, async () => {
    await demoIn(language);
    let view = await renderRoute("/reports?selectedTab=summary", { signedIn: true, locale: language });
    expect(await screen.findByLabelText(reports["reports.grouping.label"])).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("table").querySelector("tfoot")?.textContent).toContain(reports["reports.total"]));
    view.unmount();
    view = await renderRoute("/reports?selectedTab=competitions", { signedIn: true, locale: language });
    expect((await screen.findAllByText(reports["reports.competitions.ended"])).length).toBeGreaterThan(0);
    view.unmount();
    await renderRoute("/dashboard", { signedIn: true, locale: language });
    expect(await screen.findByRole("heading", { name: dashboard["dashboard.activity.title"] })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: dashboard["dashboard.sources.title"] })).toBeTruthy();
  });
}
