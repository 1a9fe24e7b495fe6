/**
 * The dashboard (issue 14), moved from e2e/dashboard.spec.ts: activity by period, the metric switch and
 * the chart's table alternative, impressions, smartlinks against offers, the latest news; newbie's
 * empty dashboard. (The chart is drawn at its box's width: its points stay in e2e.)
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { NEWBIE, renderRoute } from "../render";
import { freshStorage } from "./helpers";

beforeEach(freshStorage);

test("demo's dashboard shows the four periods, the metric switch, the table alternative, impressions, sources and news", async () => {
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  const activity = await screen.findByRole("region", { name: "Activity" });
  for (const period of ["Today", "Yesterday", "Last 7 days", "Last 30 days"]) {
    expect(await within(activity).findByRole("region", { name: period })).toBeTruthy();
  }
  // Today is compared with yesterday up to the same time of day, and says so (issue 25.12).
  const today = within(activity).getByRole("region", { name: "Today" });
  await waitFor(() => expect(today.textContent).toContain("Compared with yesterday up to the same time"));
  expect(within(today).getAllByTitle("Change against yesterday up to the same time").length).toBeGreaterThan(0);
  expect(within(activity).getByRole("region", { name: "Yesterday" }).textContent).toContain("Compared with the period before");
  // The last 30 days' payout is the API's, in the spec's money format.
  const summary = (await (await fetch("/publisher/api/ch/dashboard")).json()) as {
    periods: { period: string; payout: number; clicks: number }[];
  };
  const last30 = summary.periods.find((p) => p.period === "last30Days")!;
  const money = `$${last30.payout.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const last30Region = within(activity).getByRole("region", { name: "Last 30 days" });
  expect(last30Region.textContent).toContain(money);
  expect(last30Region.textContent).toContain(last30.clicks.toLocaleString("en-US"));

  // The metric switch: radio buttons in a group named by its legend (the label is what is clicked).
  await user.click(within(await screen.findByRole("group", { name: "Metric shown" })).getByText("Payout"));
  await waitFor(() => expect((screen.getByRole("radio", { name: "Payout" }) as HTMLInputElement).checked).toBe(true));
  await user.click(screen.getByText("Show as table"));
  await waitFor(() => expect(within(screen.getByRole("table", { name: "Show as table" })).getAllByRole("row")).toHaveLength(31));

  await waitFor(() => expect(screen.getByRole("region", { name: "Impressions" }).textContent).toContain("EPM"));
  await waitFor(() => expect(screen.getByRole("region", { name: "Smartlinks compared with offers" }).textContent).toMatch(/1 : \d/));
  expect((await within(screen.getByRole("region", { name: "Latest news" })).findAllByRole("link")).length).toBeGreaterThan(0);
});

test("newbie sees what to do first, not an empty chart", async () => {
  await renderRoute("/dashboard", { signedIn: NEWBIE });
  expect(await screen.findByRole("heading", { name: "No traffic yet" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Browse offers" })).toBeTruthy();
  expect(screen.queryByRole("group", { name: /over time/ })).toBeNull();
});
