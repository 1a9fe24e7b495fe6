/**
 * Offer detail in a browser (spec 02 sections 2, 3, 5, 8 and 9; issue 12): the list's rows lead to
 * it and a tab goes into the URL; every tab passes axe in light and dark, with screenshots at 1440,
 * 1023 and 767; the offers list's comparison dialog and its column chooser over a reload. What the
 * page shows and does (the tabs and arrow keys, Not Found, the overview, the link builder with copy,
 * QR and CSV and its values in the URL, creatives, shortlinks with the upload rules and the limit,
 * the postback tab, access with the manager's decision, a failed request, the list's Get link, four
 * languages) is tested as a component: tests/components/details/offer-detail.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES, PICTURES, resize } from "./pictures";
import { inBothSchemes, seriousViolations, switchScheme } from "./axe";
import { signIn } from "./helpers";

/** Demo's offers by availability (mock-server/store/offer-catalogue.ts). */
const LIVE = 4117; // MatchMe Dating – DOI: 3 landing pages, shortlink 801, postback 602
const ON_REQUEST = 4301;
const BASE = `https://trk.affnet.example/click?o=${LIVE}&p=1001`;

const open = async (page: Page, id: number, tab?: string) => {
  await signIn(page);
  await page.goto(`/publisher/offers/${id}${tab ? `?selectedTab=${tab}` : ""}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`#${id}`);
};

test("the list's row opens the offer; a tab's click puts it in the URL", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/offers");
  await page.getByRole("link", { name: "#4117 MatchMe Dating – DOI" }).click();
  await expect(page).toHaveURL(/\/publisher\/offers\/4117$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("#4117 MatchMe Dating – DOI");
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Links and creatives" }).click();
  await expect(page).toHaveURL(/selectedTab=links_and_creatives$/);
  await expect(page.getByLabel("Tracking link", { exact: true })).toHaveValue(BASE);
});

test("every tab passes axe in light and dark; screenshots at 1440, 1023 and 767", async ({ page }) => {
  await open(page, LIVE);
  // Each state is checked in both schemes switched live; its pictures' widths are resizes.
  const shots = async (name: string) => {
    expect(await inBothSchemes(page, name)).toEqual([]);
    if (!PICTURES) return;
    for (const width of [1440, 1023, 767]) {
      await resize(page, width, 900);
      for (const colorScheme of PICTURE_SCHEMES) {
        await switchScheme(page, colorScheme);
        await picture(page, `offer-${name}-${width}-${colorScheme}.png`, { fullPage: true });
      }
    }
    await resize(page, 1440, 900);
  };
  await expect(page.getByRole("heading", { name: "Goals and payout rates" })).toBeVisible();
  await shots("overview");
  await page.getByRole("tab", { name: "Links and creatives" }).click();
  await page.getByLabel("Track (track)").fill("spring");
  await page.getByRole("button", { name: "Show QR code" }).click();
  await expect(page.getByRole("img", { name: /^QR code/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Creatives" }).getByRole("img").first()).toBeVisible();
  await shots("links");
  await page.getByRole("tab", { name: "Shortlink" }).click();
  const form = page.getByRole("form", { name: "Create a shortlink" });
  await form.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(form.getByText("Invalid image. Please check the requirements.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Shortlinks of this offer" }).getByRole("listitem")).toHaveCount(1);
  await shots("shortlink");
  await page.getByRole("tab", { name: "Postback" }).click();
  await expect(page.getByText("MatchMe goals")).toBeVisible();
  await shots("postback");
  await page.goto(`/publisher/offers/${ON_REQUEST}`);
  await expect(page.getByRole("button", { name: "Request" })).toBeVisible();
  await shots("on-request");
});

test("offer comparison: pick two or three offers in the list, see payouts and targeting side by side", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/offers");
  const open = page.getByRole("button", { name: /^Compare \(/ });
  await expect(open).toHaveText("Compare (0 of 3)");
  await expect(open).toBeDisabled();
  await page.getByRole("checkbox", { name: "Compare #4117 MatchMe Dating – DOI" }).check();
  await expect(open).toBeDisabled();
  await page.getByRole("checkbox", { name: "Compare #4121 ShieldVPN Pro – Trial" }).check();
  // The pick outlasts a search; a fourth is not offered.
  await page.getByRole("searchbox", { name: "Search offers" }).fill("#4102");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/search=%234102/);
  await page.getByRole("checkbox", { name: "Compare #4102 CoinVault Exchange – Tier-1 CP" }).check();
  await expect(open).toHaveText("Compare (3 of 3)");
  await page.getByRole("searchbox", { name: "Search offers" }).fill("#4130");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("checkbox", { name: "Compare #4130 Lucky Spin Casino – RevShare" })).toBeDisabled();
  await page.getByRole("button", { name: "Compare (3 of 3)" }).click();
  const dialog = page.getByRole("dialog", { name: "Offers side by side" });
  await expect(dialog.getByRole("columnheader")).toHaveText([
    "#4117 MatchMe Dating – DOI",
    "#4121 ShieldVPN Pro – Trial",
    "#4102 CoinVault Exchange – Tier-1 CPA",
  ]);
  await expect(dialog.getByRole("rowheader")).toHaveText([
    /Status/i,
    /Payout/i,
    /Expected approximate payout/i,
    /Goals and payout rates/i,
    /Allowed countries/i,
    /Denied countries/i,
    /Devices/i,
    /Platform groups/i,
    /Connection types/i,
  ]);
  await expect(dialog.getByRole("row", { name: /Denied countries/ })).toContainText("PE, UA");
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, "offer-compare.png");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("offers list column chooser: a hidden column stays hidden after a reload (a journal projection)", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/offers");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Categories/ })).toBeVisible();
  const chooser = page.getByRole("button", { name: "Columns" });
  await chooser.click();
  await expect(chooser).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("checkbox", { name: "Categories" }).uncheck();
  await page.getByRole("checkbox", { name: "Devices" }).uncheck();
  await expect(table.getByRole("columnheader", { name: /Categories/ })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: /Devices/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(chooser).toHaveAttribute("aria-expanded", "false");
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(table.getByRole("columnheader", { name: /Payout/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Categories/ })).toHaveCount(0);
  await chooser.click();
  await expect(page.getByRole("checkbox", { name: "Devices" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "Categories" }).check();
  await expect(table.getByRole("columnheader", { name: /Categories/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Devices/ })).toHaveCount(0);
});
