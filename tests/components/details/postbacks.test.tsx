/**
 * Postbacks in Settings › Postbacks (spec 02 sections 2, 3, 5 and 9; issue 12), moved from
 * e2e/postbacks.spec.ts: the list, add with every message of the server on its field and nothing
 * typed lost, macro chips inserted at the caret, the default template, edit, delete with "Are you
 * ready to delete?", Test against a real loopback receiver started here (it receives the filled URL
 * once; other addresses are simulated), asking before throwing away what was typed, and the tab in
 * ru, uk and zh with the server's messages in the same language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import ru from "../../../src/i18n/messages/ru/postbacks.json" with { type: "json" };
import uk from "../../../src/i18n/messages/uk/postbacks.json" with { type: "json" };
import zh from "../../../src/i18n/messages/zh/postbacks.json" with { type: "json" };
import ruServer from "../../../mock-server/messages/ru/server.json" with { type: "json" };
import ukServer from "../../../mock-server/messages/uk/server.json" with { type: "json" };
import zhServer from "../../../mock-server/messages/zh/server.json" with { type: "json" };
import { loopbackForFile } from "../../fixtures/loopback-for-file";
import { renderRoute } from "../render";
import { columnTexts, findDialog, forgetBrowser, speak } from "./helpers";

const TAB = "/settings?selectedTab=postbacks";
const TABLE = "Postbacks for all conversions";

const received: string[] = [];
const receiver = loopbackForFile((request, response) => {
  received.push(request.url ?? "");
  response.writeHead(200, { "content-type": "text/plain" });
  response.end(`ok ${request.url}`);
});
beforeEach(() => {
  received.length = 0;
});
afterEach(forgetBrowser);

const table = () => screen.getByRole("table", { name: TABLE });
const names = () => columnTexts(table(), "Name");

const openTab = async () => {
  const view = await renderRoute(TAB, { signedIn: true });
  await screen.findByRole("table", { name: TABLE });
  await waitFor(() => expect(names()).toContain("Tracker (all conversions)"));
  return view;
};

/** The ids an element's aria-describedby names, read as text. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const nameField = (dialog: HTMLElement) => within(dialog).getByRole("textbox", { name: "Name" });
const urlField = (dialog: HTMLElement) => within(dialog).getByRole("textbox", { name: "Postback URL" }) as HTMLInputElement;

test("the global postbacks are listed in Settings › Postbacks", async () => {
  await openTab();
  expect(screen.getByRole("tab", { name: "Postbacks" }).getAttribute("aria-selected")).toBe("true");
  expect(names()).toEqual(["Tracker (all conversions)"]);
  expect(table().textContent).toContain("https://tracker.demo-traffic.com/postback?click={ext_click_id}");
});

test("add: the server's messages on their fields, nothing typed lost; chips insert at the caret; the default template; then listed", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await waitFor(() => expect(document.activeElement).toBe(nameField(dialog)));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(description(nameField(dialog))).toContain("Name is required"));
  expect(within(dialog).getByText("Postback URL should not be blank")).toBeTruthy();

  await user.type(nameField(dialog), "My tracker");
  await waitFor(() => expect(within(dialog).queryByText("Name is required")).toBeNull());
  const url = urlField(dialog);
  await user.type(url, "https://t.example/pb?amount=");
  // The caret is at the end: {sum} goes there; then, with the caret after "pb?", {track}.
  await user.click(within(dialog).getByRole("button", { name: "Insert {sum}" }));
  await waitFor(() => expect(url.value).toBe("https://t.example/pb?amount={sum}"));
  await waitFor(() => expect(document.activeElement).toBe(url));
  url.setSelectionRange(21, 21);
  await user.click(within(dialog).getByRole("button", { name: "Insert {track}" }));
  await waitFor(() => expect(url.value).toBe("https://t.example/pb?{track}amount={sum}"));
  await user.keyboard("&");
  expect(url.value).toBe("https://t.example/pb?{track}&amount={sum}");
  expect(within(dialog).getByRole("button", { name: "Insert {goal}" })).toBeTruthy();

  // No click id: the spec's message, on the URL; both fields keep what was typed.
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(description(url)).toMatch(/Parameter is not configured in the postback url/));
  expect(nameField(dialog)).toHaveProperty("value", "My tracker");
  expect(url.value).toBe("https://t.example/pb?{track}&amount={sum}");
  await user.clear(url);
  await user.type(url, "not a url {{ext_click_id}");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText("Please, input correct url")).toBeTruthy();

  // The default template keeps the address and sets the spec's parameters.
  await user.clear(url);
  await user.type(url, "https://t.example/pb?x=1");
  await user.click(within(dialog).getByRole("button", { name: "Use the default template (click, track, amount, source)" }));
  await waitFor(() => expect(url.value).toBe("https://t.example/pb?click={ext_click_id}&track={track}&amount={sum}&source={name}"));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add postback" })).toBeNull());
  expect(await screen.findByText("Postback added")).toBeTruthy();
  await waitFor(() => expect(names()).toEqual(["My tracker", "Tracker (all conversions)"]));
});

test("edit and delete with “Are you ready to delete?”", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Edit Tracker (all conversions)" }));
  const dialog = await findDialog("Edit postback");
  await waitFor(() =>
    expect(urlField(dialog).value).toBe(
      "https://tracker.demo-traffic.com/postback?click={ext_click_id}&track={track}&amount={sum}&source={name}",
    ),
  );
  await user.clear(nameField(dialog));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText("Name is required")).toBeTruthy();
  await user.type(nameField(dialog), "Main tracker");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit postback" })).toBeNull());
  await waitFor(() => expect(names()).toEqual(["Main tracker"]));

  await user.click(await screen.findByRole("button", { name: "Delete Main tracker" }));
  const confirm = await findDialog("Are you ready to delete?", "alertdialog");
  expect(confirm.textContent).toContain("Main tracker");
  await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" })));
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await within(table()).findByText("No data")).toBeTruthy();
});

test("Test sends one request to a real loopback receiver with the macros filled and shows the delivery; other addresses are simulated", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await user.type(urlField(dialog), `${receiver.base}/pb?click={{ext_click_id}&sum={{sum}&cur={{currency}`);
  // The unsaved form is tested (no name needed).
  await user.click(within(dialog).getByRole("button", { name: "Test" }));
  const delivery = await within(dialog).findByTestId("postback-delivery");
  const filled = `${receiver.base}/pb?click=test-click-0001&sum=1.50&cur=USD`;
  await waitFor(() => expect(delivery.textContent).toContain("HTTP 200"));
  expect(delivery.textContent).toContain(filled);
  expect(delivery.textContent).toContain("ok /pb?click=test-click-0001&sum=1.50&cur=USD");
  expect(delivery.textContent).toContain("Response time");
  expect(received).toEqual(["/pb?click=test-click-0001&sum=1.50&cur=USD"]);

  // A template the server refuses is not sent; its message goes on the URL.
  await user.clear(urlField(dialog));
  await user.type(urlField(dialog), `${receiver.base}/pb?sum={{sum}`);
  await user.click(within(dialog).getByRole("button", { name: "Test" }));
  expect(await within(dialog).findByText("Parameter is not configured in the postback url")).toBeTruthy();
  expect(within(dialog).queryByTestId("postback-delivery")).toBeNull();
  expect(received).toHaveLength(1);
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  const ask = screen.queryByRole("alertdialog", { name: "Discard your changes?" });
  if (ask) await user.click(within(ask).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add postback" })).toBeNull());

  // A saved postback to another address: the URL is filled, nothing is sent.
  await user.click(await screen.findByRole("button", { name: "Test Tracker (all conversions)" }));
  const saved = await screen.findByTestId("postback-delivery");
  await waitFor(() => expect(saved.textContent).toContain("Simulated: not sent"));
  expect(saved.textContent).toContain(
    "https://tracker.demo-traffic.com/postback?click=test-click-0001&track=test_track&amount=1.50&source=Test%20offer",
  );
  expect(received).toHaveLength(1);
});

test("a test's result follows the log's rule (issue 35.5): the URL as sent with its token masked; Show secrets, then copy, gives the URL that can be called again", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await user.type(urlField(dialog), `${receiver.base}/pb?click={{ext_click_id}&sale={{sale_time}&token=tk-secret-77`);
  await user.click(within(dialog).getByRole("button", { name: "Test" }));
  const delivery = await within(dialog).findByTestId("postback-delivery");
  await waitFor(() => expect(delivery.textContent).toContain("HTTP 200"));
  expect(received).toHaveLength(1);
  const exact = `${receiver.base}${received[0]}`;
  // The sale time went encoded as %20 and %3A, and shows so.
  expect(received[0]).toMatch(/sale=\d{4}-\d{2}-\d{2}%20\d{2}%3A\d{2}%3A\d{2}&token=tk-secret-77$/);
  const code = () => delivery.querySelector("code")!.textContent;
  expect(code()).toBe(exact.replace("token=tk-secret-77", "token=***"));
  expect(delivery.textContent).not.toContain("tk-secret-77");

  await user.click(within(delivery).getByRole("button", { name: "Copy the final URL, secrets shown as ***" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(code()));

  await user.click(within(delivery).getByRole("button", { name: "Show secrets" }));
  await waitFor(() => expect(code()).toBe(exact));
  await user.click(within(delivery).getByRole("button", { name: "Copy the final URL with its secrets" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(exact));

  await user.click(within(delivery).getByRole("button", { name: "Hide secrets" }));
  expect(code()).toContain("token=***");
  expect(within(delivery).getByRole("button", { name: "Show secrets" })).toBeTruthy();
});

test("a URL without secrets offers nothing to show: its copy is the URL as sent", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await user.type(urlField(dialog), `${receiver.base}/pb?click={{ext_click_id}`);
  await user.click(within(dialog).getByRole("button", { name: "Test" }));
  const delivery = await within(dialog).findByTestId("postback-delivery");
  await waitFor(() => expect(delivery.textContent).toContain("HTTP 200"));
  expect(within(delivery).queryByRole("button", { name: "Show secrets" })).toBeNull();
  await user.click(within(delivery).getByRole("button", { name: "Copy the final URL" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${receiver.base}${received[0]}`));
});

test("the test checks the URL only: the save's message on the name stays", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await user.type(urlField(dialog), `${receiver.base}/pb?click={{ext_click_id}`);
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText("Name is required")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Test" }));
  const delivery = await within(dialog).findByTestId("postback-delivery");
  await waitFor(() => expect(delivery.textContent).toContain("HTTP 200"));
  expect(within(dialog).getByText("Name is required")).toBeTruthy();
});

test("Escape asks before throwing away a typed postback (issue 25 item 8)", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const dialog = await findDialog("Add postback");
  await user.type(nameField(dialog), "Typed");
  await user.keyboard("{Escape}");
  const ask = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(nameField(dialog)).toHaveProperty("value", "Typed");
  await user.keyboard("{Escape}");
  const again = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(again).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add postback" })).toBeNull());
});

for (const [code, messages, server] of [
  ["ru", ru, ruServer],
  ["uk", uk, ukServer],
  ["zh", zh, zhServer],
] as const) {
  test(`in ${code}`, async () => {
    await speak(code);
    const { user } = await renderRoute(TAB, { signedIn: true, locale: code });
    const tab = await screen.findByRole("tab", { name: messages["settings.tab.postbacks"] });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("heading", { name: messages["postbacks.title.global"] })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: messages["postbacks.add"] }));
    const dialog = await findDialog(messages["postbacks.dialog.addTitle"]);
    expect(within(dialog).getByRole("textbox", { name: messages["postbacks.field.url"] })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: messages["postbacks.useDefault"] })).toBeTruthy();
    // The server's rules come in the same language (issue 26.1).
    await user.click(within(dialog).getByRole("button", { name: messages["postbacks.save"] }));
    const name = within(dialog).getByRole("textbox", { name: messages["postbacks.field.name"] });
    await waitFor(() => expect(description(name)).toContain(server["server.postback.name"]));
    expect(within(dialog).getByText(server["server.postback.url"])).toBeTruthy();
  });
}

test("the list's page size and page are in the URL under the panel's own names, beside the tab", async () => {
  const { user, place, unmount } = await openTab();
  await user.selectOptions(screen.getByLabelText("Rows per page"), "20");
  await waitFor(() => expect(place.current()).toBe("/settings?selectedTab=postbacks&postbacksItemsPerPage=20"));
  unmount();
  // A link with the panel's page size opens with it; a page past the last one moves to the last, in place.
  const again = await renderRoute(`${TAB}&postbacksItemsPerPage=50&postbacksPage=9`, { signedIn: true });
  await waitFor(() => expect(names()).toContain("Tracker (all conversions)"));
  expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("50");
  await waitFor(() => expect(again.place.current()).toBe("/settings?selectedTab=postbacks&postbacksItemsPerPage=50"));
});
