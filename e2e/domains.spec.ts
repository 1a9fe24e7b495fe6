/**
 * Domains (spec 02 sections 2, 3, 5 and 7; issue 12): demo's domains with name, subdomain and the
 * certificate status in its colour; the certificate filter and paging in the URL; add and rename
 * under the server's rules (blank, malformed, bare domain refused on the field, `{host}` accepted),
 * nothing typed lost; the CNAME record with copy; validation through every state the mock's DNS
 * control and clock drive (refused without the CNAME, pending, ok, error); what uses a domain;
 * delete with "Are you ready to delete?"; four languages; axe in light and dark; screenshots at
 * 1440, 1023 and 767.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import ru from "../src/i18n/messages/ru/domains.json" with { type: "json" };
import uk from "../src/i18n/messages/uk/domains.json" with { type: "json" };
import zh from "../src/i18n/messages/zh/domains.json" with { type: "json" };
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { signIn } from "./helpers";
import { cellOf, columnTexts } from "./table";

const PAGE = "/publisher/domains";
const CNAME_TARGET = "p1001.proxy.affnet.example";
const MESSAGES = {
  blank: "This value should not be blank.",
  invalid: "Please enter a valid domain name, such as go.example.com.",
  subdomain: "The domain must have a subdomain: at least three labels, such as go.example.com ({host}.example.com is accepted).",
  taken: "This domain is already added.",
  cname: "A CNAME record is needed first: point the domain to the host shown, then validate.",
};

const table = (page: Page) => page.getByRole("table", { name: "Domains" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });

const openPage = async (page: Page, query = "") => {
  await signIn(page);
  await page.goto(`${PAGE}${query}`);
  await expect(table(page).getByRole("row").nth(1)).not.toHaveAttribute("aria-hidden", "true");
  await expect(table(page).getByRole("cell").first()).not.toBeEmpty();
};

const dns = (request: APIRequestContext, body: Record<string, unknown>) => request.post("/__mock/dns", { data: body });

test("demo's domains: name, subdomain and the certificate status in its colour; the filter in the URL", async ({ page }) => {
  await openPage(page);
  expect(await columnTexts(table(page), "Name")).toEqual([
    "promo.demo-traffic.com",
    "{host}.clicks-demo.net",
    "go.demo-traffic.com",
    "old.demo-traffic.com",
  ]);
  expect(await columnTexts(table(page), "Subdomain")).toEqual(["promo", "{host}", "go", "old"]);
  expect(await columnTexts(table(page), "Certificate")).toEqual(["Pending", "None", "OK", "Error"]);
  // The spec's colours: pending orange, ok green, error red, none grey.
  const colour = async (name: string) => (await cellOf(row(page, name), "Certificate")).locator("[data-cert]").getAttribute("class");
  expect(await colour("promo.demo-traffic.com")).toContain("bg-orange-50");
  expect(await colour("go.demo-traffic.com")).toContain("bg-emerald-50");
  expect(await colour("old.demo-traffic.com")).toContain("bg-red-50");
  expect(await colour("{host}.clicks-demo.net")).toContain("bg-slate-100");

  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Certificate").selectOption({ label: "OK" });
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/certStatus=1/);
  await expect.poll(() => columnTexts(table(page), "Name")).toEqual(["go.demo-traffic.com"]);
  await page.reload();
  await expect.poll(() => columnTexts(table(page), "Name")).toEqual(["go.demo-traffic.com"]);
});

test("paging in the URL once there are more than ten", async ({ page }) => {
  await signIn(page);
  for (let i = 1; i <= 8; i++) {
    const created = await page.request.post("/publisher/api/proxy_domains", {
      data: { name: `p${i}.paging-demo.com` },
      headers: { "content-type": "application/ld+json" },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto(PAGE);
  await expect.poll(() => columnTexts(table(page), "Name")).toHaveLength(10);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => columnTexts(table(page), "Name")).toEqual(["go.demo-traffic.com", "old.demo-traffic.com"]);
});

test("add: the server's rules on the field, nothing typed lost; {host} accepted; the CNAME record with copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPage(page);
  await page.getByRole("button", { name: "Add domain" }).click();
  const dialog = page.getByRole("dialog", { name: "Add domain" });
  const field = dialog.getByRole("textbox", { name: "Domain" });
  await expect(field).toBeFocused();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(MESSAGES.blank.replace(/[.]/g, "\\.")));
  await field.fill("example.com");
  await expect(dialog.getByText(MESSAGES.blank)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(MESSAGES.subdomain)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("example.com");
  await field.fill("go..example.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(MESSAGES.invalid)).toBeVisible();
  await field.fill("GO.demo-traffic.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(MESSAGES.taken)).toBeVisible();

  await field.fill("{host}.mine-traffic.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Domain added")).toBeVisible();
  // A new domain opens on its details: the record to create.
  const details = page.getByRole("dialog", { name: "{host}.mine-traffic.com" });
  await expect(details.getByRole("region", { name: "CNAME record" })).toContainText("{host}.mine-traffic.com");
  await expect(details.getByRole("region", { name: "CNAME record" })).toContainText("CNAME");
  await expect(details.getByRole("region", { name: "CNAME record" })).toContainText(CNAME_TARGET);
  await expect(details.getByText("Not validated yet. Create the CNAME record, then validate.")).toBeVisible();
  await details.getByRole("button", { name: "Copy the target" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CNAME_TARGET);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(row(page, "{host}.mine-traffic.com")).toBeVisible();
  expect(await (await cellOf(row(page, "{host}.mine-traffic.com"), "Subdomain")).textContent()).toBe("{host}");
  expect(await (await cellOf(row(page, "{host}.mine-traffic.com"), "Certificate")).textContent()).toBe("None");
});

test("validate: refused without the CNAME, then pending, then ok by the DNS control; the list follows", async ({ page, request }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Add domain" }).click();
  await page.getByRole("dialog", { name: "Add domain" }).getByRole("textbox", { name: "Domain" }).fill("go.fresh-demo.com");
  await page.getByRole("dialog", { name: "Add domain" }).getByRole("button", { name: "Save" }).click();
  const details = page.getByRole("dialog", { name: "go.fresh-demo.com" });
  await details.getByRole("button", { name: "Validate" }).click();
  await expect(details.getByRole("alert")).toHaveText(MESSAGES.cname);

  await dns(request, { name: "go.fresh-demo.com", cname: true });
  await details.getByRole("button", { name: "Validate" }).click();
  await expect(details.getByRole("status")).toHaveText(
    "The certificate is being issued. This can take up to 10 minutes; the status updates by itself.",
  );
  await expect(details.getByRole("button", { name: "Validate" })).toHaveCount(0);
  await expect(details.locator("[data-cert]")).toHaveText("Pending");
  await expect.poll(() => cellOf(row(page, "go.fresh-demo.com"), "Certificate").then((c) => c.textContent())).toBe("Pending");

  await dns(request, { name: "go.fresh-demo.com", cert: "ok" });
  await expect(details.getByText("The certificate is issued: the domain is ready for your links.")).toBeVisible();
  await expect(details.locator("[data-cert]")).toHaveText("OK");
  await details.getByRole("button", { name: "Close" }).click();
  await expect.poll(() => cellOf(row(page, "go.fresh-demo.com"), "Certificate").then((c) => c.textContent())).toBe("OK");
});

test("a pending certificate is issued on the mock clock; a failed one can be validated again", async ({ page, request }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Details promo.demo-traffic.com" }).click();
  const promo = page.getByRole("dialog", { name: "promo.demo-traffic.com" });
  await expect(promo.getByText("The certificate is being issued.", { exact: false })).toBeVisible();
  await request.post("/__mock/clock", { data: { advance: "PT11M" } });
  await expect(promo.getByText("The certificate is issued: the domain is ready for your links.")).toBeVisible();
  await promo.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Details old.demo-traffic.com" }).click();
  const old = page.getByRole("dialog", { name: "old.demo-traffic.com" });
  await expect(old.getByRole("alert")).toHaveText("The certificate could not be issued. Check the CNAME record and validate again.");
  await old.getByRole("button", { name: "Validate" }).click();
  await expect(old.locator("[data-cert]")).toHaveText("Pending");
  await dns(request, { name: "old.demo-traffic.com", cert: "error" });
  await expect(old.getByRole("alert")).toHaveText("The certificate could not be issued. Check the CNAME record and validate again.");
  await expect(old.getByRole("button", { name: "Validate" })).toBeEnabled();
});

test("what uses a domain: offers, smartlinks and shortlinks", async ({ page }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Details go.demo-traffic.com" }).click();
  const details = page.getByRole("dialog", { name: "go.demo-traffic.com" });
  const usage = details.getByRole("region", { name: "Used by" });
  await expect(usage.getByRole("list", { name: "Offers" }).getByRole("listitem")).toHaveCount(3);
  await expect(usage.getByRole("list", { name: "Offers" }).getByRole("listitem").first()).toHaveText(/^#4117 /);
  await expect(usage.getByRole("list", { name: "Smartlinks" }).getByRole("listitem")).toHaveCount(2);
  await expect(usage.getByRole("list", { name: "Smartlinks" }).getByRole("listitem").first()).toHaveText(/^#301 /);
  await expect(usage.getByRole("list", { name: "Shortlinks" }).getByRole("listitem")).toHaveText(["MatchMe spring campaign"]);
  await expect(details.getByText("The certificate is issued: the domain is ready for your links.")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Details {host}.clicks-demo.net" }).click();
  const unused = page.getByRole("dialog", { name: "{host}.clicks-demo.net" }).getByRole("region", { name: "Used by" });
  await expect(unused.getByText("None", { exact: true })).toHaveCount(3);
});

test("rename under the same rules; delete with “Are you ready to delete?”", async ({ page }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Edit old.demo-traffic.com" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit domain" });
  const field = dialog.getByRole("textbox", { name: "Domain" });
  await expect(field).toHaveValue("old.demo-traffic.com");
  await expect(dialog.getByText("A new name starts validation over: the certificate goes back to none.")).toBeVisible();
  await field.fill("demo-traffic.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(MESSAGES.subdomain)).toBeVisible();
  await field.fill("new.demo-traffic.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Domain saved")).toBeVisible();
  await expect.poll(() => columnTexts(table(page), "Name")).toContain("new.demo-traffic.com");
  expect(await (await cellOf(row(page, "new.demo-traffic.com"), "Certificate")).textContent()).toBe("None");

  await page.getByRole("button", { name: "Delete new.demo-traffic.com" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm).toContainText("new.demo-traffic.com");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect
    .poll(() => columnTexts(table(page), "Name"))
    .toEqual(["promo.demo-traffic.com", "{host}.clicks-demo.net", "go.demo-traffic.com"]);
});

test("deleting a domain in use says what uses it and what deleting does; a toast confirms (issue 25 item 6)", async ({ page }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Delete go.demo-traffic.com" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm.getByText("In use by 3 offers, 2 smartlinks and 1 shortlink:")).toBeVisible();
  await expect(confirm.getByRole("list", { name: "Offers" }).getByRole("listitem")).toHaveCount(3);
  await expect(confirm.getByRole("list", { name: "Smartlinks" }).getByRole("listitem")).toHaveCount(2);
  await expect(confirm.getByRole("list", { name: "Shortlinks" }).getByRole("listitem")).toHaveText(["MatchMe spring campaign"]);
  await expect(
    confirm.getByText(
      "Deleting it moves them to the network's own domain: links already published with go.demo-traffic.com stop working, including the shortlink's.",
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, "domains-delete-in-use");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("Domain go.demo-traffic.com deleted")).toBeVisible();
  await expect.poll(() => columnTexts(table(page), "Name")).not.toContain("go.demo-traffic.com");

  await page.getByRole("button", { name: "Delete {host}.clicks-demo.net" }).click();
  await expect(confirm.getByText("Nothing uses this domain.")).toBeVisible();
});

test("keyboard: add with Enter, Validate from the keyboard, Escape closes the details", async ({ page, request }) => {
  await openPage(page);
  const add = page.getByRole("button", { name: "Add domain" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Add domain" }).getByRole("textbox", { name: "Domain" })).toBeFocused();
  await page.keyboard.type("cdn.keys-demo.com");
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "cdn.keys-demo.com" });
  await expect(details).toBeVisible();
  await dns(request, { name: "cdn.keys-demo.com", cname: true });
  await details.getByRole("button", { name: "Validate" }).focus();
  await page.keyboard.press("Enter");
  await expect(details.locator("[data-cert]")).toHaveText("Pending");
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
  await expect.poll(() => cellOf(row(page, "cdn.keys-demo.com"), "Certificate").then((c) => c.textContent())).toBe("Pending");
});

for (const [code, messages] of [
  ["ru", ru],
  ["uk", uk],
  ["zh", zh],
] as const) {
  test(`in ${code}`, async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: code },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto(PAGE);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("columnheader", { name: messages["domains.column.subdomain"] })).toBeVisible();
    await expect(page.getByText(messages["domains.cert.pending"], { exact: true })).toBeVisible();
    await page.getByRole("button", { name: messages["domains.add"] }).click();
    const dialog = page.getByRole("dialog", { name: messages["domains.dialog.addTitle"] });
    await expect(dialog.getByText(messages["domains.field.nameHint"].replace(/'/g, ""))).toBeVisible();
    await dialog.getByRole("button", { name: messages["domains.cancel"] }).click();
    await page.getByRole("button", { name: messages["domains.detailsFor"].replace("{name}", "go.demo-traffic.com") }).click();
    await expect(page.getByRole("region", { name: messages["domains.cname.title"] })).toBeVisible();
    await expect(page.getByText(messages["domains.validation.ok"])).toBeVisible();
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the list, the add dialog with its message and the details pass axe; screenshots at 1440, 1023 and 767", async ({ page }) => {
      await openPage(page);
      expect(await seriousViolations(page), "list").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `domains-${width}-${colorScheme}.png`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole("button", { name: "Add domain" }).click();
      const dialog = page.getByRole("dialog", { name: "Add domain" });
      await dialog.getByRole("textbox", { name: "Domain" }).fill("example.com");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText(MESSAGES.subdomain)).toBeVisible();
      expect(await seriousViolations(page), "add").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `domain-add-${width}-${colorScheme}.png`);
      }
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole("button", { name: "Details go.demo-traffic.com" }).click();
      const details = page.getByRole("dialog", { name: "go.demo-traffic.com" });
      await expect(details.getByRole("list", { name: "Offers" })).toBeVisible();
      expect(await seriousViolations(page), "details").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `domain-details-${width}-${colorScheme}.png`);
      }
    });
  });
}

test("Escape or a click outside asks before throwing away what was typed (issue 25 item 8)", async ({ page }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Add domain" }).click();
  const dialog = page.getByRole("dialog", { name: "Add domain" });
  const field = dialog.getByRole("textbox", { name: "Domain" });
  // Nothing typed: Escape closes at once.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Add domain" }).click();
  await field.fill("cdn.typed-demo.com");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(ask).toContainText("What you typed in this form will be lost.");
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, "domains-discard");
  // Escape answers "keep editing": the form is there with what was typed.
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(field).toHaveValue("cdn.typed-demo.com");
  // A click outside asks too; Discard closes.
  await page.mouse.click(5, 5);
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
});

test("on a phone a long domain name wraps after a dot or a hyphen, never inside a label", async ({ page }) => {
  const name = "landing.summer-campaign-promotions.superlongbrandname-example.com";
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  expect(
    (
      await page.request.post("/publisher/api/proxy_domains", { data: { name }, headers: { "content-type": "application/ld+json" } })
    ).status(),
  ).toBe(201);
  await page.goto(PAGE);
  const cell = row(page, "superlongbrandname").getByText(name);
  await expect(cell).toBeVisible();
  // Where each line ends: the character before every place the text moves down a line.
  const ends = await cell.evaluate((element) => {
    const text = element.textContent ?? "";
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [text[i - 1]] : []));
  });
  expect(ends.length).toBeGreaterThan(0);
  for (const end of ends) expect([".", "-"]).toContain(end);
});
