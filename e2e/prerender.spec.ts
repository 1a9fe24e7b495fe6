/**
 * The pre-rendered public pages (scripts/prerender.ts, docs/decisions/045-delivery-on-a-phone.md):
 * the form is on screen before the page's scripts run, what is typed then is kept when React takes
 * the page over, and nothing is sent before that (an Enter then is sent after: e2e/early-taps.spec.ts).
 */
import type { Page } from "@playwright/test";
import { chunkOf } from "./chunks";
import { expect, test } from "./fixtures";

/** Holds the portal's entry script until the returned function is called. */
const holdEntry = async (page: Page): Promise<() => void> => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/publisher\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

test("the login form shows and takes input before its scripts run; Enter pressed then signs in with it once they have", async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto("/publisher/login", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Sign in" });
  await expect(submit).toBeDisabled();
  await page.getByRole("textbox", { name: "E-mail or username" }).fill("demo");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-pass-1");
  // Enter before the scripts: the form is not sent (its submit button is disabled).
  await page.getByRole("textbox", { name: "Password", exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/publisher\/login$/);

  // Once the scripts have taken the form over, the Enter is done (issue 35.9): no second press.
  release();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("the pre-rendered page is in the language of the cookie, and React takes it over", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "_locale", value: "uk", url: `${baseURL}/publisher/` }]);
  const response = await page.goto("/publisher/reset_password");
  expect(await response!.text()).toContain('data-prerendered="uk"');
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("button", { name: "Скинути пароль" })).toBeEnabled();
});

test("a public page names no script in its head: its scripts are asked for after the first paint (decision 062)", async ({ request }) => {
  for (const path of ["/publisher/login", "/publisher/register", "/publisher/reset_password"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<script[^>]*\btype="module"|rel="modulepreload"/);
    expect(html, path).toMatch(/<script nonce="[^"]+">\(function loadAfterFirstPaint\([^<]*<\/script><\/body>/);
  }
});

test("a public page's list names its own chunks: they leave while the entry is still on its way", async ({ page }) => {
  const release = await holdEntry(page);
  const asked = (source: string) => page.waitForRequest(chunkOf(source));
  const wanted = Promise.all([
    asked("src/features/registration/register-page.tsx"),
    asked("src/shell/prelogin-route.ts"),
    asked("src/i18n/catalogues/en.ts"),
  ]);
  await page.goto("/publisher/register", { waitUntil: "commit" });
  await wanted;
  release();
  await expect(page.locator("#root[data-taken-over]")).toBeAttached();
});
