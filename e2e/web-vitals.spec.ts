/**
 * The portal's own Core Web Vitals (decision 064), with the network's setting on (PORTAL_VITALS=on): a
 * page loads the web-vitals module after its load and reports each metric with its route's pattern to
 * /__mock/vitals. (A server's settings are its worker's: e2e/web-vitals-off.spec.ts has the setting off.)
 */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { OFFER_PATTERN, VITALS_MODULE, leave, names, openOffer, reports } from "./web-vitals";

test.use({ serverSettings: { PORTAL_VITALS: "on" } });

test("a page reports its LCP, CLS and TTFB after its load, with its route's pattern and nothing of the publisher", async ({
  page,
  request,
}) => {
  await signIn(page);
  const loaded = page.waitForRequest(VITALS_MODULE);
  await openOffer(page);
  await loaded;
  // The library reports the time to the first byte as soon as it runs.
  await expect.poll(() => names(request)).toContain("TTFB");
  // Its module was asked for once the page had loaded, not before.
  const timing = await page.evaluate((pattern) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const module = performance.getEntriesByType("resource").find((entry) => new RegExp(pattern).test(entry.name));
    return { loadEnd: navigation!.loadEventEnd, moduleStart: module?.startTime ?? -1 };
  }, VITALS_MODULE.source);
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.moduleStart).toBeGreaterThanOrEqual(timing.loadEnd);

  // The first input ends LCP (on a phone, the first tap): the library reports it. By then it has the
  // entries the browser buffered for it, which it is handed in a task of their own.
  await page.keyboard.press("Shift");
  await expect.poll(() => names(request)).toEqual(expect.arrayContaining(["LCP", "TTFB"]));
  await leave(page);
  await expect.poll(() => names(request)).toEqual(expect.arrayContaining(["CLS", "LCP", "TTFB"]));
  for (const report of await reports(request)) {
    expect(Object.keys(report).sort()).toEqual(["delta", "id", "name", "navigationType", "rating", "release", "route", "value"]);
    expect(report.route).toBe(OFFER_PATTERN);
    expect(report.navigationType).toBe("navigate");
    expect(JSON.stringify(report)).not.toMatch(/4102|selectedTab|shortlink|demo/);
  }
});
