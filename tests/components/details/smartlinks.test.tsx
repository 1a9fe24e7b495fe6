/**
 * Smartlinks (spec 02 sections 3-6; issue 13), moved from e2e/smartlinks.spec.ts: the verticals, the
 * list with the spec's labels, a launch and a request through the flow's dialog (the manager's
 * decisions through the /__mock controls, learnt when the window regains focus), the server's
 * refusals above the form with the choices kept, the country lookup and a refusal on the Countries
 * field, ROLE_SMARTLINKS off (newbie), and the list in ru, uk and zh. Axe and pictures stay in the browser.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import ru from "../../../src/i18n/messages/ru/smartlinks.json" with { type: "json" };
import uk from "../../../src/i18n/messages/uk/smartlinks.json" with { type: "json" };
import zh from "../../../src/i18n/messages/zh/smartlinks.json" with { type: "json" };
import { NEWBIE, mock, renderRoute } from "../render";
import { cellOf, choose, findDialog, forgetBrowser, pickCountries, rowOf, testInOtherLanguages } from "./helpers";

afterEach(forgetBrowser);

type User = Awaited<ReturnType<typeof renderRoute>>["user"];

const TABLE = "Your smartlinks";
const table = () => screen.getByRole("table", { name: TABLE });
const status = (name: string) => cellOf(table(), name, "Status").textContent;

const openPage = async (query = "") => {
  const view = await renderRoute(`/smartlinks${query}`, { signedIn: true });
  const list = await screen.findByRole("table", { name: TABLE });
  await waitFor(() => expect(list.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => expect(list.querySelectorAll("tbody > tr").length).toBeGreaterThan(1));
  return view;
};

/** The window regains focus: the flows ask the server again. */
const regainFocus = () => act(async () => void window.dispatchEvent(new Event("focus")));

/** Chooses `option` in the dialog's Traffic type listbox. */
const trafficType = (user: User, dialog: HTMLElement, option: string) => choose(user, dialog, "Traffic type", option);

const DISABLED = "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.";

test("demo launches an available smartlink: the spec's message for a missing traffic type, then Live; a request waits for the manager", async () => {
  const { user } = await openPage();
  expect(await screen.findByRole("heading", { level: 1, name: "Smartlinks" })).toBeTruthy();
  const verticals = await screen.findByRole("region", { name: "Verticals" });
  const vertical = (name: string) =>
    within(verticals)
      .getAllByRole("listitem")
      .find((i) => i.textContent?.includes(name))!.textContent;
  await waitFor(() => expect(vertical("Gaming")).toContain("Available · Launch"));
  expect(vertical("Utilities")).toContain("On request · Request");
  expect(vertical("Adult")).toContain("Disabled · No longer accepts traffic");

  await waitFor(() => expect(status("Smartlink Dating")).toBe("Live"));
  expect(status("Smartlink Loans")).toBe("Requested");
  expect(status("Smartlink Sports Betting")).toBe("Declined");
  expect(status("Smartlink Crypto & Finance")).toBe("Suspended");

  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Casual Games" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  await user.click(await within(dialog).findByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Please specify a traffic type")).toBeTruthy();
  await trafficType(user, dialog, "Native");
  await user.type(within(dialog).getByRole("textbox", { name: "Custom URL" }), "mailto:someone");
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Please, input correct url")).toBeTruthy();
  await user.clear(within(dialog).getByRole("textbox", { name: "Custom URL" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Custom URL" }), "https://landing.example/games");
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Your smartlink is live.")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(status("Smartlink Casual Games")).toBe("Live"));

  await user.click(await screen.findByRole("button", { name: "Request Smartlink Utilities & VPN" }));
  const request = await findDialog("Request Smartlink Utilities & VPN");
  await trafficType(user, request, "Push");
  await user.click(within(request).getByRole("button", { name: "Request" }));
  expect(await within(request).findByText("Requested: your manager reviews the request.")).toBeTruthy();
  // The manager approves; the flow learns it when the page gains focus.
  await mock.post("/__mock/smartlinks/318/approve");
  await regainFocus();
  expect(await within(request).findByText("Your smartlink is live.")).toBeTruthy();
  await user.click(within(request).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(status("Smartlink Utilities & VPN")).toBe("Live"));
});

test("without ROLE_SMARTLINKS the menu has no Smartlinks and the page says the feature is not enabled", async () => {
  await renderRoute("/smartlinks", { signedIn: NEWBIE });
  expect(await screen.findByRole("heading", { level: 1, name: "Smartlinks" })).toBeTruthy();
  expect(await screen.findByText("Smartlinks are not enabled for your account. Please contact your manager to enable them.")).toBeTruthy();
  const menu = screen.getByRole("navigation", { name: "Main menu" });
  expect(within(menu).queryByRole("link", { name: "Smartlinks" })).toBeNull();
});

test("the server's refusals above the form, the choices kept: a disabled vertical, the smartlink limit; a country where the vertical asks", async () => {
  const { user } = await openPage();
  // Smartlink Nutra: its vertical asks for a country.
  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Nutra" }));
  const nutra = await findDialog("Launch Smartlink Nutra");
  await trafficType(user, nutra, "Native");
  await user.click(within(nutra).getByRole("button", { name: "Launch" }));
  expect(await within(nutra).findByText("Please select a country")).toBeTruthy();
  await user.click(within(nutra).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Launch Smartlink Nutra" })).toBeNull());

  // The manager disables Gaming while the publisher fills the form.
  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Casual Games" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  await trafficType(user, dialog, "Native");
  await user.type(within(dialog).getByRole("textbox", { name: "Custom URL" }), "https://landing.example/games");
  await mock.post("/__mock/smartlink-verticals/7", { availability: "disabled" });
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText(DISABLED)).toBeTruthy();
  expect(within(dialog).getByRole("textbox", { name: "Custom URL" })).toHaveProperty("value", "https://landing.example/games");

  // Enabled again, but demo runs 6 smartlinks and the limit is now 6.
  await mock.post("/__mock/smartlink-verticals/7", { availability: "available" });
  await mock.post("/__mock/smartlink-limit", { limit: 6 });
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Smartlinks limit exceeded. Extra smartlinks must be requested from your manager.")).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: /^Traffic type/ }).textContent).toContain("Native");
});

test("a smartlink of a disabled vertical says Disabled and offers neither Launch nor Request; a live one too once the manager disables its vertical", async () => {
  await openPage("?itemsPerPage=20");
  await waitFor(() => expect(status("Smartlink Adult Dating")).toBe("Disabled"));
  expect(within(rowOf(table(), "Smartlink Adult Dating")).queryAllByRole("button")).toHaveLength(0);
  expect(status("Smartlink Dating")).toBe("Live");

  // The manager disables Dating: the panel, the row and its action agree once the page gains focus.
  await mock.post("/__mock/smartlink-verticals/1", { availability: "disabled" });
  await regainFocus();
  const verticals = screen.getByRole("region", { name: "Verticals" });
  const dating = () =>
    within(verticals)
      .getAllByRole("listitem")
      .find((i) => i.textContent?.startsWith("Dating"))?.textContent;
  await waitFor(() => expect(dating()).toContain("Disabled · No longer accepts traffic"));
  await waitFor(() => expect(status("Smartlink Dating")).toBe("Disabled"));
  expect(within(rowOf(table(), "Smartlink Dating")).queryAllByRole("button")).toHaveLength(0);
});

test("what the launch dialog learns reaches the page behind it: a vertical disabled since the page loaded", async () => {
  const { user } = await openPage();
  expect(status("Smartlink Casual Games")).not.toBe("Disabled");
  // The manager disables Gaming after the page loaded; the row still offers Launch.
  await mock.post("/__mock/smartlink-verticals/7", { availability: "disabled" });
  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Casual Games" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  expect(await within(dialog).findByText(DISABLED)).toBeTruthy();
  // Behind the dialog (hidden from the accessibility tree while it is open), without a reload or a
  // focus: the panel, the row and its action agree.
  const behind = { hidden: true };
  const gaming = () =>
    within(screen.getByRole("region", { name: "Verticals", ...behind }))
      .getAllByRole("listitem", behind)
      .find((i) => i.textContent?.startsWith("Gaming"))?.textContent;
  const list = () => screen.getByRole("table", { name: TABLE, ...behind });
  await waitFor(() => expect(gaming()).toContain("Disabled · No longer accepts traffic"));
  await waitFor(() => expect(cellOf(list(), "Smartlink Casual Games", "Status", behind).textContent).toBe("Disabled"));
  // Neither Launch nor Request (the row's Details disclosure is there at every width: issue 35 item 6).
  expect(within(rowOf(list(), "Smartlink Casual Games")).queryAllByRole("button", { ...behind, name: /^(Launch|Request)/ })).toHaveLength(
    0,
  );
});

test("countries are chosen from the lookup; the server's refusal of one item marks the Countries field, with no notification", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Casual Games" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  await trafficType(user, dialog, "Native");
  const countries = within(dialog).getByRole("combobox", { name: "Countries" });
  // A search by code finds the country; "uk" is no code the network knows (the United Kingdom is GB).
  await user.type(countries, "gb");
  await waitFor(() => expect(within(dialog).getAllByRole("option")[0]!.textContent).toContain("United Kingdom"));
  await user.click(within(dialog).getAllByRole("option")[0]!);
  await pickCountries(user, dialog, ["Germany"]);
  expect(within(dialog).getByRole("button", { name: "Remove United Kingdom" })).toBeTruthy();
  // The server refuses the second item (a country the network stopped serving since the list loaded).
  const refusal = {
    "@type": "ConstraintViolationList",
    "hydra:title": "An error occurred",
    "hydra:description": "countries[1]: DE is not a valid country code.",
    violations: [{ propertyPath: "countries[1]", message: "DE is not a valid country code." }],
  };
  await mock.post("/__mock/faults", { route: "smartlinks.launch", status: 422, body: refusal, times: 1 });
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("DE is not a valid country code.")).toBeTruthy();
  expect(countries.getAttribute("aria-invalid")).toBe("true");
  expect(screen.queryByText(/countries\[1\]/)).toBeNull();
  await user.click(within(dialog).getByRole("button", { name: "Remove Germany" }));
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Your smartlink is live.")).toBeTruthy();
});

testInOtherLanguages("the list in", { ru, uk, zh }, async (code, messages) => {
  await renderRoute("/smartlinks", { signedIn: true, locale: code });
  const list = await screen.findByRole("table", { name: messages["smartlinks.list.title"] });
  await waitFor(() => expect(list.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() =>
    expect(cellOf(list, "Smartlink Dating", messages["smartlinks.column.status"]).textContent).toBe(messages["smartlinks.badge.live"]),
  );
  expect(cellOf(list, "Smartlink Loans", messages["smartlinks.column.status"]).textContent).toBe(messages["smartlinks.badge.requested"]);
  expect(screen.getByRole("button", { name: `${messages["smartlinks.action.request"]} Smartlink Utilities & VPN` })).toBeTruthy();
  expect(screen.getByRole("region", { name: messages["smartlinks.verticals.title"] })).toBeTruthy();
});

test("the launch dialog with a choice made asks before Escape throws it away; untouched, it closes at once (issue 35 item 1)", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Launch Smartlink Casual Games" }));
  let dialog = await findDialog("Launch Smartlink Casual Games");
  await within(dialog).findByRole("button", { name: "Launch" });
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(screen.queryByRole("alertdialog")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Launch Smartlink Casual Games" }));
  dialog = await findDialog("Launch Smartlink Casual Games");
  await trafficType(user, dialog, "Native");
  await user.keyboard("{Escape}");
  const ask = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(within(dialog).getByRole("button", { name: /^Traffic type/ }).textContent).toContain("Native");
  await user.keyboard("{Escape}");
  await user.click(within(await findDialog("Discard your changes?", "alertdialog")).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});
