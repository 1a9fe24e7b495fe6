/**
 * Getting paid in a browser (issue 37 item 3; decision 089): the journey of a payout, as a publisher
 * makes one: the Balance page's card (the threshold, the progress, the schedule, the pending money),
 * Request payout confirmed, the card saying the request is open, the Payments page listing it pending,
 * its statement downloaded as a PDF and the list as CSV; axe on the card and the confirmation in light
 * and dark (pictures at 1440 and 375). The rules, each message, the languages and a backend without
 * payout terms (404 and 501 on both pages): tests/components/lists/payouts.test.tsx and the mock's tests.
 */
import { readFile } from "node:fs/promises";
import { inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { picturesAt } from "./pictures";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("a payout's journey: the card, a request confirmed, listed pending, its statement as PDF and the list as CSV; axe in light and dark", async ({
  page,
}) => {
  await page.goto("/publisher/balance");
  const card = page.getByRole("region", { name: "Getting paid" });
  await expect(card.getByRole("progressbar", { name: "Progress towards the payout threshold" })).toHaveAttribute("aria-valuenow", "100");
  await expect(card.getByText("Paid weekly, on Monday")).toBeVisible();
  await expect(card.getByText(/^Next payment: /)).toBeVisible();
  const found = await inBothSchemes(page, "the card", {
    context: { include: [["section[aria-labelledby=payout-title]"]] },
    then: (scheme) => picturesAt(page, [1440, 375], (width) => `payout-card-${width}-${scheme}.png`, { fullPage: true }),
  });

  await card.getByRole("button", { name: "Request payout" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Request a payout of \$[\d,.]+\?$/ });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  found.push(
    ...(await inBothSchemes(page, "the confirmation", {
      context: { include: [["[role=alertdialog]"]] },
      then: (scheme) => picturesAt(page, [1440, 375], (width) => `payout-confirm-${width}-${scheme}.png`),
    })),
  );
  const amount = (await confirm.getByRole("heading").textContent())!.match(/\$[\d,.]+/)![0];
  await confirm.getByRole("button", { name: "Request payout" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText(/^Your payout request is open: it is paid on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Request payout" })).toHaveCount(0);

  // The payments list shows it first, pending; its statement and the list download.
  await page.goto("/publisher/payments");
  const first = page.getByRole("row").nth(1);
  await expect(first).toContainText("Pending");
  await expect(first).toContainText(amount);
  await picturesAt(page, [1440, 375], (width) => `payments-with-statements-${width}.png`);
  const [pdf] = await Promise.all([page.waitForEvent("download"), first.getByRole("button", { name: /^Statement \(PDF\) for / }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^payment-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.toString("latin1")).toContain("%%EOF");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe("id,period_start,period_end,method,amount,processor_commission,net,currency,status,notes");
  expect(lines[1]!.split(",")[8]).toBe("pending");
  expect(found).toEqual([]);
});
