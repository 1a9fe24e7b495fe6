/**
 * Settings, Profile and Contacts tabs (spec 01 sections 1-9, issue 11): the profile's rules and
 * messages (phone, e-mail taken, required custom field), the e-mail change pending until its mailed
 * link is opened, time zone and language taking effect in the portal, unsaved changes kept across
 * tabs, a failed save keeping what was typed, the referral link copied, demo mode, the manager's
 * contacts; axe in light and dark; screenshots at 1440, 1023 and 767 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, PICTURE_SCHEMES } from "./pictures";
import { seriousViolations } from "./axe";
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

  test("leaving Settings with unsaved changes asks first: keep editing, or discard (issue 25 item 8)", async ({ page }) => {
    await openProfile(page);
    await form(page).getByLabel("Phone", { exact: true }).fill("+420 601 000 000");
    // Another tab keeps them without a question.
    await page.getByRole("tab", { name: "Contacts" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Dashboard" }).click();
    const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(/\/publisher\/settings/);
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 000 000");
    await page.getByRole("link", { name: "Dashboard" }).click();
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  });

  test("the browser's Back with unsaved changes asks first: keep editing stays with the text, discard leaves (issue 25 item 8, decision 057)", async ({
    page,
  }) => {
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(form(page)).toBeVisible();
    await form(page).getByLabel("Phone", { exact: true }).fill("+420 601 000 000");
    await page.goBack();
    const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
    await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/publisher\/settings/);
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 000 000");
    // Still guarded: Back asks again; Discard goes where Back was going.
    await page.goBack();
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Forward to Settings shows the profile as the server has it (nothing was saved).
    await page.goForward();
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 601 234 567");
  });

  test("shows the profile: username read-only, e-mail, phone, messenger, contact, time zone beside the network's, language, custom fields", async ({
    page,
  }) => {
    await openProfile(page);
    const f = form(page);
    await expect(f.getByLabel("Username", { exact: true })).toHaveValue("demo");
    await expect(f.getByLabel("Username", { exact: true })).toHaveAttribute("readonly", "");
    await expect(f.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("demo@example.com");
    await expect(f.getByLabel("Phone", { exact: true })).toHaveValue("+420 601 234 567");
    await expect(f.getByLabel("Messenger", { exact: true })).toHaveValue("telegram");
    await expect(f.getByLabel("Messenger contact", { exact: true })).toHaveValue("@demo_publisher");
    await expect(f.getByLabel("Time zone", { exact: true })).toHaveValue("Europe/Kyiv");
    await expect(f.getByText(/^Network time zone: \(UTC[+-]\d\d:\d\d\) Europe\/Prague$/)).toBeVisible();
    await expect(f.getByLabel("Language", { exact: true })).toHaveValue("en");
    await expect(f.getByRole("textbox", { name: "Website or traffic source URL", exact: true })).toHaveValue(
      "https://demo-traffic.example",
    );
    await expect(f.getByText("No files uploaded")).toBeVisible();
    await expect(save(page)).toBeEnabled();
    await expect(f.getByRole("button", { name: "Discard changes" })).toBeDisabled();
  });

  test('a bad phone gives "Invalid phone number" and nothing is sent; a good one is saved', async ({ page }) => {
    await openProfile(page);
    const phone = form(page).getByLabel("Phone", { exact: true });
    await phone.fill("12");
    let patches = 0;
    page.on("request", (r) => void (r.method() === "PATCH" && patches++));
    await save(page).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "Invalid phone number" })).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(patches).toBe(0);
    await phone.fill("+420 777 000 111");
    await expect(form(page).getByText("Invalid phone number")).toHaveCount(0);
    await save(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
    expect((await current(page)).phone).toBe("+420 777 000 111");
    await page.reload();
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveValue("+420 777 000 111");
  });

  test("the server's /validate refusal lands on its field: an e-mail already registered", async ({ page }) => {
    await openProfile(page);
    await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("newbie@example.com");
    await save(page).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "This e-mail is already registered." })).toBeVisible();
    await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("not-an-address");
    await save(page).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "Please input valid email" })).toBeVisible();
    expect((await current(page)).temporaryEmail).toBeNull();
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

  test('a required custom field left blank gives "<its title> is required"; choices are kept', async ({ page }) => {
    await openProfile(page);
    const website = form(page).getByRole("textbox", { name: "Website or traffic source URL", exact: true });
    await website.fill("   ");
    await save(page).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "Website or traffic source URL is required" })).toBeVisible();
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await website.fill("https://new-source.example");
    await save(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
    expect((await current(page)).customFieldValues.map((v) => v.value ?? null)).toEqual([
      "https://new-source.example",
      "Push, Native",
      "100k – 1M",
      null,
    ]);
  });

  test("a new time zone is saved and the portal's dates follow it at once", async ({ page }) => {
    await openProfile(page);
    await form(page).getByLabel("Time zone", { exact: true }).selectOption("Europe/Prague");
    await save(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
    expect((await current(page)).timezone).toBe("Europe/Prague");
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByText("Days in your time zone: Europe/Prague")).toBeVisible();
  });

  test('a new language is saved on the profile and switches the interface with "Language updated"', async ({ page }) => {
    await openProfile(page);
    await form(page).getByLabel("Language", { exact: true }).selectOption("ru");
    await save(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Язык обновлён" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Профиль" }).getByLabel("Язык", { exact: true })).toHaveValue("ru");
    expect((await current(page)).language).toBe("ru");
    // The rules speak Russian too.
    await page.getByRole("form", { name: "Профиль" }).getByLabel("Телефон", { exact: true }).fill("12");
    await page.getByRole("button", { name: "Сохранить изменения" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Неверный номер телефона" })).toBeVisible();
  });

  test("unsaved changes are kept when the publisher leaves the tab and comes back; Discard restores the profile", async ({ page }) => {
    await openProfile(page);
    await form(page).getByLabel("Messenger contact", { exact: true }).fill("@still_here");
    await expect(form(page).getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("tab", { name: "Contacts" }).click();
    await expect(page).toHaveURL(/selectedTab=contacts/);
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(form(page).getByLabel("Messenger contact", { exact: true })).toHaveValue("@still_here");
    await form(page).getByRole("button", { name: "Discard changes" }).click();
    await expect(form(page).getByLabel("Messenger contact", { exact: true })).toHaveValue("@demo_publisher");
    expect((await current(page)).contactInfo).toBe("@demo_publisher");
  });

  test("a failed save keeps what was typed and shows the generic text; saving again works", async ({ page, allowErrors }) => {
    allowErrors(/^response 500 PATCH \/publisher\/api\/publishers\/1001\/validate$/);
    await openProfile(page);
    await page.request.post("/__mock/faults", { data: { route: "profile.validate", status: 500, times: 1 } });
    await form(page).getByLabel("Messenger", { exact: true }).selectOption("skype");
    await form(page).getByLabel("Messenger contact", { exact: true }).fill("live:demo");
    await save(page).click();
    await expect(
      form(page)
        .getByRole("alert")
        .filter({ hasText: /Something went wrong|Injected fault/ }),
    ).toBeVisible();
    await expect(form(page).getByLabel("Messenger contact", { exact: true })).toHaveValue("live:demo");
    await save(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
    expect(await current(page)).toMatchObject({ messenger: "skype", contactInfo: "live:demo" });
  });

  test('the referral block: the link copied with "Copied to clipboard", referrals and their stats', async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openProfile(page);
    const referral = page.getByRole("region", { name: "Referral program" });
    const link = (await (await page.request.get("/publisher/api/publishers/current")).json()).referrerLink as string;
    await expect(referral.getByText(link)).toBeVisible();
    await referral.getByRole("button", { name: "Copy the referral link" }).click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(referral.getByRole("definition").first()).toHaveText("4");
    await expect(referral.getByText("Active publishers")).toBeVisible();
    await expect(referral.getByText("$214.50")).toBeVisible();
    await referral.getByRole("link", { name: "Open the referral report" }).click();
    await expect(page).toHaveURL(/\/publisher\/reports\?selectedTab=referral/);
  });
});

test.describe("demo mode", () => {
  test("newbie reaches the profile from the header's activation link and reads what activates the account", async ({ page }) => {
    await signIn(page, NEWBIE);
    await page.goto("/publisher/dashboard");
    await page.getByRole("link", { name: "Activate your account" }).first().click();
    await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
    const demo = page.getByRole("region", { name: "Your account is in demo mode" });
    await expect(demo).toContainText("Offers, statistics and payments open in full once your manager activates the account.");
    await expect(demo.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("No one has registered through your link yet.")).toBeVisible();
    await expect(form(page).getByLabel("Messenger", { exact: true })).toHaveValue("");
    await demo.getByRole("link", { name: "Contacts" }).click();
    await expect(page.getByRole("tab", { name: "Contacts", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marcus" })).toBeVisible();
  });
});

test.describe("contacts tab", () => {
  test("the manager with every present contact, each a link with a copy button; the sidebar card leads here", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page);
    await page.goto("/publisher/dashboard");
    await page.getByRole("link", { name: /Olena/ }).click();
    await expect(page).toHaveURL(/\/publisher\/settings\?selectedTab=contacts$/);
    await expect(page.getByRole("heading", { level: 2, name: "Olena" })).toBeVisible();
    const list = page.getByRole("list", { name: "Olena's contacts" });
    await expect(list.getByRole("listitem")).toHaveCount(4);
    await expect(list.getByRole("link", { name: "olena.manager@example.com" })).toHaveAttribute("href", "mailto:olena.manager@example.com");
    await expect(list.getByRole("link", { name: "live:olena.affiliates" })).toHaveAttribute("href", "skype:live:olena.affiliates?chat");
    await expect(list.getByRole("link", { name: "@olena_affiliates" })).toHaveAttribute("href", "https://t.me/olena_affiliates");
    await expect(list.getByRole("link", { name: "olena@affnet.example" })).toHaveAttribute("href", /^https:\/\/teams\.microsoft\.com\//);
    await list.getByRole("button", { name: "Copy Telegram" }).click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("@olena_affiliates");
  });

  test("only the contacts present are listed (newbie's manager has e-mail and Telegram)", async ({ page }) => {
    await signIn(page, NEWBIE);
    await page.goto("/publisher/settings?selectedTab=contacts");
    const list = page.getByRole("list", { name: "Marcus's contacts" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("button", { name: /^Copy / })).toHaveCount(2);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("axe finds nothing serious on the profile (with its messages and pending e-mail) and contacts tabs", async ({ page }) => {
      await signIn(page);
      await openProfile(page);
      await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("demo.axe@example.com");
      await save(page).click();
      await expect(form(page).getByText(/Confirmation sent to/)).toBeVisible();
      await form(page).getByLabel("Phone", { exact: true }).fill("12");
      await save(page).click();
      await expect(form(page).getByText("Invalid phone number")).toBeVisible();
      expect(await seriousViolations(page), "profile").toEqual([]);
      await page.getByRole("tab", { name: "Contacts" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Olena" })).toBeVisible();
      expect(await seriousViolations(page), "contacts").toEqual([]);
      await signIn(page, NEWBIE);
      await openProfile(page);
      expect(await seriousViolations(page), "profile in demo mode").toEqual([]);
    });
  });
}

for (const colorScheme of PICTURE_SCHEMES) {
  for (const width of [1440, 1023, 767] as const) {
    test(`layout ${colorScheme} at ${width}px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      for (const [name, who, query] of [
        ["profile-demo", undefined, ""],
        ["contacts-demo", undefined, "?selectedTab=contacts"],
        ["profile-newbie", NEWBIE, ""],
      ] as const) {
        await signIn(page, who);
        await page.goto(`/publisher/settings${query}`);
        await expect(page.getByRole("tabpanel")).not.toContainText("Loading your profile");
        await expect(page.getByRole("heading", { level: query ? 2 : 1 }).first()).toBeVisible();
        await expectNoOverflow(page, name);
        await picture(page, `${name}-${width}-${colorScheme}.png`, { fullPage: true });
      }
    });
  }
}
