/**
 * The registration journey (spec 01 sections 2, 3, 4, 5, 7, 8): a new publisher registers with every
 * kind of custom field (a real PNG uploaded), gets the limit note on a reload, reads the activation
 * e-mail, confirms, signs in; axe on the form's messages and the limit note. The form's behaviours
 * (validation table, image checks, the server's refusals, referrer and UTM, the confirmation and
 * messenger pages, every language) are component tests in tests/components/forms/registration/ (issue 33).
 */
import type { Page } from "@playwright/test";
import { REGISTRATION_COOKIE } from "../contracts/cookies";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { mailbox } from "./helpers";

/** A real 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const PASSWORD = "Fresh-pass-1";

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

const axeProblems = (page: Page) => seriousViolations(page, { include: ["main"] });

const gotoForm = async (page: Page, query = "") => {
  await page.goto(`/publisher/register${query}`);
  await expect(page.getByRole("heading", { name: "Sign up", level: 1 })).toBeVisible();
  await expect(field.email(page)).toBeVisible();
};

const isRegisterCall = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/publisher/api/publishers/register";

test("a new publisher registers with every kind of custom field, confirms by e-mail and signs in", async ({ page }) => {
  const email = "new.publisher@example.com";
  await gotoForm(page);
  // The validation messages pass axe (the messages themselves: tests/components/forms/registration/).
  await field.submit(page).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
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
  const cookie = (await page.context().cookies()).find((c) => c.name === REGISTRATION_COOKIE);
  expect(cookie?.httpOnly).toBe(false);
  // A reload of the pre-rendered form gives way to the limit note.
  await page.reload();
  await expect(page.getByText("Registration limit exceeded.", { exact: true })).toBeVisible();
  await expect(field.email(page)).toBeHidden();
  expect(await axeProblems(page)).toEqual([]);

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

  // A used confirmation link's page passes axe too (its text and link: tests/components/forms/registration/).
  await page.goto("/publisher/register/confirm/no-such-token");
  await expect(page.getByText("The confirmation link is invalid or has already been used.")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});
