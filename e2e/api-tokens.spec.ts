/**
 * Settings › API tokens in a browser (issue 37 item 2): the journey of a token, as a publisher makes
 * one for a script: created, its secret copied from the one time it shows (focused there), a curl
 * example copied for this origin, the API called with it (Authorization: Bearer, from the test) and
 * answering data, then revoked and answered 401; axe on the tab, the secret and the revoke dialog, in
 * light and dark. The rules, each message, a backend without tokens: tests/components/forms/settings/api-tokens.test.tsx.
 */
import type { Page } from "@playwright/test";
import { inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { picturesAt } from "./pictures";

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("a token's journey: created, copied once, a curl example run with it, revoked and refused; axe in light and dark", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await page.goto("/publisher/settings?selectedTab=apiTokens");
  const tokens = page.getByRole("table", { name: "API tokens" });
  await expect(tokens.getByRole("row")).toHaveCount(3);
  const found = await inBothSchemes(page, "the tab", {
    then: (scheme) => picturesAt(page, [1440, 375], (width) => `api-tokens-${width}-${scheme}.png`, { fullPage: true }),
  });

  await page.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Journey");
  await dialog.getByRole("checkbox", { name: /^Statistics/ }).check();
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByRole("heading", { name: "Copy your new token" })).toBeVisible();
  const field = dialog.getByLabel("API token “Journey”");
  await expect(field).toBeFocused();
  await dialog.getByRole("button", { name: "Copy token" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
  const secret = await clipboard(page);
  expect(secret).toMatch(/^ppt_[\w-]{32}$/);
  await expect(field).toHaveValue(secret);
  found.push(...(await inBothSchemes(page, "the secret", { context: { include: [["[role=dialog]"]] } })));
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The statistics example, as copied, for this origin: its URL read with the token alone answers data.
  await page.getByRole("button", { name: "Copy the Statistics example" }).click();
  const curl = await clipboard(page);
  expect(curl).toContain('-H "Authorization: Bearer $PUBLISHER_API_TOKEN"');
  const url = /"(https?:\/\/[^"]+)"/.exec(curl)![1]!;
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  const answer = await page.request.get(url, { headers: { authorization: `Bearer ${secret}` } });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { "hydra:totalItems": number })["hydra:totalItems"]).toBeGreaterThan(0);
  // Used now: the list says so when it is read again.
  await page.reload();
  await expect(tokens.getByRole("row", { name: /Journey/ })).not.toContainText("Never used");

  await page.getByRole("button", { name: "Revoke Journey" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API token?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  found.push(...(await inBothSchemes(page, "the revoke dialog", { context: { include: [["[role=alertdialog]"]] } })));
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(confirm).toBeHidden();
  await expect(tokens.getByRole("row", { name: /Journey/ })).toHaveCount(0);
  const refused = await page.request.get(url, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);

  expect(found).toEqual([]);
});
