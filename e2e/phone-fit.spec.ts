/**
 * Every signed-in page and each of its tabs fits a 375 px phone with nothing cut (issue 35, item 3):
 * the document does not scroll sideways, and no element reaches past the screen's right edge unless a
 * box that scrolls or clips sideways holds it (a wide table in its scroller). The pages are the menu's
 * (src/shell/sidebar/menu-entries.ts) and the detail pages; each is walked in Russian, whose texts are
 * the longest of the four languages. The postback delivery log too (item 4), whose URLs and answers are
 * long unbroken lines: from a conversion's row and from Settings › Postbacks, each with its copy button
 * on screen. And what a row is read for shows without a swipe (item 11): a payment's amount and status,
 * a payout account's status (the rest under Details), a shortlink's whole address beside its images.
 */
import type { Page } from "@playwright/test";
import { MENU } from "../src/shell/sidebar/menu-entries";
import { expect, test } from "./fixtures";
import { inBothSchemes, switchScheme } from "./axe";
import { signIn } from "./helpers";
import { picture, PICTURE_SCHEMES } from "./pictures";
import { startLoopbackReceiver } from "../tests/fixtures/loopback-receiver";
import ruLists from "../src/i18n/messages/ru/lists.json" with { type: "json" };
import ruPostbacks from "../src/i18n/messages/ru/postbacks.json" with { type: "json" };
import ruPages from "../src/i18n/messages/ru/pages.json" with { type: "json" };
import ruPayouts from "../src/i18n/messages/ru/payouts.json" with { type: "json" };
import ruPayout from "../src/i18n/messages/ru/payout-accounts.json" with { type: "json" };
import ruShortlinks from "../src/i18n/messages/ru/offer-detail.json" with { type: "json" };

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

test("at 375 px a tab strip wider than the screen fades where it goes on, and a link to a later tab shows that tab", async ({ page }) => {
  await signIn(page);
  const strip = page.getByRole("tablist");
  // The strip's fades are its box's siblings (src/ui/scroll-edges.tsx).
  const fade = (edge: "start" | "end") => strip.locator(`xpath=following-sibling::div[@data-edge='${edge}']`);
  await page.goto("/publisher/settings");
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(fade("end")).toHaveClass(/\bopacity-100\b/);
  await expect(fade("start")).toHaveClass(/\bopacity-0\b/);

  await page.goto("/publisher/settings?selectedTab=contacts");
  const contacts = page.getByRole("tab", { name: "Contacts" });
  await expect(contacts).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => contacts.evaluate((tab) => tab.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  await expect(fade("start")).toHaveClass(/\bopacity-100\b/);
});

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

/** A PNG by its signature: the mock checks an upload's content, not its name. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

test("at 375 px what a row is read for shows without a swipe: a payment's amount and status, a payout account's status, a shortlink's whole address (issue 35 item 11)", async ({
  page,
}) => {
  await signInInRussian(page);
  // Payments: the period, the amount and the status (under the amount when its own column does not
  // fit: "Обрабатывается" in Russian); the rest under Details, without the status again.
  await page.goto("/publisher/payments");
  await settled(page);
  const payments = page.getByRole("table", { name: ruPages["menu.payments"] });
  const rows = payments.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const statuses = Object.entries(ruLists)
    .filter(([key]) => key.startsWith("lists.paymentStatus."))
    .map(([, text]) => text);
  for (const row of (await rows.all()).slice(0, 4)) {
    await expect(row.locator('[data-column="amount"]')).toBeInViewport({ ratio: 1 });
    const status = row.getByText(new RegExp(`^(${statuses.join("|")})$`)).filter({ visible: true });
    await expect(status).toHaveCount(1);
    await expect(status).toBeInViewport({ ratio: 1 });
  }
  // Nothing to scroll to, so no shade says there is (the card's last child, src/ui/list/data-table.tsx).
  await expect(payments.locator("xpath=../following-sibling::div[@aria-hidden='true']")).toHaveClass(/\bopacity-0\b/);
  const details = rows.first().getByRole("button", { name: ruLists["lists.details"] });
  await details.click();
  const panel = page.locator(`#${await details.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("term")).toHaveText([
    ruLists["lists.payments.method"],
    ruLists["lists.payments.notes"],
    ruLists["lists.payments.commission"],
    // The payment's statement (decision 089): after the amount and the status, so under Details on a phone.
    ruPayouts["payouts.statement"],
  ]);
  expect(await cut(page), "payments").toEqual({ sideways: 0, found: [] });
  expect(
    await inBothSchemes(page, "payments", { context: { include: ["main"] }, then: (scheme) => picture(page, `payments-375-${scheme}`) }),
  ).toEqual([]);
  await switchScheme(page, "light");

  // Payout accounts: each account and its status in the card, nothing to swipe to; Details opens the
  // number to copy, the minimal payment and the row's actions, each a thumb's 44 px.
  await page.goto("/publisher/settings?selectedTab=payoutAccounts");
  await settled(page);
  const accounts = page.getByRole("table", { name: ruPayout["payout.table.label"] });
  await expect(accounts.locator("tbody tr").first()).toBeVisible();
  expect(
    await accounts.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    "the accounts swipe",
  ).toBe(0);
  for (const row of await accounts.locator("tbody tr").all()) {
    await expect(row.getByText(new RegExp(`^(${ruPayout["payout.active"]}|${ruPayout["payout.makeActive"]})$`))).toBeInViewport({
      ratio: 1,
    });
  }
  await accounts.locator("tbody tr").first().getByRole("button", { name: ruLists["lists.details"] }).click();
  for (const action of [ruPayout["payout.edit"], ruPayout["payout.delete"], ruPayout["payout.history"]]) {
    const button = accounts.getByRole("button", { name: new RegExp(`^${action} `) });
    await expect(button).toBeInViewport({ ratio: 1 });
    expect((await button.boundingBox())!.height, action).toBeGreaterThanOrEqual(44);
  }
  expect(await cut(page), "payout accounts").toEqual({ sideways: 0, found: [] });
  expect(
    await inBothSchemes(page, "payout accounts", {
      context: { include: ["main"] },
      then: (scheme) => picture(page, `payout-accounts-375-${scheme}`, { fullPage: true }),
    }),
  ).toEqual([]);
  await switchScheme(page, "light");

  // A shortlink with both images: its address on its own line, not squeezed beside them.
  const media: string[] = [];
  for (const name of ["cover.png", "preview.png"]) {
    const uploaded = await page.request.post("/publisher/api/media_objects", {
      multipart: { file: { name, mimeType: "image/png", buffer: PNG } },
    });
    media.push(((await uploaded.json()) as { "@id": string })["@id"]);
  }
  const created = await page.request.post("/publisher/api/campaign_short_links", {
    data: { offer: "/publisher/api/offers/4117", domain: null, title: "Spring sale", coverImage: media[0], previewImage: media[1] },
    headers: { "content-type": "application/ld+json" },
  });
  expect(created.status()).toBe(201);
  const { shortUrl } = (await created.json()) as { shortUrl: string };
  await page.goto("/publisher/offers/4117?selectedTab=shortlink");
  await settled(page);
  const address = page.getByRole("listitem").filter({ hasText: "Spring sale" }).getByText(shortUrl, { exact: true });
  await expect(address).toBeVisible();
  // Beside the images it was 80 px wide, broken every few letters over six lines.
  const box = (await address.boundingBox())!;
  expect(box.width, "the address's width").toBeGreaterThanOrEqual(200);
  expect(box.height, "the address's lines").toBeLessThanOrEqual(40);
  expect(await cut(page), "shortlinks").toEqual({ sideways: 0, found: [] });
  for (const scheme of PICTURE_SCHEMES) {
    await switchScheme(page, scheme);
    await picture(page.getByRole("list", { name: ruShortlinks["shortlinks.list"] }), `shortlinks-375-${scheme}`);
  }
});

/**
 * Every target on the page (links, buttons, fields, tabs, a visually hidden control's label) smaller
 * than 24 × 24 px that WCAG 2.2's spacing exception does not excuse (a 24 px circle on its centre
 * reaching another target, or another small one's circle), named; and each of `thumb`'s targets
 * smaller than 44 × 44 px. A link inside a sentence is excused (WCAG's inline exception), and so is
 * what is not laid out, hidden, inert or covered (by an open popover).
 */
const smallTargets = (page: Page, thumb: string) =>
  page.evaluate((thumb) => {
    /** Not hidden, and not under something else (a popover) where its centre is on screen. */
    const shown = (element: Element) => {
      if (element.closest("[aria-hidden='true'], [inert]") || getComputedStyle(element).visibility === "hidden") return false;
      const { left, top, width, height } = element.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return true;
      const found = document.elementFromPoint(x, y);
      return found === null || element.contains(found) || found.contains(element) || (element as HTMLLabelElement).control === found;
    };
    const boxOf = (element: Element) => element.getBoundingClientRect();
    const nameOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}"`;
    /** A link in a sentence: laid out inline, beside text of its own block. */
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    const targets = [...document.querySelectorAll("a[href], button, select, input, textarea, summary, [role='tab'], label")]
      .map((element) => {
        // A visually hidden control (a radio of a segmented choice) is taken by its label.
        if (element.tagName === "LABEL") {
          const control = (element as HTMLLabelElement).control;
          return control && boxOf(control).width <= 1 ? element : null;
        }
        return element;
      })
      .filter((element): element is Element => element !== null && shown(element) && boxOf(element).width > 1 && boxOf(element).height > 1);
    const small = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distance = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
    const problems: string[] = [];
    for (const target of targets) {
      const box = boxOf(target);
      if (target.matches(thumb) && (box.width < 43.5 || box.height < 43.5))
        problems.push(`${nameOf(target)} ${Math.round(box.width)}×${Math.round(box.height)}, not 44`);
      if (!small(box) || (target.tagName === "A" && inSentence(target))) continue;
      const near = targets.find((other) => {
        if (other === target || other.contains(target) || target.contains(other)) return false;
        const otherBox = boxOf(other);
        if (small(otherBox)) return Math.hypot(centre(box).x - centre(otherBox).x, centre(box).y - centre(otherBox).y) < 24;
        return distance(centre(box), otherBox) < 12;
      });
      if (near) problems.push(`${nameOf(target)} ${Math.round(box.width)}×${Math.round(box.height)}, beside ${nameOf(near)}`);
    }
    return problems;
  }, thumb);

/** The controls a thumb uses most: the header's, a row's Details, the pages, tabs, the calendar's. */
const THUMB = [
  // The page's banner (a header inside the page's main content is not).
  "header:not(main header) button",
  "header:not(main header) a",
  "[role='tab']",
  "button[aria-label='Details']",
  "nav[aria-label='Pagination'] button",
  "div:has(> nav[aria-label='Pagination']) select",
].join(", ");

test("at 375 px the controls a thumb uses most are 44 px, and every other target 24 px or spaced as WCAG 2.2 allows (issue 35 item 14)", async ({
  page,
}) => {
  await signIn(page);
  for (const path of ["dashboard", "offers", "conversions", "reports", "settings", "offers/4117", "smartlinks"]) {
    await page.goto(`/publisher/${path}`);
    await settled(page);
    expect.soft(await smallTargets(page, THUMB), path).toEqual([]);
  }
  // The date range's calendar, open.
  await page.goto("/publisher/conversions");
  await settled(page);
  await page.getByRole("button", { name: /^Date range:/ }).click();
  const calendar = page.getByRole("grid");
  await expect(calendar).toBeVisible();
  expect.soft(await smallTargets(page, `${THUMB}, [role='grid'] button, [aria-label='Periods'] button`), "the calendar").toEqual([]);
  expect(await cut(page), "the calendar").toEqual({ sideways: 0, found: [] });
  await picture(page, "calendar-375");
  // Demo mode: "Activate your account" takes the strip's height, not its line's.
  await page.context().clearCookies();
  await signIn(page, { username: "newbie", password: "Newbie-pass-1" });
  await page.goto("/publisher/dashboard");
  await settled(page);
  expect.soft(await smallTargets(page, THUMB), "demo mode").toEqual([]);
  expect(
    (await page.getByRole("link", { name: /^Activate your account/ }).boundingBox())!.height,
    "the strip inside its border",
  ).toBeGreaterThanOrEqual(33);
});
