/**
 * Settings, Profile and Contacts tabs (spec 01 sections 1-9, issue 11), what needs a browser: leaving
 * with unsaved changes by a link or Back (decision 057) and the saved time zone on the dashboard, the
 * e-mail change through its mailed link, axe in light and dark, screenshots at 1440, 1023 and 767 px.
 * The forms' behaviours (what the profile shows, its rules and the server's answers, language, unsaved
 * changes across tabs, a failed save, referral, demo mode, contacts) are component tests in
 * tests/components/forms/settings/ (issue 33).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, PICTURE_SCHEMES, PICTURES, resize } from "./pictures";
import { inBothSchemes, switchScheme } from "./axe";
import { NEWBIE, signIn } from "./helpers";

const openProfile = async (page: Page, query = "") => {
  await page.goto(`/publisher/settings${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
};
const form = (page: Page) => page.getByRole("form", { name: "Profile" });
const save = (page: Page) => form(page).getByRole("button", { name: "Save changes" });
const current = async (page: Page) =>
  (await (await page.request.get("/publisher/api/publishers/current")).json()) as {
    phone: string | null;
    email: string;
    temporaryEmail: string | null;
    timezone: string | null;
    language: string;
    messenger: string | null;
    contactInfo: string | null;
    customFieldValues: Array<{ value?: string | null }>;
  };
const mailbox = async (page: Page, to: string) =>
  (
    (await (await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<{ kind: string; link?: string }>;
    }
  ).messages;

test.describe("profile tab", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("leaving Settings with unsaved changes asks first, by a link or the browser's Back; a saved time zone is the dashboard's (issue 25 item 8, decision 057)", async ({
    page,
  }) => {
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(form(page)).toBeVisible();
    await form(page).getByLabel("Phone", { exact: true }).fill("+420 601 000 000");
    // A link asks.
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
    const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/publisher\/settings/);
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 000 000");
    // Back asks too; Discard goes where Back was going.
    await page.goBack();
    await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/publisher\/settings/);
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 000 000");
    await page.goBack();
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Forward to Settings shows the profile as the server has it (nothing was saved).
    await page.goForward();
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 234 567");

    // A new time zone, saved, is the one the dashboard's days are in at once.
    await form(page).getByLabel("Time zone", { exact: true }).selectOption("Europe/Prague");
    await save(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByText("Days in your time zone: Europe/Prague")).toBeVisible();
  });

  test("an e-mail change is pending until the mailed link is opened, then the address is swapped", async ({ page }) => {
    await openProfile(page);
    await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("demo.new@example.com");
    await save(page).click();
    const pending = form(page)
      .getByRole("status")
      .filter({ hasText: "Confirmation sent to demo.new@example.com. Your e-mail changes once you open the link in that message." });
    await expect(pending).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("demo@example.com");
    expect(await current(page)).toMatchObject({ email: "demo@example.com", temporaryEmail: "demo.new@example.com" });

    const [message] = (await mailbox(page, "demo.new@example.com")).filter((m) => m.kind === "email_change");
    await page.goto(message!.link!);
    await expect(page).toHaveURL(/\/publisher\/settings$/);
    await expect(page.getByRole("status").filter({ hasText: "Email updated" })).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("demo.new@example.com");
    await expect(form(page).getByText(/Confirmation sent to/)).toHaveCount(0);
  });
});

// Each state is reached once and checked in both schemes, switched live.
test("axe finds nothing serious on the profile (with its messages and pending e-mail) and contacts tabs, in light and dark", async ({
  page,
}) => {
  await signIn(page);
  await openProfile(page);
  await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("demo.axe@example.com");
  await save(page).click();
  await expect(form(page).getByText(/Confirmation sent to/)).toBeVisible();
  await form(page).getByLabel("Phone", { exact: true }).fill("12");
  await save(page).click();
  await expect(form(page).getByText("Invalid phone number")).toBeVisible();
  const found = await inBothSchemes(page, "profile");
  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Olena" })).toBeVisible();
  found.push(...(await inBothSchemes(page, "contacts")));
  await signIn(page, NEWBIE);
  await openProfile(page);
  found.push(...(await inBothSchemes(page, "profile in demo mode")));
  expect(found).toEqual([]);
});

// Each page loads once: a width is a resize, a scheme (pictures only) a switch; the fit is checked at
// every width in every scheme walked.
test(`layout at 1440, 1023 and 767px (${PICTURE_SCHEMES.join(" and ")})`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [name, who, query] of [
    ["profile-demo", undefined, ""],
    ["contacts-demo", undefined, "?selectedTab=contacts"],
    ["profile-newbie", NEWBIE, ""],
  ] as const) {
    if (name !== "contacts-demo") await signIn(page, who);
    await page.goto(`/publisher/settings${query}`);
    await expect(page.getByRole("tabpanel")).not.toContainText("Loading your profile");
    await expect(page.getByRole("heading", { level: query ? 2 : 1 }).first()).toBeVisible();
    for (const colorScheme of PICTURE_SCHEMES) {
      if (PICTURES) await switchScheme(page, colorScheme);
      for (const width of [1440, 1023, 767]) {
        await resize(page, width, 900);
        await expectNoOverflow(page, `${name} at ${width} in ${colorScheme}`);
        await picture(page, `${name}-${width}-${colorScheme}.png`, { fullPage: true });
      }
      await resize(page, 1440, 900);
    }
  }
});
