/**
 * News (issue 11; spec 01 section 2, spec 02 section 2): the paged list with preview image, title,
 * relative and absolute time and the unread mark; the article with "Article is empty." and "Not Found";
 * reading an article lowers the header's unread-news badge. Demo has 5 announcements, the oldest
 * (id 5) already seen; id 4 has no body; ids 4 and 5 have no preview image. Here: an HTML body under
 * the page's CSP, axe and pictures (the list's axe: a11y.spec.ts); the list, the article and the badge are
 * tests/components/shell/news.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PICTURES, picturesAt } from "./pictures";
import { forBothSchemes, inBothSchemes } from "./axe";
import { signIn } from "./helpers";

const list = (page: Page) => page.getByRole("list", { name: "News" });

test.describe("news", () => {
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

// Each page loads once at 1440: a scheme is a switch, a width (pictures only) a resize. The list's axe in
// both schemes at 1440 is a11y.spec.ts's "the announcements screen with demo".
test("news and an article: axe finds nothing serious in the article in light and dark, both pictured at 1440, 1023 and 767", async ({
  page,
}) => {
  const widths = [1440, 1023, 767];
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/publisher/announcements");
  await expect(list(page).getByRole("listitem")).toHaveCount(5);
  if (PICTURES)
    await forBothSchemes(page, (colorScheme) =>
      picturesAt(page, widths, (width) => `news-${width}-${colorScheme}.png`, { fullPage: true }),
    );
  await page.goto("/publisher/announcements/article/1");
  await expect(page.getByRole("article").getByRole("paragraph")).toHaveCount(2);
  const found = await inBothSchemes(page, "article", {
    then: (colorScheme) => picturesAt(page, widths, (width) => `article-${width}-${colorScheme}.png`, { fullPage: true }),
  });
  expect(found).toEqual([]);
});
