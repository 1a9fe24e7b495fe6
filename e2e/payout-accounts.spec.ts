/**
 * Settings › Payout accounts (spec 01 sections 3-5 and 7; issue 11), what needs a browser: axe and
 * screenshots of the list, the form with its messages, the delete question, the pin step and the list
 * after a delete, in light and dark. The tab's behaviours (the list, copy and history, add and edit
 * with every message and step, make active, delete with the mailed pin, the loading states, the amount
 * in the publisher's language, Escape) are component tests in tests/components/forms/payout/ (issue 33).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, picturesAt } from "./pictures";
import { inBothSchemes } from "./axe";
import { signIn } from "./helpers";

const TAB = "/publisher/settings?selectedTab=payoutAccounts";

const openTab = async (page: Page) => {
  await signIn(page);
  await page.goto(TAB);
  await expect(page.getByRole("table", { name: "Payout accounts" })).toBeVisible();
};

/** The newest pin the mock mailed to demo. */
const mailedPin = async (request: APIRequestContext): Promise<string> => {
  const answer = (await (await request.get("/__mock/mailbox?to=demo@example.com")).json()) as {
    messages: Array<{ kind: string; pin?: string }>;
  };
  const pin = answer.messages.filter((m) => m.kind === "pin").at(-1)?.pin;
  if (!pin) throw new Error("no pin in demo's mailbox");
  return pin;
};

const pinCount = async (request: APIRequestContext) =>
  ((await (await request.get("/__mock/mailbox?to=demo@example.com")).json()) as { messages: Array<{ kind: string }> }).messages.filter(
    (m) => m.kind === "pin",
  ).length;

// Each state is reached once and checked in both schemes, switched live.
test("the list, the form with its messages and the pin step pass axe in light and dark; screenshots at 1440, 1023 and 767", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openTab(page);
  await page.getByRole("button", { name: "History PayPal d••••@example.com" }).click();
  const found = await inBothSchemes(page, "list", {
    then: (colorScheme) =>
      picturesAt(page, [1440, 1023, 767], (width) => `payout-accounts-${width}-${colorScheme}.png`, { fullPage: true }),
  });

  await page.getByRole("button", { name: "Add payout account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add payout account" });
  await dialog.getByRole("button", { name: "Payment method" }).click();
  await page.getByRole("option", { name: "WebMoney" }).click();
  await dialog.getByLabel("Account").fill("Z12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Invalid WebMoney account format (e.g. Z123456789012)")).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "form", {
      then: (colorScheme) => picturesAt(page, [1440, 767], (width) => `payout-form-${width}-${colorScheme}.png`),
    })),
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Delete PayPal d••••@example.com" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  found.push(...(await inBothSchemes(page, "confirm", { then: (colorScheme) => picture(page, `payout-confirm-${colorScheme}.png`) })));
  await confirm.getByRole("button", { name: "Delete" }).click();
  const pin = page.getByRole("alertdialog", { name: "Enter the pin to delete" });
  await expect.poll(() => pinCount(request)).toBe(1);
  await pin.getByRole("button", { name: "Delete" }).click();
  await expect(pin.getByText("Pin is required")).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "pin", {
      then: (colorScheme) => picturesAt(page, [1440, 767], (width) => `payout-pin-${width}-${colorScheme}.png`),
    })),
  );

  // Deleted: the list without the account and the deleted accounts' history.
  await pin.getByLabel("Pin").fill(await mailedPin(request));
  await pin.getByRole("button", { name: "Delete" }).click();
  await expect(pin).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Deleted accounts" })).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "deleted", {
      then: (colorScheme) => picture(page, `payout-deleted-${colorScheme}.png`, { fullPage: true }),
    })),
  );
  expect(found).toEqual([]);
});
