/**
 * News (issue 11; spec 01 section 2, spec 02 section 2): the paged list with preview image, title,
 * relative and absolute time and the unread mark; the article with "Article is empty." and "Not Found";
 * reading an article lowers the header's unread-news badge. Demo has 5 announcements, the oldest
 * (id 5) already seen; id 4 has no body; ids 4 and 5 have no preview image.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, pictureWidths } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";

const newsButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Latest news/ });
const list = (page: Page) => page.getByRole("list", { name: "News" });
const item = (page: Page, title: string) =>
  list(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

const TITLES = [
  "New smartlink verticals for Tier-1 traffic",
  "Weekly payouts are now available",
  "Autumn competition: win up to $5,000",
  "Postback macros {ext1}–{ext6} added",
  "Scheduled maintenance on Sunday",
];

test.describe("news", () => {
  test("the list: newest first, preview images, relative and absolute time, unread marked", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/announcements");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(TITLES);
    await expect(list(page).getByText("Unread", { exact: true })).toHaveCount(4);
    await expect(item(page, TITLES[4]!).getByText("Unread", { exact: true })).toHaveCount(0);
    // Previews: an image for the first three (decorative), a placeholder for the others.
    await expect(list(page).locator("img")).toHaveCount(3);
    await expect(item(page, TITLES[0]!).locator("img")).toHaveAttribute("src", "/publisher/api/cdn/announcements/1.svg");
    await expect(item(page, TITLES[0]!).locator("img")).toHaveAttribute("alt", "");
    await expect(item(page, TITLES[0]!).locator("time")).toHaveText(/^3 hours ago · .*\d{4}/);
    await expect(item(page, TITLES[1]!).locator("time")).toHaveText(/^yesterday · /);
    await expect(item(page, TITLES[2]!).locator("time")).toHaveText(/^6 days ago · /);
    // The absolute time is the publisher's zone's: the same instant through Intl in that zone.
    const { timezone } = (await (await page.request.get("/publisher/api/publishers/current")).json()) as { timezone: string };
    const iso = await item(page, TITLES[0]!).locator("time").getAttribute("datetime");
    const expected = await page.evaluate(
      ([at, zone]) =>
        new Intl.DateTimeFormat("en", {
          timeZone: zone,
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
        }).format(new Date(at!)),
      [iso, timezone] as const,
    );
    await expect(item(page, TITLES[0]!).locator("time")).toContainText(expected);
  });

  test("reading an article: its title, time, image and paragraphs; the unread badge drops at once and the list follows", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/publisher/announcements");
    await expect(newsButton(page)).toHaveAccessibleName("Latest news, 4 unread");
    await list(page).getByRole("link", { name: TITLES[0] }).click();
    await expect(page).toHaveURL(/\/publisher\/announcements\/article\/1$/);
    const article = page.getByRole("article", { name: TITLES[0] });
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(TITLES[0]!);
    await expect(article.locator("time")).toHaveText(/^3 hours ago · /);
    await expect(article.locator("img")).toHaveAttribute("src", "/publisher/api/cdn/announcements/1.svg");
    await expect(article.getByRole("paragraph")).toHaveText([
      "Smartlinks now cover three new verticals for Tier-1 countries.",
      "Ask your manager to enable them for your account.",
    ]);
    await expect(page).toHaveTitle(`${TITLES[0]} · Publisher Platform`);
    await expect(newsButton(page)).toHaveAccessibleName("Latest news, 3 unread");

    await page.getByRole("link", { name: "All news" }).click();
    await expect(list(page).getByText("Unread", { exact: true })).toHaveCount(3);
    await expect(item(page, TITLES[0]!).getByText("Unread", { exact: true })).toHaveCount(0);
  });

  test("the header's popover opens an article too, and the badge drops", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/dashboard");
    await newsButton(page).click();
    await page
      .getByRole("list", { name: "Latest news" })
      .getByRole("link", { name: new RegExp(`^${TITLES[1]}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: TITLES[1] })).toBeVisible();
    await expect(newsButton(page)).toHaveAccessibleName("Latest news, 3 unread");
  });

  test("an article without a body says “Article is empty.”", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/announcements/article/4");
    await expect(page.getByRole("heading", { level: 1, name: TITLES[3] })).toBeVisible();
    await expect(page.getByText("Article is empty.", { exact: true })).toBeVisible();
  });

  test("an unknown article is “Not Found”; an id that is no number is not asked for", async ({ page, allowErrors }) => {
    allowErrors("/publisher/api/announcements/999");
    await signIn(page);
    await page.goto("/publisher/announcements/article/999");
    await expect(page.getByRole("alert").filter({ hasText: "Not Found" })).toHaveText("Not Found");
    await expect(page.getByRole("link", { name: "All news" })).toBeVisible();

    const asked: string[] = [];
    page.on("request", (r) => void (r.url().includes("/api/announcements/") && asked.push(r.url())));
    await page.goto("/publisher/announcements/article/abc");
    await expect(page.getByRole("alert")).toHaveText("Not Found");
    expect(asked).toEqual([]);
  });

  test("an HTML body is shown sanitised: no script runs, no on* handler, no unsafe link", async ({ page, allowErrors }) => {
    // Parsing the body meets its two on* handlers: the page's policy refuses them and says so (decision 046).
    allowErrors("Executing inline event handler violates the following Content Security Policy directive");
    await signIn(page);
    const html =
      '<h1>Heading</h1><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'img\'">' +
      "<p onclick=\"window.__pwned = 'click'\">Hello <strong>bold</strong> <a href=\"javascript:window.__pwned='link'\">bad link</a> " +
      '<a href="https://example.com/terms">good link</a></p><iframe src="https://example.com"></iframe><ul><li>one</li><li>two</li></ul>';
    await page.route("**/publisher/api/announcements/2", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), body: html } });
    });
    await page.goto("/publisher/announcements/article/2");
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: "Heading" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("bold");
    await expect(article.getByRole("listitem")).toHaveText(["one", "two"]);
    await expect(article.getByRole("link", { name: "good link" })).toHaveAttribute("href", "https://example.com/terms");
    await expect(article.getByRole("link", { name: "bad link" })).toHaveCount(0);
    await expect(article.getByText("bad link")).toBeVisible();
    await article.getByText("Hello").click();
    await article.getByText("bad link").click();
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    // Only the preview image: nothing of the body's img or iframe.
    await expect(article.locator("img")).toHaveCount(1);
    await expect(article.locator("iframe, script, [onclick], [onerror]")).toHaveCount(0);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`news and an article: axe finds nothing serious, pictured at 1440, 1023 and 767 (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    for (const width of pictureWidths([1440, 1023, 767])) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/publisher/announcements");
      await expect(list(page).getByRole("listitem")).toHaveCount(5);
      if (width === 1440) expect(await seriousViolations(page), "news").toEqual([]);
      await picture(page, `news-${width}-${colorScheme}.png`, { fullPage: true });
      await page.goto("/publisher/announcements/article/1");
      await expect(page.getByRole("article").getByRole("paragraph")).toHaveCount(2);
      if (width === 1440) expect(await seriousViolations(page), "article").toEqual([]);
      await picture(page, `article-${width}-${colorScheme}.png`, { fullPage: true });
    }
  });
}
