/**
 * Every signed-in page and each of its tabs fits a 375 px phone with nothing cut (issue 35, item 3):
 * the document does not scroll sideways, and no element reaches past the screen's right edge unless a
 * box that scrolls or clips sideways holds it (a wide table in its scroller). The pages are the menu's
 * (src/shell/sidebar/menu-entries.ts) and the detail pages; each is walked in Russian, whose texts are
 * the longest of the four languages. The postback delivery log too (item 4), whose URLs and answers are
 * long unbroken lines: from a conversion's row and from Settings › Postbacks, each with its copy button
 * on screen.
 */
import type { Page } from "@playwright/test";
import { MENU } from "../src/shell/sidebar/menu-entries";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { startLoopbackReceiver } from "../tests/fixtures/loopback-receiver";
import ruLists from "../src/i18n/messages/ru/lists.json" with { type: "json" };
import ruPostbacks from "../src/i18n/messages/ru/postbacks.json" with { type: "json" };

test.use({ viewport: { width: 375, height: 800 } });

/** The elements that reach past the right edge of the screen with nothing scrolling or clipping them, named for the message. */
const cut = (page: Page) =>
  page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const held = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const { right, width } = element.getBoundingClientRect();
      if (width > 0 && right > edge && !held(element)) {
        found.push(
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(right)} px`,
        );
      }
    }
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, found: found.slice(0, 5) };
  });

/** Signs demo in, in Russian: the publisher's own language, which the portal takes when signed in. */
const signInInRussian = async (page: Page) => {
  await signIn(page);
  const { relativeId } = (await (await page.request.get("/publisher/api/publishers/current")).json()) as { relativeId: number };
  const chosen = await page.request.patch(`/publisher/api/publishers/${relativeId}`, {
    data: { language: "ru" },
    headers: { "content-type": "application/merge-patch+json" },
  });
  expect(chosen.ok(), "the profile takes Russian").toBe(true);
};

const settled = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
};

const PAGES = [...MENU.map((entry) => entry.path), "offers/4102", "offers/4301", "smartlinks/305", "announcements/article/1"];

// Two tests, so that the walk spreads over the workers.
for (const [half, paths] of [
  ["first", PAGES.slice(0, Math.ceil(PAGES.length / 2))],
  ["second", PAGES.slice(Math.ceil(PAGES.length / 2))],
] as const) {
  test(`at 375 px every page and tab fits, nothing cut (${half} half of the pages, in Russian)`, async ({ page }) => {
    await signInInRussian(page);
    for (const path of paths) {
      await page.goto(`/publisher/${path}`);
      await settled(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      const tabs = page.getByRole("tab");
      const count = await tabs.count();
      for (let index = 0; index < Math.max(count, 1); index++) {
        if (index > 0) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
          await settled(page);
        }
        const what = count > 0 ? `${path}, tab ${index + 1}` : path;
        expect(await cut(page), what).toEqual({ sideways: 0, found: [] });
        // An offer's goals: the payout, what a publisher reads the table for, without swiping it.
        if (path.startsWith("offers/") && index === 0) {
          const payout = page.getByRole("columnheader").last();
          expect(
            await payout.evaluate((cell) => cell.getBoundingClientRect().right <= window.innerWidth),
            `${path}: the payout column`,
          ).toBe(true);
        }
      }
    }
  });
}

test("at 375 px the delivery log's long URL and answer wrap inside the dialog, the copy button on screen", async ({ page }) => {
  const receiver = await startLoopbackReceiver();
  try {
    await signInInRussian(page);
    const url = `${receiver.base}/ok?click={ext_click_id}&sum={sum}&campaign=${"spring-sale-".repeat(6)}end&token=top-secret-1`;
    const added = await page.request.post("/publisher/api/publisher_postbacks", {
      data: { name: "Loopback tracker", scope: "global", url },
      headers: { "content-type": "application/ld+json" },
    });
    expect(added.status()).toBe(201);
    const fired = await page.request.post("/__mock/postback-deliveries", { data: {} });
    const { conversion } = (await fired.json()) as { conversion: number };
    const entry = page.getByRole("dialog").getByRole("listitem").filter({ hasText: "Loopback tracker" });

    await page.goto("/publisher/conversions");
    await settled(page);
    await page.getByRole("button", { name: ruLists["lists.conversions.deliveriesFor"].replace("{id}", String(conversion)) }).click();
    await expect(entry.locator("pre")).toContainText("OK tracked /ok?click=");
    expect(await cut(page), "a conversion's deliveries").toEqual({ sideways: 0, found: [] });
    await expect(entry.locator("dd button").first()).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");

    await page.goto("/publisher/settings?selectedTab=postbacks");
    await settled(page);
    await page.getByRole("button", { name: ruPostbacks["postbacks.deliveriesFor"].replace("{name}", "Loopback tracker") }).click();
    await expect(page.getByRole("dialog").getByRole("listitem").first().locator("pre")).toContainText("OK tracked /ok?click=");
    expect(await cut(page), "a postback's deliveries").toEqual({ sideways: 0, found: [] });
    await expect(page.getByRole("dialog").getByRole("listitem").first().locator("dd button").first()).toBeInViewport({ ratio: 1 });
  } finally {
    await receiver.close();
  }
});
