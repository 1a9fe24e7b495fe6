/**
 * Two-step sign-in in a browser (issue 37 item 1), the journey of a publisher who turns it on: in
 * Settings, the QR code and the key, one code of the app (made by the test from the key shown, on the
 * mock's clock) confirming it, the ten recovery codes downloaded as a .txt; then signed out, and
 * signed in again with the password and a code; axe on the tab, the enrolment, the recovery codes and
 * the login's second step, in light and dark. The rules and each message: tests/mock-server/two-step.test.ts,
 * tests/components/forms/auth/two-step-login.test.tsx, tests/components/forms/settings/two-step.test.tsx.
 */
import { readFile } from "node:fs/promises";
import { codeAt } from "../tests/fixtures/two-step-codes";
import { inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { picturesAt } from "./pictures";

test("turned on in Settings, the recovery codes downloaded, then a sign-in with the password and a code; axe in light and dark", async ({
  page,
}) => {
  const mockNow = async () => Date.parse(((await (await page.request.get("/__mock/clock")).json()) as { now: string }).now);
  await signIn(page);
  await page.goto("/publisher/settings?selectedTab=twoStep");
  await expect(page.getByRole("heading", { name: "Two-step sign-in", level: 2 })).toBeVisible();
  await expect(page.getByText("Off", { exact: true })).toBeVisible();
  const found = await inBothSchemes(page, "the tab", {
    then: (scheme) => picturesAt(page, [1440, 375], (width) => `two-step-tab-${width}-${scheme}.png`, { fullPage: true }),
  });

  await page.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-step sign-in" });
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await dialog.locator("code").textContent())!.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  found.push(
    ...(await inBothSchemes(page, "the enrolment", {
      context: { include: [["[role=dialog]"]] },
      then: (scheme) => picturesAt(page, [1440, 375], (width) => `two-step-enrol-${width}-${scheme}.png`),
    })),
  );
  await dialog.getByLabel("Code from the app").fill(codeAt(await mockNow(), key));
  await dialog.getByRole("button", { name: "Confirm and turn on" }).click();

  const codes = page.getByRole("dialog", { name: "Save your recovery codes" });
  // The codes come with the confirmation's answer: wait for them (allTextContents does not wait).
  const items = codes.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  const listed = await items.allTextContents();
  const downloading = page.waitForEvent("download");
  await codes.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const file = await readFile((await download.path())!, "utf8");
  for (const code of listed) expect(file).toContain(code);
  found.push(
    ...(await inBothSchemes(page, "the recovery codes", {
      context: { include: [["[role=dialog]"]] },
      then: (scheme) => picturesAt(page, [1440, 375], (width) => `two-step-codes-${width}-${scheme}.png`),
    })),
  );
  await codes.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Signed out, then in again: the password, then a code of the app (the next step's: the one used to confirm is spent).
  await page.goto("/publisher/logout");
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail or username" }).fill("demo");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in", level: 1 })).toBeVisible();
  const code = page.getByRole("textbox", { name: "Authentication code" });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  found.push(
    ...(await inBothSchemes(page, "the login's second step", {
      then: (scheme) => picturesAt(page, [1440, 375], (width) => `two-step-login-${width}-${scheme}.png`),
    })),
  );
  await code.fill(codeAt((await mockNow()) + 30_000, key));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  expect(found).toEqual([]);
});
