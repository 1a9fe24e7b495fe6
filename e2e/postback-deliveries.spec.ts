/**
 * The postback delivery log (issue 27.2) in a browser, proven against a real loopback receiver started
 * here, as the tester does: a conversion fires the publisher's postbacks (the `/__mock/postback-deliveries`
 * control), the receiver gets the filled URL, and the log shows it per postback (Settings › Postbacks ›
 * Deliveries) and per conversion (the Conversions row's Deliveries) with its status and the receiver's
 * answer. Axe in light and dark; nothing overflows; pictures at 1440 and 767. A failing receiver's
 * retries, "Failures only", Resend and the empty log are tested as components:
 * tests/components/details/postback-deliveries.test.tsx.
 */
import type { Page } from "@playwright/test";
import { type ColorScheme, forBothSchemes, inBothSchemes, switchScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openConversions, signIn } from "./helpers";
import { expectNoOverflow, picture, PICTURE_SCHEMES, PICTURES, resize } from "./pictures";
import { type LoopbackReceiver, startLoopbackReceiver } from "../tests/fixtures/loopback-receiver";

let receiver: LoopbackReceiver;

test.beforeAll(async () => {
  receiver = await startLoopbackReceiver();
});
test.afterAll(() => receiver.close());
test.beforeEach(async ({ page }) => {
  receiver.reset();
  await signIn(page);
});

/** Adds a global postback through the API, as the dialog would. */
const addPostback = async (page: Page, name: string, url: string) => {
  const response = await page.request.post("/publisher/api/publisher_postbacks", {
    data: { name, scope: "global", url },
    headers: { "content-type": "application/ld+json" },
  });
  expect(response.status()).toBe(201);
};

/** The network reports demo's newest conversion: every matching postback fires; answers once each is logged. */
const fireNewest = async (page: Page) => {
  const response = await page.request.post("/__mock/postback-deliveries", { data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { conversion: number }).conversion;
};

const openPostbacks = async (page: Page) => {
  await page.goto("/publisher/settings?selectedTab=postbacks");
  await expect(page.getByRole("table", { name: "Postbacks for all conversions" }).getByRole("row").nth(1)).toBeVisible();
};

const entries = (page: Page) => page.getByRole("dialog").getByRole("list", { name: "Deliveries" }).getByRole("listitem");

test("a real delivery to a loopback receiver is in the log, per postback and per conversion, with its status and answer", async ({
  page,
}) => {
  await addPostback(page, "Loopback tracker", `${receiver.base}/ok?click={ext_click_id}&sum={sum}&token=top-secret-1`);
  const conversion = await fireNewest(page);
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]).toMatch(/^\/ok\?click=[^&]*&sum=\d+\.\d{2}&token=top-secret-1$/);

  // Per postback: Settings › Postbacks › Deliveries.
  await openPostbacks(page);
  await page.getByRole("button", { name: "Deliveries of Loopback tracker" }).click();
  const dialog = page.getByRole("dialog", { name: "Deliveries of Loopback tracker" });
  await expect(entries(page)).toHaveCount(1);
  const entry = entries(page).first();
  await expect(entry.locator("[data-outcome]")).toHaveText("Delivered· HTTP 200");
  await expect(entry).toContainText(`Conversion #${conversion}`);
  await expect(entry).toContainText("OK tracked /ok?click=");
  await expect(entry).toContainText("1 attempt; the last took");
  // The log masks the secret the receiver got, in the URL and in the echoed answer.
  await expect(entry.locator("code")).toContainText("token=***");
  await expect(entry).not.toContainText("top-secret-1");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // Per conversion: its row's Deliveries lists every postback fired for it (the seeded tracker is simulated).
  await openConversions(page);
  await page.getByRole("button", { name: `Postback deliveries of conversion #${conversion}` }).click();
  await expect(page.getByRole("dialog", { name: `Postback deliveries of conversion #${conversion}` })).toBeVisible();
  await expect(entries(page).filter({ hasText: "Loopback tracker" }).locator("[data-outcome]")).toHaveText("Delivered· HTTP 200");
  await expect(entries(page).filter({ hasText: "Tracker (all conversions)" }).locator("[data-outcome]")).toHaveText("Simulated: not sent");
});

test("the delivery log is axe-clean and fits in light and dark", async ({ page }) => {
  await addPostback(page, "Loopback tracker", `${receiver.base}/ok?click={ext_click_id}&sum={sum}`);
  await addPostback(page, "Failing tracker", `${receiver.base}/fail?click={ext_click_id}`);
  const conversion = await fireNewest(page);
  // Each log opens once: a width is a resize, a scheme a switch.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openConversions(page);
  await page.getByRole("button", { name: `Postback deliveries of conversion #${conversion}` }).click();
  // By postback: the newest conversion may also match one of demo's own postbacks for its offer.
  for (const name of ["Loopback tracker", "Failing tracker", "Tracker (all conversions)"])
    await expect(entries(page).filter({ hasText: name })).toHaveCount(1);
  for (const width of [1440, 767]) {
    await resize(page, width, 1000);
    const fits = async (colorScheme: ColorScheme) => {
      await expectNoOverflow(page, `conversion deliveries at ${width} in ${colorScheme}`);
      await picture(page, `deliveries-conversion-${width}-${colorScheme}.png`);
    };
    if (width === 1440) expect(await inBothSchemes(page, "conversion", { then: fits })).toEqual([]);
    else await forBothSchemes(page, fits);
  }
  await page.keyboard.press("Escape");
  await resize(page, 1440, 1000);
  await openPostbacks(page);
  const pictures = async (name: string, options?: { fullPage: boolean }) => {
    if (!PICTURES) return;
    for (const width of [1440, 767]) {
      await resize(page, width, 1000);
      for (const colorScheme of PICTURE_SCHEMES) {
        await switchScheme(page, colorScheme);
        await picture(page, `${name}-${width}-${colorScheme}.png`, options);
      }
    }
    await resize(page, 1440, 1000);
  };
  await pictures("postbacks-with-deliveries", { fullPage: true });
  await page.getByRole("button", { name: "Deliveries of Failing tracker" }).click();
  await expect(entries(page)).toHaveCount(1);
  expect(await inBothSchemes(page, "postback")).toEqual([]);
  await pictures("deliveries-postback");
});
