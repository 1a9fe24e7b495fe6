/**
 * Postbacks (spec 02 sections 2, 3, 5 and 9; issue 12), through Settings › Postbacks (the global
 * scope of the shared PostbacksPanel): the list, add with every message of the server on its field
 * and nothing typed lost, macro chips inserted at the caret, the default template, edit, delete
 * with "Are you ready to delete?", and Test proven against a real loopback receiver started here
 * (it receives the filled URL once); a non-loopback address is simulated. Four languages, axe in
 * light and dark, screenshots at 1440, 1023 and 767.
 */
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import ru from "../src/i18n/messages/ru/postbacks.json" with { type: "json" };
import uk from "../src/i18n/messages/uk/postbacks.json" with { type: "json" };
import zh from "../src/i18n/messages/zh/postbacks.json" with { type: "json" };
import ruServer from "../mock-server/messages/ru/server.json" with { type: "json" };
import ukServer from "../mock-server/messages/uk/server.json" with { type: "json" };
import zhServer from "../mock-server/messages/zh/server.json" with { type: "json" };
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { signIn } from "./helpers";
import { columnTexts } from "./table";

const TAB = "/publisher/settings?selectedTab=postbacks";
const TABLE = "Postbacks for all conversions";

let receiver: Server;
let base = "";
const received: string[] = [];

test.beforeAll(async () => {
  receiver = createServer((request: IncomingMessage, response) => {
    received.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/plain" });
    response.end(`ok ${request.url}`);
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
test.beforeEach(() => {
  received.length = 0;
});

const openTab = async (page: Page) => {
  await signIn(page);
  await page.goto(TAB);
  await expect(page.getByRole("table", { name: TABLE }).getByRole("row").nth(1)).toContainText("Tracker (all conversions)");
};

const table = (page: Page) => page.getByRole("table", { name: TABLE });

test("the global postbacks are listed in Settings › Postbacks", async ({ page }) => {
  await openTab(page);
  await expect(page.getByRole("tab", { name: "Postbacks" })).toHaveAttribute("aria-selected", "true");
  expect(await columnTexts(table(page), "Name")).toEqual(["Tracker (all conversions)"]);
  await expect(table(page)).toContainText("https://tracker.demo-traffic.com/postback?click={ext_click_id}");
});

test("add: the server's messages on their fields, nothing typed lost; chips insert at the caret; the default template; then listed", async ({
  page,
}) => {
  await openTab(page);
  await page.getByRole("button", { name: "Add postback" }).click();
  const dialog = page.getByRole("dialog", { name: "Add postback" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription("Name is required");
  await expect(dialog.getByText("Postback URL should not be blank")).toBeVisible();

  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("My tracker");
  await expect(dialog.getByText("Name is required")).toHaveCount(0);
  const url = dialog.getByLabel("Postback URL");
  await url.fill("https://t.example/pb?amount=");
  // The caret is at the end: {sum} goes there; then, with the caret after "pb?", {ext_click_id}.
  await dialog.getByRole("button", { name: "Insert {sum}" }).click();
  await expect(url).toHaveValue("https://t.example/pb?amount={sum}");
  await expect(url).toBeFocused();
  await url.evaluate((input: HTMLInputElement) => input.setSelectionRange(21, 21));
  await dialog.getByRole("button", { name: "Insert {track}" }).click();
  await expect(url).toHaveValue("https://t.example/pb?{track}amount={sum}");
  await page.keyboard.type("&");
  await expect(url).toHaveValue("https://t.example/pb?{track}&amount={sum}");
  await expect(dialog.getByRole("button", { name: "Insert {goal}" })).toBeVisible();

  // No click id: the spec's message, on the URL; both fields keep what was typed.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(url).toHaveAccessibleDescription(/Parameter is not configured in the postback url/);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("My tracker");
  await expect(url).toHaveValue("https://t.example/pb?{track}&amount={sum}");
  await url.fill("not a url {ext_click_id}");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please, input correct url")).toBeVisible();

  // The default template keeps the address and sets the spec's parameters.
  await url.fill("https://t.example/pb?x=1");
  await dialog.getByRole("button", { name: "Use the default template (click, track, amount, source)" }).click();
  await expect(url).toHaveValue("https://t.example/pb?click={ext_click_id}&track={track}&amount={sum}&source={name}");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Postback added")).toBeVisible();
  expect(await columnTexts(table(page), "Name")).toEqual(["My tracker", "Tracker (all conversions)"]);
});

test("edit and delete with “Are you ready to delete?”", async ({ page }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Edit Tracker (all conversions)" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit postback" });
  await expect(dialog.getByLabel("Postback URL")).toHaveValue(
    "https://tracker.demo-traffic.com/postback?click={ext_click_id}&track={track}&amount={sum}&source={name}",
  );
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Main tracker");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await columnTexts(table(page), "Name")).toEqual(["Main tracker"]);

  await page.getByRole("button", { name: "Delete Main tracker" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm).toContainText("Main tracker");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(table(page).getByText("No data")).toBeVisible();
});

test("Test sends one request to a real loopback receiver with the macros filled and shows the delivery; other addresses are simulated", async ({
  page,
}) => {
  await openTab(page);
  await page.getByRole("button", { name: "Add postback" }).click();
  const dialog = page.getByRole("dialog", { name: "Add postback" });
  await dialog.getByLabel("Postback URL").fill(`${base}/pb?click={ext_click_id}&sum={sum}&cur={currency}`);
  // The unsaved form is tested (no name needed).
  await dialog.getByRole("button", { name: "Test" }).click();
  const delivery = dialog.getByTestId("postback-delivery");
  const filled = `${base}/pb?click=test-click-0001&sum=1.50&cur=USD`;
  await expect(delivery).toContainText(filled);
  await expect(delivery).toContainText("HTTP 200");
  await expect(delivery).toContainText("ok /pb?click=test-click-0001&sum=1.50&cur=USD");
  await expect(delivery).toContainText("Response time");
  expect(received).toEqual(["/pb?click=test-click-0001&sum=1.50&cur=USD"]);

  // A template the server refuses is not sent; its message goes on the URL.
  await dialog.getByLabel("Postback URL").fill(`${base}/pb?sum={sum}`);
  await dialog.getByRole("button", { name: "Test" }).click();
  await expect(dialog.getByText("Parameter is not configured in the postback url")).toBeVisible();
  await expect(delivery).toHaveCount(0);
  expect(received).toHaveLength(1);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A saved postback to another address: the URL is filled, nothing is sent.
  await page.getByRole("button", { name: "Test Tracker (all conversions)" }).click();
  const saved = page.getByTestId("postback-delivery");
  await expect(saved).toContainText("Simulated: not sent");
  await expect(saved).toContainText(
    "https://tracker.demo-traffic.com/postback?click=test-click-0001&track=test_track&amount=1.50&source=Test%20offer",
  );
  expect(received).toHaveLength(1);
});

test("keyboard: the dialog opens and closes from the keyboard, a chip inserts with Enter and gives the caret back", async ({ page }) => {
  await openTab(page);
  const add = page.getByRole("button", { name: "Add postback" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add postback" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  const url = dialog.getByLabel("Postback URL");
  await expect(url).toBeFocused();
  await page.keyboard.type("https://t.example/?c=");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Insert {country}" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Insert {ext_click_id}" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(url).toHaveValue("https://t.example/?c={ext_click_id}");
  await expect(url).toBeFocused();
  // Something was typed: Escape asks first (Keep editing has the focus); Discard closes (issue 25 item 8).
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(ask.getByRole("button", { name: "Discard" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});

for (const [code, language, messages, server] of [
  ["ru", "Русский", ru, ruServer],
  ["uk", "Українська", uk, ukServer],
  ["zh", "中文", zh, zhServer],
] as const) {
  test(`in ${language}`, async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: code },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto(TAB);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("tab", { name: messages["settings.tab.postbacks"] })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: messages["postbacks.title.global"] })).toBeVisible();
    await page.getByRole("button", { name: messages["postbacks.add"] }).click();
    const dialog = page.getByRole("dialog", { name: messages["postbacks.dialog.addTitle"] });
    await expect(dialog.getByLabel(messages["postbacks.field.url"])).toBeVisible();
    await expect(dialog.getByRole("button", { name: messages["postbacks.useDefault"] })).toBeVisible();
    // The server's rules come in the same language (issue 26.1).
    await dialog.getByRole("button", { name: messages["postbacks.save"] }).click();
    await expect(dialog.getByRole("textbox", { name: messages["postbacks.field.name"], exact: true })).toHaveAccessibleDescription(
      server["server.postback.name"],
    );
    await expect(dialog.getByText(server["server.postback.url"])).toBeVisible();
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the list, the dialog with its messages and a delivery pass axe; screenshots at 1440, 1023 and 767", async ({ page }) => {
      await openTab(page);
      await page.getByRole("button", { name: "Test Tracker (all conversions)" }).click();
      await expect(page.getByTestId("postback-delivery")).toBeVisible();
      expect(await seriousViolations(page), "list").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `postbacks-${width}-${colorScheme}.png`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole("button", { name: "Add postback" }).click();
      const dialog = page.getByRole("dialog", { name: "Add postback" });
      await dialog.getByLabel("Postback URL").fill(`${base}/pb?click={ext_click_id}`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Name is required")).toBeVisible();
      await dialog.getByRole("button", { name: "Test" }).click();
      await expect(dialog.getByTestId("postback-delivery")).toContainText("HTTP 200");
      // The test checks the URL only: the save's message on the name stays.
      await expect(dialog.getByText("Name is required")).toBeVisible();
      expect(await seriousViolations(page), "dialog").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `postback-dialog-${width}-${colorScheme}.png`);
      }
    });
  });
}

test("Escape asks before throwing away a typed postback (issue 25 item 8)", async ({ page }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Add postback" }).click();
  const dialog = page.getByRole("dialog", { name: "Add postback" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Typed");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Typed");
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
});
