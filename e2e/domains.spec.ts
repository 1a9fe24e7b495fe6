/**
 * Domains in a browser (spec 02 sections 2, 3, 5 and 7; issue 12): axe in light and dark over the
 * add dialog with its message, the details, the delete confirmation of a domain in use and
 * the "discard your changes?" question (asked on a click outside; the list as it opens:
 * a11y.spec.ts); screenshots at 1440, 1023 and 767;
 * a long name's wrapping on a phone. What the page shows and does (the list, the filter and paging,
 * add, rename, validate, usage, delete, keyboard, languages) is tested as a component:
 * tests/components/details/domains.test.tsx.
 */
import type { Page } from "@playwright/test";
import { forBothSchemes, inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { picture, PICTURES, picturesAt } from "./pictures";
import { signIn } from "./helpers";

const PAGE = "/publisher/domains";
const MESSAGES = {
  subdomain: "The domain must have a subdomain: at least three labels, such as go.example.com ({host}.example.com is accepted).",
};

const table = (page: Page) => page.getByRole("table", { name: "Domains" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });

const openPage = async (page: Page, query = "") => {
  await signIn(page);
  await page.goto(`${PAGE}${query}`);
  await expect(table(page).getByRole("row").nth(1)).not.toHaveAttribute("aria-hidden", "true");
  await expect(table(page).getByRole("cell").first()).not.toBeEmpty();
};

// Each state is reached once and checked in both schemes, switched live. The list as it opens at 1440 px
// in both schemes is a11y.spec.ts's "the domains screen with demo".
test("the add dialog with its message, the details, the delete in use and the discard question pass axe in light and dark; pictures at 1440, 1023 and 767", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page);
  const widths = [1440, 1023, 767];
  if (PICTURES)
    await forBothSchemes(page, (colorScheme) =>
      picturesAt(page, widths, (width) => `domains-${width}-${colorScheme}.png`, { fullPage: true }),
    );
  await page.getByRole("button", { name: "Add domain" }).click();
  const dialog = page.getByRole("dialog", { name: "Add domain" });
  await dialog.getByRole("textbox", { name: "Domain" }).fill("example.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(MESSAGES.subdomain)).toBeVisible();
  const found = await inBothSchemes(page, "add", {
    then: (colorScheme) => picturesAt(page, widths, (width) => `domain-add-${width}-${colorScheme}.png`),
  });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Details go.demo-traffic.com" }).click();
  const details = page.getByRole("dialog", { name: "go.demo-traffic.com" });
  await expect(details.getByRole("list", { name: "Offers" })).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "details", {
      then: (colorScheme) => picturesAt(page, widths, (width) => `domain-details-${width}-${colorScheme}.png`),
    })),
  );
  await details.getByRole("button", { name: "Close" }).click();

  // Deleting a domain in use: what uses it, in the confirmation (issue 25 item 6).
  await page.getByRole("button", { name: "Delete go.demo-traffic.com" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm.getByRole("list", { name: "Shortlinks" })).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "delete in use", {
      then: (colorScheme) => picture(page, `domains-delete-in-use-${colorScheme}.png`),
    })),
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();

  // A click outside a typed form asks before throwing it away (issue 25 item 8); Discard closes.
  await page.getByRole("button", { name: "Add domain" }).click();
  await dialog.getByRole("textbox", { name: "Domain" }).fill("cdn.typed-demo.com");
  await page.mouse.click(5, 5);
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  found.push(
    ...(await inBothSchemes(page, "discard", {
      then: (colorScheme) => picture(page, `domains-discard-${colorScheme}.png`),
    })),
  );
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
  expect(found).toEqual([]);
});

test("on a phone a long domain name wraps after a dot or a hyphen, never inside a label", async ({ page }) => {
  const name = "landing.summer-campaign-promotions.superlongbrandname-example.com";
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  expect(
    (
      await page.request.post("/publisher/api/proxy_domains", { data: { name }, headers: { "content-type": "application/ld+json" } })
    ).status(),
  ).toBe(201);
  await page.goto(PAGE);
  const cell = row(page, "superlongbrandname").getByText(name);
  await expect(cell).toBeVisible();
  // Where each line ends: the character before every place the text moves down a line.
  const ends = await cell.evaluate((element) => {
    const text = element.textContent ?? "";
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [text[i - 1]] : []));
  });
  expect(ends.length).toBeGreaterThan(0);
  for (const end of ends) expect([".", "-"]).toContain(end);
});
