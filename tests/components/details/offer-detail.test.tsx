/**
 * Offer detail (spec 02 sections 2, 3, 5, 8 and 9; issue 12), moved from e2e/offer-detail.spec.ts:
 * the tabs and the arrow keys; an unknown id's "Not Found"; the overview's targeting, payouts, goals
 * and landing pages; the link builder (the link follows the typing, the domain and the landing page,
 * copy, the QR code, all links as CSV, its values read from and written to the URL) and creatives; the
 * shortlink form's upload rules, the limit, copy and delete; the postback tab; access (Get link,
 * Request, the manager's decision through /__mock, a failed request) and the list's Get link; four
 * languages. The list-to-offer journey, the comparison, the column chooser over a reload, axe and
 * pictures stay in the browser.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import en from "../../../src/i18n/messages/en/offer-detail.json" with { type: "json" };
import ru from "../../../src/i18n/messages/ru/offer-detail.json" with { type: "json" };
import uk from "../../../src/i18n/messages/uk/offer-detail.json" with { type: "json" };
import zh from "../../../src/i18n/messages/zh/offer-detail.json" with { type: "json" };
import enLinks from "../../../src/i18n/messages/en/links.json" with { type: "json" };
import ruLinks from "../../../src/i18n/messages/ru/links.json" with { type: "json" };
import ukLinks from "../../../src/i18n/messages/uk/links.json" with { type: "json" };
import zhLinks from "../../../src/i18n/messages/zh/links.json" with { type: "json" };
import { DEMO, mock, renderRoute, signInAs } from "../render";
import { findDialog, forgetBrowser, speak } from "./helpers";

afterEach(forgetBrowser);

/** Demo's offers by availability (mock-server/store/offer-catalogue.ts). */
const LIVE = 4117; // MatchMe Dating – DOI: 3 landing pages, shortlink 801, postback 602
const AVAILABLE = 4290;
const ON_REQUEST = 4301;
const REQUESTED = 4275;
const DECLINED = 4251;
const BASE = `https://trk.affnet.example/click?o=${LIVE}&p=1001`;

const PNG = Uint8Array.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a7d7ee6d0000000049454e44ae426082"
    .match(/../g)!
    .map((byte) => parseInt(byte, 16)),
);

const open = async (id: number | string, tab?: string, query = "") => {
  const view = await renderRoute(`/offers/${id}${tab ? `?selectedTab=${tab}` : ""}${query}`, { signedIn: true });
  return view;
};
const heading = async (id: number) => waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(`#${id}`));

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const link = () => field("Tracking link").value;
const exact = (text: string) => screen.queryByText(text, { exact: true });

test("the tabs: the one in the URL is selected, a click selects another and puts it in the URL, the arrow keys move between them", async () => {
  const { user, place } = await open(LIVE);
  await heading(LIVE);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("#4117 MatchMe Dating – DOI");
  expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
  for (const [name, key] of [
    ["Links and creatives", "links_and_creatives"],
    ["Postback", "postback"],
    ["Shortlink", "shortlink"],
    ["Overview", "overview"],
  ] as const) {
    await user.click(await screen.findByRole("tab", { name }));
    await waitFor(() => expect(place.current()).toMatch(new RegExp(`selectedTab=${key}$`)));
    await waitFor(() => expect(screen.getByRole("tab", { name }).getAttribute("aria-selected")).toBe("true"));
  }
  screen.getByRole("tab", { name: "Shortlink" }).focus();
  await user.keyboard("{ArrowLeft}");
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Postback" })));
});

test("a tab in the URL opens selected", async () => {
  await open(LIVE, "shortlink");
  await heading(LIVE);
  expect(screen.getByRole("tab", { name: "Shortlink" }).getAttribute("aria-selected")).toBe("true");
});

test("an unknown id is Not Found", async () => {
  const { unmount } = await open(12);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not Found"));
  unmount();
  await open("abc");
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Not Found"));
});

test("overview: targeting, payout rates per goal and country, landing pages, approximate payout", async () => {
  await signInAs(DEMO);
  const offer = (await (await fetch(`/publisher/api/offers/${LIVE}`)).json()) as {
    goals: Array<{ title: string; key: string; type: string; countryPayouts: Array<{ country: string }> }>;
    landingPages: Array<{ landingPage: string; url: string }>;
  };
  const { unmount } = await open(LIVE);
  const targeting = await screen.findByRole("region", { name: "Targeting" });
  await within(targeting).findByText("Spain");
  expect(within(targeting).getByText("Thailand")).toBeTruthy();
  for (const text of ["Connection types", "Cable/DSL", "Android", "Platform groups"]) expect(targeting.textContent).toContain(text);
  expect(screen.getByRole("region", { name: "About the offer" }).textContent).toContain("Expected approximate payout");
  const rates = within(screen.getByRole("region", { name: "Goals and payout rates" })).getByRole("table");
  for (const goal of offer.goals) {
    // The name, and on a phone the key and type under it (the stylesheet hides them on a wider screen; a DOM test has none).
    expect(within(rates).getByRole("rowheader", { name: `${goal.title} ${goal.key} · ${goal.type}` })).toBeTruthy();
    expect(within(rates).getByRole("cell", { name: goal.key })).toBeTruthy();
  }
  expect(rates.querySelectorAll("tbody tr")).toHaveLength(offer.goals.reduce((n, g) => n + g.countryPayouts.length + 1, 0));
  expect(rates.textContent).toContain("All other countries");
  const landings = screen.getByRole("region", { name: "Landing pages" });
  for (const landing of offer.landingPages) expect(within(landings).getByRole("link", { name: landing.url })).toBeTruthy();
  unmount();

  // An offer that denies countries lists them as denied.
  await open(4102);
  const denied = await screen.findByRole("region", { name: "Targeting" });
  await waitFor(() => expect(denied.textContent).toContain("All countries"));
  expect(denied.textContent).toContain("Ukraine");
});

test("link builder: the link follows the typing, the domain and landing page; copy, QR code and all links as CSV; creatives", async () => {
  const { user, place } = await open(LIVE, "links_and_creatives");
  await screen.findByRole("textbox", { name: "Tracking link" });
  await waitFor(() => expect(link()).toBe(BASE));
  await user.type(field("Subsource (subsource)"), "push-1");
  await waitFor(() => expect(link()).toBe(`${BASE}&subsource=push-1`));
  await user.type(field("External click ID (ext_click_id)"), "{{clickid}");
  await user.type(field("Sub 6 (sub6)"), "a b&c");
  await waitFor(() => expect(link()).toBe(`${BASE}&subsource=push-1&ext_click_id={clickid}&sub6=a%20b%26c`));
  // A broken token is kept as typed, named, and left out of the link (spec 02 section 5).
  await user.type(field("Sub 1 (sub1)"), "{{zone");
  await waitFor(() => expect(field("Sub 1 (sub1)").getAttribute("aria-invalid")).toBe("true"));
  const description = (field("Sub 1 (sub1)").getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
  expect(description).toContain("The value should contain a given pattern");
  expect(link()).toBe(`${BASE}&subsource=push-1&ext_click_id={clickid}&sub6=a%20b%26c`);
  await user.clear(field("Sub 1 (sub1)"));
  await waitFor(() => expect(field("Sub 1 (sub1)").getAttribute("aria-invalid")).not.toBe("true"));
  const landing = screen.getByRole("combobox", { name: "Landing page" }) as HTMLSelectElement;
  await user.selectOptions(landing, landing.options[2]!);
  await waitFor(() => expect(link()).toMatch(/&lp=\d+&subsource=push-1/));
  // The publisher's validated domains (go.demo-traffic.com is ok) replace the host.
  const domain = screen.getByRole("combobox", { name: "Domain" }) as HTMLSelectElement;
  expect([...domain.options].map((o) => o.textContent)).toEqual(["Default domain (trk.affnet.example)", "go.demo-traffic.com"]);
  await user.selectOptions(domain, "go.demo-traffic.com");
  await waitFor(() => expect(link()).toMatch(/^https:\/\/go\.demo-traffic\.com\/click\?o=4117&p=1001&lp=\d+&subsource=push-1/));
  // Its values are in the URL (issue 25 item 8).
  await waitFor(() => expect(place.current()).toMatch(/link\.sub6=a\+b%26c/));

  await user.click(await screen.findByRole("button", { name: "Copy link" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(link());

  const qr = screen.getByRole("button", { name: "Show QR code" });
  expect(qr.getAttribute("aria-expanded")).toBe("false");
  await user.click(qr);
  expect(await screen.findByRole("img", { name: "QR code of the tracking link of #4117 MatchMe Dating – DOI" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Hide QR code" }).getAttribute("aria-expanded")).toBe("true");

  await user.click(await screen.findByRole("button", { name: "Copy all links as CSV" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toMatch(/^Landing page,Tracking link/));
  const lines = (await navigator.clipboard.readText()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(4);
  for (const line of lines.slice(1))
    expect(line).toMatch(
      /,https:\/\/go\.demo-traffic\.com\/click\?o=4117&p=1001&lp=\d+&subsource=push-1&ext_click_id={clickid}&sub6=a%20b%26c$/,
    );

  // What was typed outlasts a visit to another tab.
  await user.click(await screen.findByRole("tab", { name: "Overview" }));
  await user.click(await screen.findByRole("tab", { name: "Links and creatives" }));
  await screen.findByRole("textbox", { name: "Subsource (subsource)" });
  await waitFor(() => expect(field("Subsource (subsource)").value).toBe("push-1"));
  await waitFor(() =>
    expect(link()).toMatch(
      /^https:\/\/go\.demo-traffic\.com\/click\?o=4117&p=1001&lp=\d+&subsource=push-1&ext_click_id={clickid}&sub6=a%20b%26c$/,
    ),
  );

  // Creatives: a preview and a download each.
  const creatives = screen.getByRole("region", { name: "Creatives" });
  expect((await within(creatives).findAllByRole("img")).length).toBeGreaterThan(0);
  const download = within(creatives).getAllByRole("link", { name: /^Download / })[0]!;
  // Saved under the creative's name, not its id ("41020.svg": issue 35.13).
  const name = download.getAttribute("aria-label")!.replace(/^Download /, "");
  expect(download.getAttribute("download")).toBe(`${name}.svg`);
  expect((await fetch(download.getAttribute("href")!)).ok).toBe(true);
});

test("link builder: its values are read from the URL (issue 25 item 8)", async () => {
  await open(LIVE, "links_and_creatives", "&link.subsource=push-1&link.sub6=a+b%26c&link.domain=go.demo-traffic.com");
  await screen.findByRole("textbox", { name: "Tracking link" });
  await waitFor(() => expect(field("Subsource (subsource)").value).toBe("push-1"));
  expect(field("Sub 6 (sub6)").value).toBe("a b&c");
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Domain" })).toHaveProperty("value", "go.demo-traffic.com"));
  await waitFor(() => expect(link()).toBe("https://go.demo-traffic.com/click?o=4117&p=1001&subsource=push-1&sub6=a%20b%26c"));
});

test("an offer without a link says when the builder appears", async () => {
  const { user } = await open(ON_REQUEST, "links_and_creatives");
  expect(await screen.findByText(en["offerDetail.noLink"])).toBeTruthy();
  expect(screen.queryByRole("textbox", { name: "Tracking link" })).toBeNull();
  await user.click(await screen.findByRole("tab", { name: "Shortlink" }));
  expect(await screen.findByText(en["shortlinks.noLink"])).toBeTruthy();
});

test("a shortlink's typed title asks before the offer is left: Keep editing keeps it, Discard leaves (issue 35 item 1)", async () => {
  const { user, place } = await open(LIVE, "shortlink");
  await screen.findByRole("form", { name: "Create a shortlink" });
  const menu = screen.getByRole("navigation", { name: "Main menu" });
  // Untouched, the form lets the page go.
  await user.click(within(menu).getByRole("link", { name: "Offers" }));
  await waitFor(() => expect(place.current()).toBe("/offers"));
  await user.click(await screen.findByRole("link", { name: /MatchMe Dating – DOI/ }));
  await user.click(await screen.findByRole("tab", { name: "Shortlink" }));
  const title = within(await screen.findByRole("form", { name: "Create a shortlink" })).getByRole("textbox", { name: /^Title/ });
  await user.type(title, "Spring promo");

  await user.click(within(menu).getByRole("link", { name: "Offers" }));
  const ask = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(place.current()).toBe(`/offers/${LIVE}?selectedTab=shortlink`);
  expect((screen.getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe("Spring promo");

  await user.click(within(menu).getByRole("link", { name: "Offers" }));
  await user.click(within(await findDialog("Discard your changes?", "alertdialog")).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(place.current()).toBe("/offers"));
});

test("shortlinks: upload rules by content and size, create, copy, delete, and the limit", async () => {
  const { user, unmount } = await open(LIVE, "shortlink");
  const form = await screen.findByRole("form", { name: "Create a shortlink" });
  const list = () => screen.getByRole("list", { name: "Shortlinks of this offer" });
  const items = () => within(list()).getAllByRole("listitem");
  await waitFor(() => expect(items()).toHaveLength(1));
  // The limit counts all offers together (demo has 2 shortlinks, one on another offer).
  expect(await within(form).findByText("2 of 10 shortlinks used (all offers together)")).toBeTruthy();
  // An empty click spends no shortlink: the title is asked for.
  const title = within(form).getByRole("textbox", { name: /^Title/ });
  await user.click(within(form).getByRole("button", { name: "Create shortlink" }));
  expect(await within(form).findByText("Field is required")).toBeTruthy();
  expect(title.getAttribute("aria-invalid")).toBe("true");
  expect(within(form).getByText("2 of 10 shortlinks used (all offers together)")).toBeTruthy();
  expect(items()).toHaveLength(1);
  // The title's counter counts what a reader sees: an emoji or a flag is one character.
  await user.type(title, "🎉🇺🇦");
  expect(await within(form).findByText("2 / 255")).toBeTruthy();

  // A text file named .png is no image; a file over 5,000,000 bytes is too large. Neither is kept.
  const cover = within(form).getByLabelText("Cover image", { selector: "input" });
  await user.upload(cover, new File(["not an image"], "cover.png", { type: "image/png" }));
  expect(await within(form).findByText("Invalid image. Please check the requirements.")).toBeTruthy();
  const big = new Uint8Array(PNG.length + 5_000_001);
  big.set(PNG);
  await user.upload(within(form).getByLabelText("Preview image", { selector: "input" }), new File([big], "big.png", { type: "image/png" }));
  expect(await within(form).findByText("The file is too large. Allowed maximum size is 5 MB")).toBeTruthy();
  expect(within(form).queryByRole("list", { name: "Cover image" })).toBeNull();

  await user.clear(title);
  await user.type(title, "Spring push");
  await user.upload(within(form).getByLabelText("Cover image", { selector: "input" }), new File([PNG], "cover.png", { type: "image/png" }));
  await waitFor(() => expect(within(form).queryByText("Invalid image. Please check the requirements.")).toBeNull());
  await waitFor(() => expect(within(form).getByRole("list", { name: "Cover image" }).textContent).toContain("cover.png"));
  await user.click(within(form).getByRole("button", { name: "Create shortlink" }));
  expect(await screen.findByText("Shortlink created")).toBeTruthy();
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(await within(form).findByText("3 of 10 shortlinks used (all offers together)")).toBeTruthy();
  expect(items()[0]!.textContent).toContain("Spring push");
  expect(title).toHaveProperty("value", "");

  const shortUrl = (items()[0]!.querySelector("p")?.textContent ?? "").trim();
  expect(shortUrl).toMatch(/^https:\/\/s\.affnet\.example\/\w{6}$/);
  // The cover shows as a thumbnail, served from the upload with its checked type (issue 25 item 7); no preview was given.
  const thumbnail = within(list()).getByRole("img", { name: `Cover image of ${shortUrl}` });
  const served = await fetch(thumbnail.getAttribute("src")!);
  expect(served.headers.get("content-type")).toMatch(/^image\/png/);
  expect(within(list()).queryByRole("img", { name: `Preview image of ${shortUrl}` })).toBeNull();
  await user.click(within(list()).getByRole("button", { name: `Copy ${shortUrl}` }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(shortUrl));

  await user.click(within(list()).getByRole("button", { name: `Delete ${shortUrl}` }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(await within(form).findByText("2 of 10 shortlinks used (all offers together)")).toBeTruthy();

  // Demo holds 2 of the 10: eight more fit, the next is refused with the spec's text; what was typed stays.
  for (let i = 0; i < 8; i++) {
    const answer = await fetch("/publisher/api/campaign_short_links", {
      method: "POST",
      headers: { "content-type": "application/ld+json" },
      body: JSON.stringify({ offer: `/publisher/api/offers/${LIVE}` }),
    });
    expect(answer.status).toBe(201);
  }
  await user.type(title, "One too many");
  await user.click(within(form).getByRole("button", { name: "Create shortlink" }));
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe("Shortlinks limit exceeded."));
  expect(title).toHaveProperty("value", "One too many");
  // The refusal reads the count again: at the limit, Create waits until one is deleted.
  expect(await within(form).findByText("10 of 10 shortlinks used (all offers together)")).toBeTruthy();
  expect(within(form).getByRole("button", { name: "Create shortlink" })).toHaveProperty("disabled", true);
  unmount();
  await open(LIVE, "shortlink");
  const again = await screen.findByRole("form", { name: "Create a shortlink" });
  expect(await within(again).findByText("10 of 10 shortlinks used (all offers together)")).toBeTruthy();
  expect(within(again).getByText("Shortlinks limit exceeded. Delete a shortlink to create another.")).toBeTruthy();
  expect(within(again).getByRole("button", { name: "Create shortlink" })).toHaveProperty("disabled", true);
});

test("postback tab: this offer's postbacks in the shared panel", async () => {
  await open(LIVE, "postback");
  expect(await screen.findByText("MatchMe goals")).toBeTruthy();
  expect(screen.queryByText("Tracker (all conversions)")).toBeNull();
});

test("access: Get link makes an available offer live; Request, then the manager approves or declines", async () => {
  const first = await open(AVAILABLE);
  await waitFor(() => expect(exact("Available")).toBeTruthy());
  await first.user.click(await screen.findByRole("button", { name: "Get link" }));
  await waitFor(() => expect(exact("Live")).toBeTruthy());
  await first.user.click(await screen.findByRole("tab", { name: "Links and creatives" }));
  await screen.findByRole("textbox", { name: "Tracking link" });
  await waitFor(() => expect(link()).toBe(`https://trk.affnet.example/click?o=${AVAILABLE}&p=1001`));
  first.unmount();

  const second = await open(ON_REQUEST);
  await waitFor(() => expect(exact("On request")).toBeTruthy());
  await second.user.click(await screen.findByRole("button", { name: "Request" }));
  await waitFor(() => expect(exact("Requested")).toBeTruthy());
  expect(await screen.findByText("Access requested. Your manager will review it.")).toBeTruthy();
  expect(screen.getByText(en["offerDetail.access.hint.requested"])).toBeTruthy();
  await mock.post("/__mock/offer-access", { offer: ON_REQUEST, decision: "approve" });
  await second.user.click(await screen.findByRole("button", { name: "Check status" }));
  await waitFor(() => expect(exact("Live")).toBeTruthy());
  await second.user.click(await screen.findByRole("button", { name: "Get link" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  second.unmount();

  await open(REQUESTED);
  await waitFor(() => expect(exact("Requested")).toBeTruthy());
  await mock.post("/__mock/offer-access", { offer: REQUESTED, decision: "decline" });
  // The page asks again when it gains focus.
  await act(async () => void window.dispatchEvent(new Event("focus")));
  await waitFor(() => expect(exact("Declined")).toBeTruthy());
  expect(screen.getByText(en["offerDetail.access.hint.declined"])).toBeTruthy();
});

test("the list's Get link on an available offer takes it and copies its link; the row turns live", async () => {
  const { user } = await renderRoute(`/offers?search=%23${AVAILABLE}`, { signedIn: true });
  const row = () => screen.getAllByRole("row").find((r) => r.textContent?.includes(`#${AVAILABLE}`))!;
  await waitFor(() => expect(within(row()).getByText("Available", { exact: true })).toBeTruthy());
  await user.click(within(row()).getByRole("button", { name: /^Get link/ }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`https://trk.affnet.example/click?o=${AVAILABLE}&p=1001`));
  await waitFor(() => expect(within(row()).getByText("Live", { exact: true })).toBeTruthy());
});

test("a failed request says why beside the action and keeps it", async () => {
  const { user } = await open(ON_REQUEST);
  const request = await screen.findByRole("button", { name: "Request" });
  await mock.failOnce("offers.requestAccess", 500, "The network is busy.");
  await user.click(request);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The network is busy."));
  expect(screen.getByRole("button", { name: "Request" })).toHaveProperty("disabled", false);
  await user.click(await screen.findByRole("button", { name: "Request" }));
  await waitFor(() => expect(exact("Requested")).toBeTruthy());
});

for (const [code, messages, links] of [
  ["en", en, enLinks],
  ["ru", ru, ruLinks],
  ["uk", uk, ukLinks],
  ["zh", zh, zhLinks],
] as const) {
  test(`in ${code}`, async () => {
    await speak(code);
    const { user, unmount } = await renderRoute(`/offers/${LIVE}`, { signedIn: true, locale: code });
    expect(await screen.findByRole("tab", { name: messages["offerDetail.tab.overview"] })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: messages["offerDetail.targeting"] })).toBeTruthy();
    expect(screen.getByRole("heading", { name: messages["offerDetail.payoutRates"] })).toBeTruthy();
    await user.click(await screen.findByRole("tab", { name: messages["offerDetail.tab.links_and_creatives"] }));
    expect(await screen.findByRole("heading", { name: links["links.title"] })).toBeTruthy();
    expect(screen.getByRole("button", { name: links["links.copyCsv"] })).toBeTruthy();
    await user.click(await screen.findByRole("tab", { name: messages["offerDetail.tab.shortlink"] }));
    expect(await screen.findByRole("heading", { name: messages["shortlinks.create"] })).toBeTruthy();
    unmount();
    await renderRoute(`/offers/${DECLINED}`, { signedIn: true, locale: code });
    expect(await screen.findByText(messages["offerDetail.access.hint.declined"])).toBeTruthy();
  });
}
