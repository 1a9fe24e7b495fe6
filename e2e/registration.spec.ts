/**
 * Registration journeys (spec 01 sections 2, 3, 4, 5, 7, 8, 9): a new publisher registers with every
 * kind of custom field (a real PNG uploaded), reads the activation e-mail, confirms, signs in; the
 * validation table; the image checks; the server's refusals (422 on a field, 406 above the form);
 * the limit note; the referrer token and UTM source; the messenger page; every language.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { LOCALE_COOKIE, REGISTRATION_COOKIE } from "../contracts/cookies";
import { expect, test } from "./fixtures";

/** A real 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const PASSWORD = "Fresh-pass-1";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}/registration.json`, import.meta.url), "utf8")) as Record<string, string>;

const TITLES = {
  text: "Website or traffic source URL",
  types: "Traffic types",
  volume: "Monthly volume",
  screens: "Traffic statistics screenshots",
};

const field = {
  email: (page: Page) => page.getByRole("textbox", { name: "E-mail" }),
  username: (page: Page) => page.getByRole("textbox", { name: "Username" }),
  password: (page: Page) => page.getByRole("textbox", { name: "Password", exact: true }),
  repeat: (page: Page) => page.getByRole("textbox", { name: "Repeat password" }),
  messenger: (page: Page) => page.getByRole("button", { name: /^Instant messenger/ }),
  contact: (page: Page) => page.getByRole("textbox", { name: "Messenger contact" }),
  text: (page: Page) => page.getByRole("textbox", { name: TITLES.text }),
  types: (page: Page) => page.getByRole("button", { name: new RegExp(`^${TITLES.types}`) }),
  volume: (page: Page) => page.getByRole("button", { name: new RegExp(`^${TITLES.volume}`) }),
  screens: (page: Page) => page.getByLabel(TITLES.screens, { exact: true }),
  submit: (page: Page) => page.getByRole("button", { name: "Sign up" }),
};

/** The error message tied to a control (aria-describedby). */
const errorOf = async (page: Page, control: ReturnType<Page["getByRole"]>) => {
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.filter((_text, i) => ids[i]!.endsWith("-error") || ids[i]!.includes("description")).join(" | ");
};

const choose = async (page: Page, listbox: ReturnType<Page["getByRole"]>, options: string[]) => {
  await listbox.click();
  for (const option of options) await page.getByRole("option", { name: option, exact: true }).click();
  // A list of several values stays open for more choices.
  if (await page.getByRole("listbox").isVisible()) await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
};

interface Entry {
  email: string;
  username: string;
  withUpload?: boolean;
}

const fillForm = async (page: Page, { email, username, withUpload = true }: Entry) => {
  await field.email(page).fill(email);
  await field.username(page).fill(username);
  await field.password(page).fill(PASSWORD);
  await field.repeat(page).fill(PASSWORD);
  await choose(page, field.messenger(page), ["Telegram"]);
  await field.contact(page).fill(`@${username}`);
  await field.text(page).fill("https://traffic.example.com");
  await choose(page, field.types(page), ["Push", "Native"]);
  await choose(page, field.volume(page), ["100k – 1M"]);
  if (withUpload) {
    await field.screens(page).setInputFiles({ name: "stats.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("list", { name: TITLES.screens }).getByText("stats.png")).toBeVisible();
  }
};

const mailbox = async (page: Page, to: string) =>
  (
    (await (await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<{ kind: string; link?: string }>;
    }
  ).messages;

const axeProblems = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

const gotoForm = async (page: Page, query = "") => {
  await page.goto(`/publisher/register${query}`);
  await expect(page.getByRole("heading", { name: "Sign up", level: 1 })).toBeVisible();
  await expect(field.email(page)).toBeVisible();
};

const isRegisterCall = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/publisher/api/publishers/register";

test("a new publisher registers with every kind of custom field, confirms by e-mail and signs in", async ({ page }) => {
  const email = "new.publisher@example.com";
  await gotoForm(page);
  await fillForm(page, { email, username: "new_publisher" });

  const registered = page.waitForRequest((r) => isRegisterCall(r.url(), r.method()));
  await field.submit(page).click();
  const payload = (await registered).postDataJSON() as Record<string, unknown>;
  expect(payload).toMatchObject({
    email,
    username: "new_publisher",
    plainPassword: PASSWORD,
    repeatPlainPassword: PASSWORD,
    messenger: "/publisher/api/messengers/telegram",
    contactInfo: "@new_publisher",
    customFieldValues: [
      { publisherCustomField: "/publisher/api/publisher_custom_fields/1", value: "https://traffic.example.com" },
      { publisherCustomField: "/publisher/api/publisher_custom_fields/2", value: "Push, Native" },
      { publisherCustomField: "/publisher/api/publisher_custom_fields/3", value: "100k – 1M" },
      {
        publisherCustomField: "/publisher/api/publisher_custom_fields/4",
        files: [expect.stringMatching(/^\/publisher\/api\/media_objects\/\d+$/)],
      },
    ],
  });
  expect(typeof payload.fingerprint).toBe("string");

  await expect(page.getByText(`We have sent an activation link to ${email}. Please check your inbox.`)).toBeVisible();
  await expect(field.email(page)).toBeHidden();
  expect(await axeProblems(page)).toEqual([]);
  expect((await page.context().cookies()).some((c) => c.name === REGISTRATION_COOKIE)).toBe(true);

  const [mail] = await mailbox(page, email);
  expect(mail!.kind).toBe("activation");
  await page.goto(mail!.link!);
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await expect(page.getByText("Your account is confirmed. You can sign in now.")).toBeVisible();

  await page.getByLabel("E-mail or username").fill("new_publisher");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("every validation message of the form, on its field", async ({ page }) => {
  await gotoForm(page);
  await field.submit(page).click();
  expect(await errorOf(page, field.email(page))).toBe("Field is required");
  expect(await errorOf(page, field.username(page))).toBe("Username is required");
  expect(await errorOf(page, field.password(page))).toBe("Field is required");
  expect(await errorOf(page, field.repeat(page))).toBe("Field is required");
  expect(await errorOf(page, field.messenger(page))).toBe("Please select your preferred instant messenger platform");
  // A custom field's rule names it (spec 02 section 5: "%fieldName% is required").
  expect(await errorOf(page, field.text(page))).toBe("Website or traffic source URL is required");
  expect(await errorOf(page, field.types(page))).toBe("Traffic types is required");
  // The optional fields (contact, monthly volume, screenshots) have none.
  await expect(page.getByText("Field is required", { exact: true })).toHaveCount(3);
  expect(await errorOf(page, field.volume(page))).toBe("");
  // The first field in error takes the focus.
  await expect(field.email(page)).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);

  await field.email(page).fill("not-an-email");
  await field.username(page).fill("a".repeat(33));
  await field.password(page).fill("    ");
  await field.repeat(page).fill("something else");
  await field.submit(page).click();
  expect(await errorOf(page, field.email(page))).toBe("Please input valid email");
  expect(await errorOf(page, field.username(page))).toBe("The username length should be less or equal than 32 symbols");
  expect(await errorOf(page, field.password(page))).toBe("Field is required");
  expect(await errorOf(page, field.repeat(page))).toBe("Passwords do not match");

  await field.username(page).fill("bad name!");
  await field.submit(page).click();
  expect(await errorOf(page, field.username(page))).toBe("The username may contain only letters, digits and the characters , . _ - @");

  // With only the messenger missing, the focus goes to its list.
  await field.email(page).fill("valid@example.com");
  await field.username(page).fill("valid_name");
  await field.password(page).fill(PASSWORD);
  await field.repeat(page).fill(PASSWORD);
  await field.text(page).fill("https://traffic.example.com");
  await choose(page, field.types(page), ["Pop"]);
  await field.submit(page).click();
  await expect(field.messenger(page)).toBeFocused();
  expect(await errorOf(page, field.messenger(page))).toBe("Please select your preferred instant messenger platform");

  // The counter of the text field counts up to its maximum; the maximum is not in the label.
  await field.text(page).fill("https://x.example");
  await expect(page.getByText("17 / 120")).toBeVisible();
  await expect(field.text(page)).toHaveAttribute("maxlength", "120");
});

test("the image checks: content decides, at most 5 MB, and the hint", async ({ page }) => {
  await gotoForm(page);
  await expect(page.getByText("Please use JPEG, JPG or PNG", { exact: true })).toBeVisible();

  await field
    .screens(page)
    .setInputFiles({ name: "renamed.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.4 not an image at all") });
  await expect(page.getByText("Invalid image. Please check the requirements.", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: TITLES.screens })).toBeHidden();

  const big = Buffer.concat([PNG, Buffer.alloc(5_000_001 - PNG.length)]);
  expect(big.length).toBe(5_000_001);
  await field.screens(page).setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText("The file is too large. Allowed maximum size is 5 MB", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: TITLES.screens })).toBeHidden();

  await field.screens(page).setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("list", { name: TITLES.screens }).getByText("ok.png")).toBeVisible();
  await expect(page.getByText("Invalid image. Please check the requirements.")).toBeHidden();
  await page.getByRole("button", { name: "Remove ok.png" }).click();
  await expect(page.getByRole("list", { name: TITLES.screens })).toBeHidden();
});

test("a taken username shows the server's violation on the username field, and the form keeps everything", async ({ page }) => {
  await gotoForm(page);
  await fillForm(page, { email: "another@example.com", username: "demo" });
  await field.submit(page).click();
  await expect.poll(() => errorOf(page, field.username(page))).toBe("This username is already taken.");
  await expect(field.username(page)).toBeFocused();
  await expect(field.email(page)).toHaveValue("another@example.com");
  await expect(field.password(page)).toHaveValue(PASSWORD);
  await expect(field.text(page)).toHaveValue("https://traffic.example.com");
  await expect(field.types(page)).toContainText("Push");
  await expect(page.getByRole("list", { name: TITLES.screens }).getByText("Uploaded")).toBeVisible();

  // Fixed, it goes through; the image was uploaded once and is reused.
  let uploads = 0;
  page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/media_objects") && uploads++));
  await field.username(page).fill("another_one");
  await field.submit(page).click();
  await expect(page.getByText("We have sent an activation link to another@example.com. Please check your inbox.")).toBeVisible();
  expect(uploads).toBe(0);
});

test("a 406 shows the server's description above the form", async ({ page }) => {
  await gotoForm(page);
  await fillForm(page, { email: "someone@blocked.example", username: "blocked_one", withUpload: false });
  await field.submit(page).click();
  const description = page
    .getByRole("alert")
    .filter({ hasText: "Registrations from this e-mail domain are not accepted. Please contact the network's support." });
  await expect(description).toBeVisible();
  await expect(description).toBeInViewport();
  await expect(field.email(page)).toHaveValue("someone@blocked.example");
  await expect(field.username(page)).toHaveValue("blocked_one");
});

test("after registering once, the limit note replaces the form", async ({ page }) => {
  await gotoForm(page);
  await fillForm(page, { email: "once@example.com", username: "once_only", withUpload: false });
  await field.submit(page).click();
  await expect(page.getByText("We have sent an activation link to once@example.com. Please check your inbox.")).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === REGISTRATION_COOKIE);
  expect(cookie?.httpOnly).toBe(false);

  await page.reload();
  await expect(page.getByText("Registration limit exceeded.", { exact: true })).toBeVisible();
  await expect(field.email(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});

test("the referrer token and the UTM source are sent with the registration", async ({ page }) => {
  await gotoForm(page, "?referrerToken=ref-abc123&utm_source=newsletter");
  await fillForm(page, { email: "referred@example.com", username: "referred", withUpload: false });
  const request = page.waitForRequest((r) => isRegisterCall(r.url(), r.method()));
  await field.submit(page).click();
  expect((await request).postDataJSON()).toMatchObject({ registrationReferrerToken: "ref-abc123", utmSource: "newsletter" });
  await expect(page.getByText("We have sent an activation link to referred@example.com. Please check your inbox.")).toBeVisible();
});

test("the short `ref` parameter is the referrer token too", async ({ page }) => {
  await gotoForm(page, "?ref=short-ref");
  await fillForm(page, { email: "short@example.com", username: "short_ref", withUpload: false });
  const request = page.waitForRequest((r) => isRegisterCall(r.url(), r.method()));
  await field.submit(page).click();
  const payload = (await request).postDataJSON() as Record<string, unknown>;
  expect(payload.registrationReferrerToken).toBe("short-ref");
  expect(payload).not.toHaveProperty("utmSource");
});

test("a used confirmation link shows the server's error text and a way to sign in", async ({ page }) => {
  await page.goto("/publisher/register/confirm/no-such-token");
  await expect(page.getByRole("heading", { name: "Registration confirmation", level: 1 })).toBeVisible();
  await expect(page.getByText("The confirmation link is invalid or has already been used.")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
});

test("the messenger page lists the options and leads back to the form", async ({ page }) => {
  await gotoForm(page);
  await page.getByRole("link", { name: "Which messengers can I choose?" }).click();
  await expect(page).toHaveURL(/\/publisher\/register\/messengers$/);
  await expect(page.getByRole("heading", { name: "Messengers", level: 1 })).toBeVisible();
  for (const [name, title] of [
    ["telegram", "Telegram"],
    ["skype", "Skype"],
    ["whatsapp", "WhatsApp"],
    ["teams", "Microsoft Teams"],
    ["wechat", "WeChat"],
  ]) {
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText(name!);
  }
  await page.getByRole("link", { name: "Back to registration" }).click();
  await expect(page).toHaveURL(/\/publisher\/register$/);
});

test("a form that could not load offers a retry", async ({ page, allowErrors }) => {
  allowErrors("response 500 GET /publisher/api/register/fields");
  await page.request.post("/__mock/faults", { data: { route: "GET /publisher/api/register/fields", status: 500, times: 1 } });
  await page.goto("/publisher/register");
  await expect(page.getByText("The registration form could not be loaded.")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(field.email(page)).toBeVisible();
});

const TITLE_IN = {
  ru: { text: "Сайт или источник трафика", screens: "Скриншоты статистики трафика" },
  uk: { text: "Сайт або джерело трафіку", screens: "Скриншоти статистики трафіку" },
  zh: { text: "网站或流量来源网址", screens: "流量统计截图" },
} as const;

for (const locale of ["ru", "uk", "zh"] as const) {
  test(`the form is fully translated: ${locale}`, async ({ page, baseURL }) => {
    const t = catalogue(locale);
    const en = catalogue("en");
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: `${baseURL}/publisher/` }]);
    await page.goto("/publisher/register");
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox", { name: t["registration.username"] })).toBeVisible();
    for (const key of ["registration.email", "registration.password", "registration.repeatPassword", "registration.contactInfo"]) {
      await expect(main.getByRole("textbox", { name: t[key], exact: true })).toBeVisible();
    }
    await expect(main.getByRole("textbox", { name: TITLE_IN[locale].text })).toBeVisible();
    await main.getByRole("button", { name: t["registration.submit"] }).click();
    await expect(main.getByText(t["registration.error.required"]!, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(t["registration.error.usernameRequired"]!, { exact: true })).toBeVisible();
    await expect(main.getByText(t["registration.error.messenger"]!, { exact: true })).toBeVisible();
    await expect(main.getByText(t["registration.upload.hint"]!, { exact: true })).toBeVisible();
    await main
      .getByLabel(TITLE_IN[locale].screens, { exact: true })
      .setInputFiles({ name: "renamed.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await expect(main.getByText(t["registration.upload.invalid"]!, { exact: true })).toBeVisible();

    // No English text of the form is left (texts that read the same in both languages aside).
    const shown = await main.innerText();
    const leftovers = Object.entries(en).filter(([key, text]) => !/[{}]/.test(text) && t[key] !== text && shown.includes(text));
    expect(leftovers).toEqual([]);
    expect(shown).not.toContain("Website or traffic source URL");
  });
}
