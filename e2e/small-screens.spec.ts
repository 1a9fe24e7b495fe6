/**
 * Lists at every width (issue 25 item 14, decision 057; issue 35 item 6): a list shows the columns
 * that fit its card, by priority, with the row's main column and its action always; the others open
 * under each row's Details disclosure. No list scrolls sideways at 1440, 1023, 767 or 375 px, and at
 * 1440 and 1023 every column a publisher reads first is shown whole, under nothing. A report keeps
 * every column, and at 1440 px every chosen metric (EPM last) is in view beside a long grouping label.
 */
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { expectNoOverflow, picture, PICTURE_SCHEMES, PICTURES, resize } from "./pictures";

/** How far the table's own box scrolls sideways (0: it shows every shown column). */
const sidewaysScroll = (table: Locator) =>
  table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);

/** The element is wholly inside the viewport, left to right, and nothing covers its centre. */
const expectInView = async (page: Page, element: Locator, what: string) => {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  const onTop = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return el === top || el.contains(top);
  });
  expect(onTop, `${what}: nothing covers it`).toBe(true);
};

/**
 * The columns a publisher reads first (`meta.priority`, and the row's action) that the table shows,
 * or at `all` every one of them: each header and the cells of the first rows wholly inside the table's
 * card as it is scrolled, and under nothing at their left edge, centre and right edge (the sticky
 * action column covered the conversions' Status at 1440 px). The problems found, named.
 */
const coveredColumns = (table: Locator, all: boolean) =>
  table.evaluate((element, all) => {
    const scroller = element.parentElement!.getBoundingClientRect();
    const headers = [...element.querySelectorAll<HTMLElement>(":scope > thead > tr > th")];
    const rows = [...element.querySelectorAll<HTMLTableRowElement>(":scope > tbody > tr")].filter(
      (row) => !row.hidden && row.children.length > 1,
    );
    const problems: string[] = [];
    headers.forEach((header, index) => {
      if (header.dataset.priority === undefined && header.dataset.action === undefined) return;
      const name = header.textContent!.trim();
      if (getComputedStyle(header).display === "none") {
        if (all) problems.push(`${name}: folded`);
        return;
      }
      for (const cell of [header, ...rows.slice(0, 5).map((row) => row.children[index] as HTMLElement)]) {
        // Brought into view up and down only: scrolling the card sideways would hide what is tested.
        const before = cell.getBoundingClientRect();
        window.scrollBy(0, before.top + before.height / 2 - window.innerHeight / 2);
        const box = cell.getBoundingClientRect();
        const what = `${name}${cell === header ? "" : ` (row ${rows.indexOf(cell.parentElement as HTMLTableRowElement) + 1})`}`;
        const card = element.parentElement!.getBoundingClientRect();
        if (box.left < card.left - 0.5 || box.right > card.right + 0.5 || box.left < scroller.left - 0.5) {
          problems.push(
            `${what}: ${Math.round(box.left)}-${Math.round(box.right)} outside the card's ${Math.round(card.left)}-${Math.round(card.right)}`,
          );
          continue;
        }
        for (const x of [box.left + 3, box.left + box.width / 2, box.right - 3]) {
          const top = document.elementFromPoint(x, box.top + box.height / 2);
          if (top && !cell.contains(top))
            problems.push(`${what}: under <${top.tagName.toLowerCase()}> "${top.textContent!.trim().slice(0, 20)}" at ${Math.round(x)}`);
        }
      }
    });
    return problems;
  }, all);

const LISTS = [
  { path: "offers", table: "Offers", action: /^(Get link for|Request) / },
  { path: "smartlinks", table: "Smartlinks", action: /^(Launch|Request)/ },
  { path: "domains", table: "Domains", action: /^Delete / },
  { path: "conversions", table: "Conversions", action: null },
  // Declined: each status with its reason, the widest of the statuses.
  { path: "conversions?status=declined", table: "Conversions", action: null },
  { path: "balance", table: "Transactions", action: null },
  { path: "payments", table: "Payments", action: null },
] as const;

// A test per list: all seven in one took 53.5 s of the 60 s limit with a second suite beside it.
for (const list of LISTS) {
  test(`${list.path}: at 1440, 1023, 767 and 375 px the list does not scroll sideways; the columns read first are shown whole, under nothing, at 1440 and 1023 (issue 35 item 6); each row's action is in view`, async ({
    page,
  }) => {
    await signIn(page);
    // The list loads once, at 1440; the others are resizes (the columns that fit follow the width live).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/publisher/${list.path}`);
    const table = page.getByRole("table", { name: list.table });
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    for (const width of [1440, 1023, 767, 375]) {
      await resize(page, width, 900);
      expect.soft(await sidewaysScroll(table), `${list.path} at ${width}`).toBeLessThanOrEqual(0);
      await expectNoOverflow(page, `${list.path} at ${width}`);
      expect.soft(await coveredColumns(table, width >= 1023), `${list.path} at ${width}`).toEqual([]);
      if (PICTURES && (width === 1440 || width === 375)) {
        for (const colorScheme of PICTURE_SCHEMES) {
          await page.emulateMedia({ colorScheme });
          await picture(page, `${list.path.replace(/\W+/g, "-")}-${width}-${colorScheme}`);
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
      if (list.action) {
        const actions = table.getByRole("button", { name: list.action }).or(table.getByRole("link", { name: list.action }));
        await expect(actions.first()).toBeVisible();
        for (const action of (await actions.all()).slice(0, 4))
          await expectInView(page, action, `${list.path} at ${width}: ${await action.textContent()}`);
      }
    }
  });
}

test("at 1440, 1023 and 767 px the declined conversions show Date and time, Payout and Status beside Deliveries, a reason wrapped within 11 rem (issue 35 item 6)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/publisher/conversions?status=declined");
  const table = page.getByRole("table", { name: "Conversions" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  // On one line the longest reason was 380 px: the fold, which goes by one-line widths, took Source
  // and External click ID away at 1440 px for it.
  // A status's reason is the line after its badge (src/features/conversions/conversion-status.tsx).
  const reasons = table.locator("[data-status] + span");
  await expect(reasons.first()).toBeVisible();
  const widest = Math.max(...(await reasons.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width))));
  expect(widest, "the widest reason").toBeLessThanOrEqual(176);
  for (const header of ["Source", "External click ID"])
    await expect(table.getByRole("columnheader", { name: header, exact: true }), header).toBeVisible();
  for (const width of [1440, 1023, 767]) {
    await resize(page, width, 900);
    for (const header of ["Date and time", "Payout", "Status"]) {
      const column = table.getByRole("columnheader", { name: header });
      // Folded under Details, a column's header is not shown at all.
      await expect(column, `${header} at ${width}`).toBeVisible();
      await expectInView(page, column, `${header} at ${width}`);
    }
    await expectInView(page, table.getByRole("button", { name: /^Postback deliveries of conversion/ }).first(), `Deliveries at ${width}`);
  }
});

test("at 767 px the offers list shows Offer, Payout, Status and Get link; Details opens the rest, named by their headers", async ({
  page,
}) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await signIn(page);
  await page.goto("/publisher/offers");
  const table = page.getByRole("table", { name: "Offers" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  for (const header of ["Offer", "Payout", "Status"]) await expectInView(page, table.getByRole("columnheader", { name: header }), header);
  const first = table.locator("tbody tr").first();
  const details = first.getByRole("button", { name: "Details" });
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await details.press("Enter");
  await expect(details).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await details.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("term")).toHaveText(["Compare", "Categories", "Countries", "Devices"]);
  await expect(panel.getByRole("definition").nth(3)).toHaveText(/devices|Mobile|Desktop/i);
  // The compare box works from the disclosure.
  await panel.getByRole("checkbox").check();
  await expect(page.getByRole("button", { name: /^Compare/ })).toHaveText("Compare (1 of 3)");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
    await picture(page, `offers-767-details-${colorScheme}`);
  }
  await details.click();
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toHaveCount(0);
});

test("at 1440 px a report grouped by landing shows every metric, EPM last, beside the wrapped labels", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=landing");
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "EPM" }) });
  await expect(table).toHaveAttribute("aria-busy", "false");
  await expect(table.getByRole("columnheader", { name: "Landing" })).toBeVisible();
  expect(await sidewaysScroll(table), "the report scrolls sideways").toBeLessThanOrEqual(0);
  await expectInView(page, table.getByRole("columnheader", { name: "EPM" }), "EPM");
  await expectInView(page, table.locator("tfoot td").last(), "EPM's total");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await picture(page, `reports-landing-1440-${colorScheme}`);
  }
});

test("at 375 px a report scrolls sideways with a shade on its right edge; scrolled to the end, the shade goes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary");
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "EPM" }) });
  await expect(table).toHaveAttribute("aria-busy", "false");
  expect(await sidewaysScroll(table), "the report scrolls sideways").toBeGreaterThan(0);
  // The shade is the table card's last child (src/ui/list/data-table.tsx, RightShade).
  const shade = table.locator("xpath=../following-sibling::div[@aria-hidden='true']");
  await expect(shade).toHaveClass(/\bopacity-100\b/);
  await table.evaluate((element) => element.parentElement!.scrollTo({ left: element.parentElement!.scrollWidth }));
  await expect(shade).toHaveClass(/\bopacity-0\b/);
  // Scrolled to the end, the first column (its header and its cells) is still at the card's left edge.
  const card = (await table.locator("xpath=..").boundingBox())!;
  for (const cell of [table.getByRole("columnheader").first(), table.locator("tbody tr").first().locator("td").first()])
    expect((await cell.boundingBox())!.x).toBeCloseTo(card.x, 0);
});
