/**
 * The list toolkit on Conversions, Balance and Payments in a browser (spec 02 sections 2, 3, 5, 7, 8, 9;
 * issue 6): when a change's request goes out against its render, the drawer's widths, the CSV download,
 * axe. What the lists show and keep in the URL: tests/components/lists/lists.test.tsx.
 */
import { expect, test } from "./fixtures";
import { inBothSchemes } from "./axe";
import { openConversions, signIn } from "./helpers";
import { firstClickId } from "./table";

test.describe("demo", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("a sort or page change sends its request at once, before the page renders the change, and only once", async ({ page }) => {
    // What happens when, in the page's own order: each fetch of the list, and the table turning busy
    // (the render of the change: the URL has moved, the rows wait for their answer).
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { listEvents: string[] }).listEvents = events;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes("/ch/conversions")) events.push(`fetch ${decodeURIComponent(url)}`);
        return fetch(input, init);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element && record.target.getAttribute("aria-busy") === "true") events.push("busy");
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
    });
    await openConversions(page);
    const events = () => page.evaluate(() => (window as unknown as { listEvents: string[] }).listEvents.splice(0));
    const seenSoFar = () => page.evaluate(() => [...(window as unknown as { listEvents: string[] }).listEvents]);
    const moves = async (act: () => Promise<void>, part: string) => {
      await events();
      await act();
      // The change's render first (on a busy machine the table may not have turned busy yet when the
      // click returns, and "not busy" would hold before the change), then its answer.
      await expect.poll(async () => (await seenSoFar()).includes("busy")).toBe(true);
      await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
      const seen = (await events()).filter((event) => event === "busy" || event.includes(part));
      expect(seen).toEqual([expect.stringMatching(/^fetch /), "busy"]);
    };
    await moves(() => page.getByRole("button", { name: "Payout" }).click(), "order[payout]=asc");
    await expect(page.getByRole("columnheader", { name: "Payout" })).toHaveAttribute("aria-sort", "ascending");
    await moves(
      () => page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2", exact: true }).click(),
      "page=2",
    );
  });

  test("the filter drawer: half width on desktop, full width on mobile; Escape gives the focus back (Cancel and Save: tests/components/lists/lists.test.tsx)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openConversions(page);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    expect((await drawer.getByRole("form", { name: "Filters" }).boundingBox())!.width).toBeCloseTo(720, 0);
    await expect(drawer.getByLabel("Subsource")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.setViewportSize({ width: 767, height: 900 });
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(drawer).toBeVisible();
    expect((await drawer.getByRole("form", { name: "Filters" }).boundingBox())!.width).toBeCloseTo(767, 0);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters" })).toBeFocused();
  });

  test("export downloads the filtered CSV (a filter without rows: tests/components/lists/lists.test.tsx)", async ({ page }) => {
    await openConversions(page);
    const clickId = await firstClickId(page.getByRole("table", { name: "Conversions" }));
    await openConversions(page, `?externalClickId=${encodeURIComponent(clickId)}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(path, "utf8").trim().split("\r\n");
    expect(lines[0]).toMatch(/^datetime,sourceType,/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((line) => line.includes(clickId))).toBe(true);
  });
});

// Conversions, Balance and Payments as they open, and Conversions' date picker, are a11y.spec.ts's
// (the conversions, balance and payments screens with demo; the user menu and the date picker): here
// the states it does not open, on Payments, each in both schemes switched live.
test("axe finds nothing serious in the filter drawer and the date picker (light and dark)", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.locator("table[aria-busy]")).toHaveAttribute("aria-busy", "false");
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  expect(await inBothSchemes(page, "drawer")).toEqual([]);
  await page.keyboard.press("Escape");
  // The date picker opens over a page checked in a11y.spec.ts: axe checks the open picker and its button.
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  const picker = { include: ["[id^='headlessui-popover-button'][aria-expanded='true']", "[id^='headlessui-popover-panel']"] };
  expect(await inBothSchemes(page, "date picker", { context: picker })).toEqual([]);
});
