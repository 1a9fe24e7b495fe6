/**
 * The reports' preferences are a projection of the journal (docs/decisions/036): column choices and
 * saved views survive a reload and the journal's compaction, and the end of a session forgets them.
 */
import { describe, expect, it } from "vitest";
import { TAB_METRICS } from "../../src/features/reports/report-columns";
import { columnChoice, visibleMetrics } from "../../src/features/reports/column-choice";
import {
  foldReports,
  projectStoredReports,
  readPreferences,
  reportEvents,
  reportPreferencesOf,
} from "../../src/features/reports/report-preferences";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { REPORTS_SET, TAIL_LIMIT, loadStored } from "../../src/journal/persisted";

const EMPTY = { hiddenColumns: {}, views: [] };
const busy = (store: ClientStore, n: number) => {
  for (let i = 0; i < n; i++) store.record("preferences", "preferences.sidebar.set", { collapsed: i % 2 === 0 });
};

describe("the reports' projection", () => {
  it("folds column choices per tab and saved views, renamed and deleted; what does not read is left out", () => {
    const store = new ClientStore(memoryStorage());
    const events = reportEvents(store);
    events.setHiddenColumns("summary", ["hits"]);
    events.setHiddenColumns("revenue", ["approved", "pending"]);
    const a = events.saveView({ name: "By country", tab: "summary", search: "selectedTab=summary&groupBy=country" });
    const b = events.saveView({ name: "Sub1", tab: "revenue", search: "selectedTab=revenue&groupBy=sub1" });
    events.renameView(a, "Countries");
    events.deleteView(b);
    store.record("reports", REPORTS_SET, { key: "view:c", value: { id: "c", name: 3 } });
    store.record("reports", REPORTS_SET, { key: "columns:goalPerformance", value: "clicks" });
    const prefs = reportPreferencesOf(store);
    expect(prefs.hiddenColumns).toEqual({ summary: ["hits"], revenue: ["approved", "pending"] });
    expect(prefs.views.map((v) => [v.name, v.search])).toEqual([["Countries", "selectedTab=summary&groupBy=country"]]);
    expect(readPreferences([{ type: "session.ended", payload: null }].reduce(foldReports, { "columns:summary": ["hits"] }))).toEqual(EMPTY);
  });

  it("survives a reload and the compaction of the journal", () => {
    const storage = memoryStorage();
    const first = new ClientStore(storage);
    reportEvents(first).saveView({ name: "By country", tab: "summary", search: "selectedTab=summary&groupBy=country" });
    reportEvents(first).setHiddenColumns("summary", ["uHits"]);
    // Enough other entries that both are compacted into the snapshot.
    busy(first, TAIL_LIMIT + 20);
    first.flush();
    const stored = loadStored(storage);
    expect(stored.tail.some((e) => e.type === REPORTS_SET)).toBe(false);
    const second = new ClientStore(storage);
    const prefs = reportPreferencesOf(second);
    expect(prefs.views.map((v) => v.name)).toEqual(["By country"]);
    expect(prefs.hiddenColumns).toEqual({ summary: ["uHits"] });
  });

  it("is forgotten at the end of a session, compacted or not", () => {
    const storage = memoryStorage();
    const store = new ClientStore(storage);
    reportEvents(store).saveView({ name: "Old", tab: "summary", search: "a=1" });
    busy(store, TAIL_LIMIT + 5);
    reportEvents(store).saveView({ name: "New", tab: "summary", search: "a=2" });
    store.flush();
    expect(reportPreferencesOf(store).views).toHaveLength(2);
    store.endSession();
    expect(reportPreferencesOf(store)).toEqual(EMPTY);
    expect(readPreferences(projectStoredReports(loadStored(storage)))).toEqual(EMPTY);
    expect(reportPreferencesOf(new ClientStore(storage))).toEqual(EMPTY);
  });

  it("gives the same object while nothing changed", () => {
    const store = new ClientStore(memoryStorage());
    const a = reportPreferencesOf(store);
    busy(store, 1);
    expect(reportPreferencesOf(store)).toBe(a);
    reportEvents(store).setHiddenColumns("summary", ["hits"]);
    expect(reportPreferencesOf(store)).not.toBe(a);
  });
});

describe("the visible columns", () => {
  it("follow the URL when it names the tab's metrics, else the remembered choice, else all", () => {
    expect(visibleMetrics("summary", "clicks,payout,nonsense", ["clicks"])).toEqual(["clicks", "payout"]);
    expect(visibleMetrics("summary", "approved", ["hits", "uHits"])).toEqual([
      "clicks",
      "uClicks",
      "impressions",
      "conversions",
      "ratio",
      "payout",
      "epc",
      "uEpc",
      "epm",
    ]);
    expect(visibleMetrics("revenue", null, undefined)).toHaveLength(9);
    expect(visibleMetrics("revenue", null, TAB_METRICS.revenue)).toHaveLength(9);
  });

  it("are remembered as the hidden ones, and put in the URL only when some are hidden", () => {
    expect(columnChoice("goalPerformance", ["payout", "clicks"])).toEqual({
      hidden: ["conversions", "ratio", "goalEpc", "goalEpm", "gpm", "uGpm", "uGpc"],
      param: "clicks,payout",
    });
    expect(
      columnChoice("revenue", ["conversions", "approved", "pending", "declined", "approvalRate", "revenue", "payout", "commission", "epc"]),
    ).toEqual({
      hidden: [],
      param: null,
    });
  });
});
