/**
 * A smartlink's own page (spec 02 sections 2-6; issue 13), moved from e2e/smartlink-detail.spec.ts:
 * the status and the timeline follow the manager's decisions (the /__mock controls: review, approve,
 * suspend, resume, decline, test, disabling the vertical) when the window regains focus, the badge
 * and the text always one label; the request and launch dialogs; the settings edited with the spec's
 * messages and refused once the manager suspended it; its link and postbacks; ROLE_SMARTLINKS off
 * (newbie); an unknown id; ru, uk and zh. The journey from the list with a reload, the domain's
 * "Used by" on the domains page, axe and pictures stay in the browser.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import ru from "../../../src/i18n/messages/ru/smartlink-detail.json" with { type: "json" };
import uk from "../../../src/i18n/messages/uk/smartlink-detail.json" with { type: "json" };
import zh from "../../../src/i18n/messages/zh/smartlink-detail.json" with { type: "json" };
import { NEWBIE, mock, renderRoute } from "../render";
import { choose, findDialog, forgetBrowser, pickCountries, testInOtherLanguages } from "./helpers";

afterEach(() => {
  forgetBrowser();
  vi.restoreAllMocks();
});

const open = async (id: number | string, options: Parameters<typeof renderRoute>[1] = { signedIn: true }) => {
  const view = await renderRoute(`/smartlinks/${id}`, options);
  return view;
};

/** The window regains focus: the page asks the server again. */
const regainFocus = () => act(async () => void window.dispatchEvent(new Event("focus")));

/** The manager acts on demo's smartlink `relativeId`; the page learns it when the window regains focus. */
const manager = async (relativeId: number, action: string) => {
  await mock.post(`/__mock/smartlinks/${relativeId}/${action}`);
  await regainFocus();
};

/** The stage in words, in the summary. */
const stage = () => within(screen.getAllByRole("definition").find((d) => within(d).queryByRole("status"))!).getByRole("status").textContent;
/** The status badge beside the smartlink's name. */
const badge = () => screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent;
/** The timeline's steps without their dates. */
const steps = (name = "Timeline") =>
  within(screen.getByRole("region", { name }))
    .queryAllByTestId("timeline-step")
    .map((s) => s.textContent);
const settings = () => screen.getByRole("region", { name: "Settings" });

const chosen = (form: HTMLElement) =>
  within(within(form).getByRole("list", { name: "Chosen" }))
    .getAllByRole("listitem")
    .map((i) => i.textContent);

test("a request, then the timeline grows as the manager reviews, approves, suspends and resumes; the link and the postbacks once live", async () => {
  const { user } = await open(318);
  expect(await screen.findByRole("heading", { level: 1, name: "Smartlink Utilities & VPN" })).toBeTruthy();
  await waitFor(() => expect(stage()).toBe("On request: ask your manager for it."));
  expect(await screen.findByText("Nothing yet: the timeline starts when you launch or request the smartlink.")).toBeTruthy();

  // The request through the flow's dialog, with the spec's message for a missing traffic type.
  await user.click(await screen.findByRole("button", { name: "Request" }));
  const dialog = await findDialog("Request Smartlink Utilities & VPN");
  await user.click(await within(dialog).findByRole("button", { name: "Request" }));
  expect(await within(dialog).findByText("Please specify a traffic type")).toBeTruthy();
  await choose(user, dialog, "Traffic type", "Push");
  await user.click(within(dialog).getByRole("button", { name: "Request" }));
  expect(await within(dialog).findByText("Requested: your manager reviews the request.")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(stage()).toBe("Requested: your manager reviews the request."));
  await waitFor(() => expect(steps()).toEqual(["Requested (by you)"]));
  expect(screen.getByText("The link appears once the smartlink is live.")).toBeTruthy();

  await manager(318, "review");
  await waitFor(() => expect(stage()).toBe("In review: your manager is reviewing the request."));
  await waitFor(() => expect(steps()).toEqual(["Requested (by you)", "In review"]));

  await manager(318, "approve");
  await waitFor(() => expect(stage()).toBe("Live: the smartlink is running."));
  expect(badge()).toBe("Live");
  await waitFor(() => expect(steps()).toEqual(["Requested (by you)", "In review", "Approved · Live"]));
  // The link: the shared builder with the campaign's traffic type (Push) as tt.
  const builder = await screen.findByRole("region", { name: "Tracking link builder" });
  await within(builder).findByRole("textbox", { name: "Tracking link" });
  const link = () => (within(builder).getByRole("textbox", { name: "Tracking link" }) as HTMLInputElement).value;
  await waitFor(() => expect(link()).toMatch(/^https:\/\/trk\.affnet\.example\/smartlink\?s=318&p=1001&tt=\d+$/));
  await user.type(within(builder).getByRole("textbox", { name: "Track (track)" }), "spring");
  await waitFor(() => expect(link()).toMatch(/&track=spring$/));
  expect(await screen.findByRole("heading", { name: "This smartlink's postbacks" })).toBeTruthy();
  // Its postbacks: the smartlink scope offers every macro but {goal}.
  await user.click(await screen.findByRole("button", { name: "Add postback" }));
  const postback = await findDialog("Add postback");
  expect(within(postback).getByRole("button", { name: "Insert {ext_click_id}" })).toBeTruthy();
  expect(within(postback).queryByRole("button", { name: "Insert {goal}" })).toBeNull();
  await user.click(within(postback).getByRole("button", { name: "Cancel" }));

  await manager(318, "suspend");
  await waitFor(() => expect(stage()).toBe("Suspended by your manager."));
  expect(within(settings()).queryByRole("button", { name: "Edit" })).toBeNull();
  expect(screen.getByText("The settings can be changed while the smartlink is requested or live.")).toBeTruthy();
  await manager(318, "resume");
  await waitFor(() => expect(stage()).toBe("Live: the smartlink is running."));
  await waitFor(() =>
    expect(steps()).toEqual(["Requested (by you)", "In review", "Approved · Live", "Suspended by your manager", "Resumed · Live"]),
  );
});

test("the manager declines a request; a launch from the page is live at once", async () => {
  const { user, unmount } = await open(320);
  expect(await screen.findByRole("heading", { level: 1, name: "Smartlink Loans" })).toBeTruthy();
  await waitFor(() => expect(steps()).toEqual(["Requested"]));
  await manager(320, "decline");
  await waitFor(() => expect(stage()).toBe("Declined: your request was declined."));
  expect(badge()).toBe("Declined");
  await waitFor(() => expect(steps()).toEqual(["Requested", "Declined"]));
  unmount();

  await open(316);
  await user.click(await screen.findByRole("button", { name: "Launch" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  await choose(user, dialog, "Traffic type", "Native");
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Your smartlink is live.")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(stage()).toBe("Live: the smartlink is running."));
  await waitFor(() => expect(steps()).toEqual(["Launched · Live (by you)"]));
});

test("traffic type and countries: the spec's message, nothing typed lost, saved and on the timeline; refused once suspended", async () => {
  const { user } = await open(311);
  await waitFor(() => expect(settings().textContent).toContain("Canada (CA), Australia (AU)"));
  await user.click(within(settings()).getByRole("button", { name: "Edit" }));
  const form = await within(settings()).findByRole("form", { name: "Edit the settings" });
  // The keyboard goes to the form's first field, and back to Edit when the form closes.
  await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole("button", { name: /^Traffic type/ })));
  expect(chosen(form)).toEqual([expect.stringMatching(/Canada/), expect.stringMatching(/Australia/)]);
  await user.click(within(form).getByRole("button", { name: "Remove Canada" }));
  await user.click(within(form).getByRole("button", { name: "Remove Australia" }));
  await user.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Please select a country")).toBeTruthy();
  await pickCountries(user, form, ["Germany", "Austria"]);
  await choose(user, form, "Traffic type", "Native");
  await user.click(within(form).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(within(settings()).queryByRole("form")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(within(settings()).getByRole("button", { name: "Edit" })));
  expect(settings().textContent).toContain("Native");
  expect(settings().textContent).toContain("Germany (DE), Austria (AT)");
  await waitFor(() => expect(steps()).toEqual(["Requested", "In review", "Approved · Live", "You changed the settings"]));

  // The manager suspends it while the publisher edits: the server's refusal above the form, the typing kept.
  await user.click(within(settings()).getByRole("button", { name: "Edit" }));
  const again = await within(settings()).findByRole("form", { name: "Edit the settings" });
  await pickCountries(user, again, ["Switzerland"]);
  await mock.post("/__mock/smartlinks/311/suspend");
  await user.click(within(again).getByRole("button", { name: "Save" }));
  expect(await within(again).findByText("This smartlink can no longer be changed. Please contact your manager for support.")).toBeTruthy();
  expect(chosen(again)).toEqual([expect.stringMatching(/Germany/), expect.stringMatching(/Austria/), expect.stringMatching(/Switzerland/)]);
  await user.click(within(again).getByRole("button", { name: "Cancel" }));
  await user.click(await screen.findByRole("button", { name: "Refresh" }));
  await waitFor(() => expect(stage()).toBe("Suspended by your manager."));
  expect(settings().textContent).toContain("Germany (DE), Austria (AT)");
});

const DISABLED = "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.";

test("the manager disables a live smartlink's vertical: the page says so and offers neither its link nor an edit; enabled again, both are back", async () => {
  const { user } = await open(301);
  await waitFor(() => expect(stage()).toBe("Live: the smartlink is running."));
  expect(await screen.findByRole("region", { name: "Tracking link builder" })).toBeTruthy();
  await mock.post("/__mock/smartlink-verticals/1", { availability: "disabled" });
  await regainFocus();
  await waitFor(() => expect(stage()).toBe(DISABLED));
  expect(badge()).toBe("Disabled");
  expect(screen.queryByRole("region", { name: "Tracking link builder" })).toBeNull();
  expect(within(settings()).queryByRole("button", { name: "Edit" })).toBeNull();
  await mock.post("/__mock/smartlink-verticals/1", { availability: "available" });
  await user.click(await screen.findByRole("button", { name: "Refresh" }));
  await waitFor(() => expect(stage()).toBe("Live: the smartlink is running."));
  expect(badge()).toBe("Live");
  expect(await screen.findByRole("region", { name: "Tracking link builder" })).toBeTruthy();
});

test("a smartlink of a vertical already disabled: the spec's text, no Launch", async () => {
  await open(324);
  expect(await screen.findByRole("heading", { level: 1, name: "Smartlink Adult Dating" })).toBeTruthy();
  await waitFor(() => expect(stage()).toBe(DISABLED));
  expect(badge()).toBe("Disabled");
  expect(screen.queryByRole("button", { name: "Launch" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Request" })).toBeNull();
});

test("one state, one label: the badge and the text agree in review and on test", async () => {
  await open(320);
  await waitFor(() => expect(stage()).toBe("Requested: your manager reviews the request."));
  expect(badge()).toBe("Requested");
  await manager(320, "review");
  await waitFor(() => expect(stage()).toBe("In review: your manager is reviewing the request."));
  expect(badge()).toBe("In review");
  await manager(320, "test");
  await waitFor(() => expect(stage()).toBe("Test: the smartlink runs in test mode."));
  expect(badge()).toBe("Test");
});

test("a domain and a custom URL at launch: shown on the page, the builder starts from the domain; both changed in the edit", async () => {
  const { user } = await open(316);
  await user.click(await screen.findByRole("button", { name: "Launch" }));
  const dialog = await findDialog("Launch Smartlink Casual Games");
  await choose(user, dialog, "Traffic type", "Native");
  // Only validated domains are offered: go.demo-traffic.com, not promo.demo-traffic.com (pending).
  await user.click(within(dialog).getByRole("button", { name: /^Domain/ }));
  await screen.findByRole("option", { name: "go.demo-traffic.com" });
  expect(screen.queryByRole("option", { name: "promo.demo-traffic.com" })).toBeNull();
  await user.click(await screen.findByRole("option", { name: "go.demo-traffic.com" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Custom URL" }), "https://landing.example/games");
  await user.click(within(dialog).getByRole("button", { name: "Launch" }));
  expect(await within(dialog).findByText("Your smartlink is live.")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));

  const definitions = () =>
    within(settings())
      .getAllByRole("definition")
      .map((d) => d.textContent ?? "");
  await waitFor(() => expect(definitions().some((d) => d.includes("go.demo-traffic.com"))).toBe(true));
  expect(definitions().some((d) => d.includes("https://landing.example/games"))).toBe(true);
  const builder = () => screen.getByRole("region", { name: "Tracking link builder" });
  await within(await screen.findByRole("region", { name: "Tracking link builder" })).findByRole("textbox", { name: "Tracking link" });
  const link = () => (within(builder()).getByRole("textbox", { name: "Tracking link" }) as HTMLInputElement).value;
  await waitFor(() => expect(within(builder()).getByRole("combobox", { name: "Domain" })).toHaveProperty("value", "go.demo-traffic.com"));
  expect(link()).toMatch(/^https:\/\/go\.demo-traffic\.com\/smartlink\?s=316&/);

  await user.click(within(settings()).getByRole("button", { name: "Edit" }));
  const form = await within(settings()).findByRole("form", { name: "Edit the settings" });
  const url = within(form).getByRole("textbox", { name: "Custom URL" });
  expect(url).toHaveProperty("value", "https://landing.example/games");
  await user.clear(url);
  await user.type(url, "landing.example/v2");
  await user.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Please, input correct url")).toBeTruthy();
  await user.clear(url);
  await user.type(url, "https://landing.example/v2");
  await choose(user, form, "Domain", "The network's domain");
  await user.click(within(form).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(within(settings()).queryByRole("form")).toBeNull());
  await waitFor(() => expect(definitions().some((d) => d.includes("https://landing.example/v2"))).toBe(true));
  expect(definitions().some((d) => d.includes("The network's domain"))).toBe(true);
  await waitFor(() => expect(link()).toMatch(/^https:\/\/trk\.affnet\.example\/smartlink\?s=316&/));
  await waitFor(() => expect(steps()).toEqual(["Launched · Live (by you)", "You changed the settings"]));
});

test("an unknown smartlink is not found", async () => {
  const { unmount } = await open(999);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not Found"));
  unmount();
  await open("abc");
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not Found"));
});

test("without ROLE_SMARTLINKS the page says the feature is not enabled and asks the server for no smartlink", async () => {
  const fetches = vi.spyOn(window, "fetch");
  await open(301, { signedIn: NEWBIE });
  expect(await screen.findByText("Smartlinks are not enabled for your account. Please contact your manager to enable them.")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1, name: "Smartlinks" })).toBeTruthy();
  const asked = fetches.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
  expect(asked.some((url) => url.includes("/publisher/api/"))).toBe(true);
  expect(asked.filter((url) => url.includes("/publisher/api/smartlink") || url.includes("/publisher/api/campaigns"))).toEqual([]);
});

testInOtherLanguages("in", { ru, uk, zh }, async (code, messages) => {
  await open(307, { signedIn: true, locale: code });
  expect(await screen.findByRole("heading", { name: messages["smartlinks.detail.timeline"] })).toBeTruthy();
  await waitFor(() => expect(stage()).toBe(messages["smartlinks.stage.suspended"]));
  const items = within(screen.getByRole("region", { name: messages["smartlinks.detail.timeline"] })).getAllByRole("listitem");
  expect(items[0]!.textContent).toContain(messages["smartlinks.timeline.requested"]);
  expect(items.at(-1)!.textContent).toContain(messages["smartlinks.timeline.suspended"]);
  expect(screen.getByText(messages["smartlinks.detail.notEditable"])).toBeTruthy();
  expect(screen.getByRole("link", { name: messages["smartlinks.detail.back"] })).toBeTruthy();
});

const BACK = "Back to smartlinks";

test("a changed settings form asks before the page is left: Keep editing keeps the countries chosen, Discard leaves (issue 35 item 1)", async () => {
  const { user, place } = await open(311);
  await waitFor(() => expect(settings().textContent).toContain("Canada (CA), Australia (AU)"));
  const back = screen.getByRole("link", { name: BACK });
  await user.click(within(settings()).getByRole("button", { name: "Edit" }));
  const form = await within(settings()).findByRole("form", { name: "Edit the settings" });
  await user.click(await within(form).findByRole("button", { name: "Remove Canada" }));
  await pickCountries(user, form, ["Germany"]);

  await user.click(back);
  const ask = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(place.current()).toBe("/smartlinks/311");
  expect(chosen(form)).toEqual([expect.stringMatching(/Australia/), expect.stringMatching(/Germany/)]);

  await user.click(back);
  await user.click(within(await findDialog("Discard your changes?", "alertdialog")).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(place.current()).toBe("/smartlinks"));
});

test("an edit opened and left unchanged leaves without asking", async () => {
  const { user, place } = await open(311);
  await waitFor(() => expect(settings().textContent).toContain("Canada (CA), Australia (AU)"));
  await user.click(within(settings()).getByRole("button", { name: "Edit" }));
  await within(settings()).findByRole("form", { name: "Edit the settings" });
  await user.click(screen.getByRole("link", { name: BACK }));
  await waitFor(() => expect(place.current()).toBe("/smartlinks"));
  expect(screen.queryByRole("alertdialog")).toBeNull();
});
