/**
 * Support (issue 11; spec 01 section 2, spec 02 section 2): tabs contacts, faq and notifications in the
 * URL; the manager with every present contact, each a link and copyable ("Copied to clipboard"); the
 * FAQ as a disclosure list with a search box.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { seriousViolations } from "./axe";
import { NEWBIE, signIn } from "./helpers";

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const faqs = (page: Page) => page.getByRole("list", { name: "Frequently asked questions" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search questions" });

const QUESTIONS = [
  "When are payments made?",
  "How do I change my payout account?",
  "What is a smartlink?",
  "How do I activate a promo code?",
];

test.describe("support", () => {
  test("the tabs follow the URL and write it", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Contacts", "FAQ", "Notifications", "Chat"]);
    await expect(tab(page, "Contacts")).toHaveAttribute("aria-selected", "true");
    await tab(page, "FAQ").click();
    await expect(page).toHaveURL(/selectedTab=faq$/);
    await expect(faqs(page)).toBeVisible();
    await page.goto("/publisher/support?selectedTab=notifications");
    await expect(tab(page, "Notifications")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(10);
  });

  test("contacts: demo's manager with every contact as a link, each copyable", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page);
    await page.goto("/publisher/support?selectedTab=contacts");
    const card = page.getByRole("region", { name: "Olena" });
    await expect(card.getByText(/^Your personal manager/)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([/^E-mail/, /^Skype/, /^Telegram/, /^Teams/]);
    await expect(card.getByRole("link", { name: "olena.manager@example.com" })).toHaveAttribute("href", "mailto:olena.manager@example.com");
    await expect(card.getByRole("link", { name: "live:olena.affiliates" })).toHaveAttribute("href", "skype:live:olena.affiliates?chat");
    await expect(card.getByRole("link", { name: "@olena_affiliates" })).toHaveAttribute("href", "https://t.me/olena_affiliates");
    await expect(card.getByRole("link", { name: "olena@affnet.example" })).toHaveAttribute(
      "href",
      /^https:\/\/teams\.microsoft\.com\/.*olena%40affnet\.example$/,
    );
    await expect(card.getByRole("link", { name: "@olena_affiliates" })).toHaveAttribute("target", "_blank");

    await card.getByRole("button", { name: "Copy Telegram" }).click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("@olena_affiliates");
    await card.getByRole("button", { name: "Copy E-mail" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("olena.manager@example.com");
  });

  test("contacts: only the contacts present (newbie's manager has e-mail and Telegram)", async ({ page }) => {
    await signIn(page, NEWBIE);
    await page.goto("/publisher/support");
    const card = page.getByRole("region", { name: "Marcus" });
    await expect(card.getByRole("listitem")).toHaveText([/^E-mail/, /^Telegram/]);
    await expect(card.getByRole("button", { name: /^Copy / })).toHaveCount(2);
  });

  test("FAQ: questions as disclosures that show their answer", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/support?selectedTab=faq");
    const buttons = faqs(page).getByRole("button");
    await expect(buttons).toHaveText(QUESTIONS);
    const first = faqs(page).getByRole("button", { name: QUESTIONS[0] });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/^Every week, once your balance/)).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/^Every week, once your balance/)).toBeVisible();
    // Keyboard: Enter toggles a focused question.
    const second = faqs(page).getByRole("button", { name: QUESTIONS[2] });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/^A link that picks a relevant offer/)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("FAQ search: questions and answers, every word; a clear message when nothing matches", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/support?selectedTab=faq");
    await expect(faqs(page).getByRole("button")).toHaveCount(4);
    // "pin" is only in an answer.
    await search(page).fill("PIN");
    await expect(faqs(page).getByRole("button")).toHaveText([QUESTIONS[1]!]);
    await expect(page.getByRole("status").filter({ hasText: "1 question" })).toBeAttached();
    await search(page).fill("promo balance");
    await expect(faqs(page).getByRole("button")).toHaveText([QUESTIONS[3]!]);
    await search(page).fill("how do");
    await expect(faqs(page).getByRole("button")).toHaveText([QUESTIONS[1]!, QUESTIONS[3]!]);
    await search(page).fill("  bitcoin  ");
    await expect(faqs(page)).toBeHidden();
    await expect(page.getByRole("status")).toHaveText("No questions match “bitcoin”. Try other words or clear the search.");
    await search(page).fill("");
    await expect(faqs(page).getByRole("button")).toHaveText(QUESTIONS);
  });

  test("FAQ in the publisher's language", async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: "uk" },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto("/publisher/support?selectedTab=faq");
    await expect(page.getByRole("list", { name: "Поширені запитання" }).getByRole("button").first()).toHaveText(
      "Коли здійснюються виплати?",
    );
    await page.getByRole("searchbox", { name: "Пошук у запитаннях" }).fill("щось");
    await expect(page.getByRole("status")).toHaveText("Немає запитань за запитом «щось». Спробуйте інші слова або очистьте пошук.");
  });

  test("a failed FAQ load shows the error with Retry", async ({ page, request, allowErrors }) => {
    allowErrors("/publisher/api/faqs");
    await signIn(page);
    await request.post("/__mock/faults", { data: { route: "GET /publisher/api/faqs", mode: "status", status: 500, times: 1 } });
    await page.goto("/publisher/support?selectedTab=faq");
    await expect(page.getByRole("alert").filter({ hasText: "Injected fault: 500" })).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(faqs(page).getByRole("button")).toHaveCount(4);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the three tabs: axe finds nothing serious, pictured at 1440, 1023 and 767 (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    for (const width of pictureWidths([1440, 1023, 767])) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoOverflow(page);
      await page.goto("/publisher/support?selectedTab=contacts");
      await expect(page.getByRole("region", { name: "Olena" })).toBeVisible();
      if (width === 1440) expect(await seriousViolations(page), "contacts").toEqual([]);
      await picture(page, `contacts-${width}-${colorScheme}.png`, { fullPage: true });
      await page.goto("/publisher/support?selectedTab=faq");
      await faqs(page).getByRole("button", { name: QUESTIONS[0] }).click();
      await expect(page.getByText(/^Every week, once your balance/)).toBeVisible();
      if (width === 1440) expect(await seriousViolations(page), "faq").toEqual([]);
      await picture(page, `faq-${width}-${colorScheme}.png`, { fullPage: true });
      await search(page).fill("bitcoin");
      await expect(page.getByRole("status")).toContainText("No questions match");
      if (width === 1440) expect(await seriousViolations(page), "faq, nothing found").toEqual([]);
      await page.goto("/publisher/support?selectedTab=notifications");
      await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(10);
      if (width === 1440) expect(await seriousViolations(page), "notifications").toEqual([]);
      await picture(page, `notifications-${width}-${colorScheme}.png`, { fullPage: true });
    }
  });
}
