/**
 * Lookup selects in the list filters (spec 02 sections 2, 8 and 9), moved from e2e/lookups.spec.ts:
 * offers and smartlinks searched on the server, the search trimmed and sent 1000 ms after the last
 * keystroke, "#" and digits for a relative id, the next page at the end of the list, failed pages
 * ignored; the choice is a list filter in the URL. The end of the list "scrolls into view" through
 * an IntersectionObserver stand-in (happy-dom's observes nothing); that arrows scroll it so: e2e.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { mock, renderRoute } from "../render";
import { columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

/** The IntersectionObservers alive now, with what they observe. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }>();
class EndObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [], self: this as unknown as IntersectionObserver };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  freshStorage();
  vi.stubGlobal("IntersectionObserver", EndObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.clear();
});

/** The end of the open options list scrolls into view. */
const scrollToEnd = () =>
  act(async () => {
    for (const { callback, targets, self } of [...observers])
      for (const target of targets.filter((t) => t.isConnected && t.closest("[role=listbox]")))
        callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], self);
  });

/** Every /offers request the page makes from now on. */
const offerRequests = () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  return () =>
    fetch.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
      .filter((url) => url.pathname === "/publisher/api/offers");
};

const openDrawer = async (path = "/conversions") => {
  const view = await renderRoute(path, { signedIn: true });
  await loadedTable("Conversions");
  await view.user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  // The drawer opens with its title and buttons; its fields follow in a background render.
  await waitFor(() => expect(within(drawer).queryAllByRole("combobox")).not.toHaveLength(0));
  return { ...view, drawer };
};
const options = (drawer: HTMLElement) => within(drawer).queryAllByRole("option");

test("offers: the first page on opening, the next at the end of the list", async () => {
  const requests = offerRequests();
  const { user, drawer } = await openDrawer();
  await user.click(within(drawer).getByRole("combobox", { name: "Offers" }));
  await waitFor(() => expect(options(drawer)).toHaveLength(20));
  expect(options(drawer)[0]!.textContent).toBe("#4102 CoinVault Exchange – Tier-1 CPA");
  await scrollToEnd();
  await waitFor(() => expect(options(drawer)).toHaveLength(40));
  await scrollToEnd();
  await waitFor(() => expect(options(drawer)).toHaveLength(42));
  expect(requests().map((url) => url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
});

test("offers by keyboard: arrows move through the options, Enter chooses, Escape closes the list, not the drawer", async () => {
  const { user, drawer } = await openDrawer();
  const box = within(drawer).getByRole("combobox", { name: "Offers" });
  box.focus();
  await user.keyboard("{ArrowDown}");
  await waitFor(() => expect(options(drawer)).toHaveLength(20));
  for (let i = 0; i < 19; i++) await user.keyboard("{ArrowDown}");
  await scrollToEnd();
  await waitFor(() => expect(options(drawer)).toHaveLength(40));
  await user.keyboard("{ArrowDown}");
  await user.keyboard("{Enter}");
  await waitFor(() => expect(within(drawer).getAllByRole("option", { selected: true })).toHaveLength(1));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(within(drawer).queryByRole("listbox")).toBeNull());
  expect(screen.getByRole("dialog", { name: "Filters" })).toBe(drawer);
  expect(within(within(drawer).getByRole("list", { name: "Chosen" })).getAllByRole("listitem")).toHaveLength(1);
});

test("offers: the search is trimmed and sent once, a second after the last keystroke; # finds a relative id; the choice is a filter", async () => {
  const realFetch = globalThis.fetch;
  const requests = offerRequests();
  const { user, drawer, place, unmount } = await openDrawer();
  const box = within(drawer).getByRole("combobox", { name: "Offers" });
  await user.click(box);
  await waitFor(() => expect(options(drawer)).toHaveLength(20));
  // The time of the last keystroke and of the search's request, in the page's clock.
  let lastKey = 0;
  const keys = () => (lastKey = performance.now());
  document.addEventListener("keydown", keys, true);
  let searchedAt = -1;
  vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === "/publisher/api/offers" && url.searchParams.has("search") && searchedAt < 0) searchedAt = performance.now();
    return realFetch(input, init);
  });
  await user.type(box, "  dating ");
  document.removeEventListener("keydown", keys, true);
  await waitFor(() =>
    expect(options(drawer).map((o) => o.textContent)).toEqual([
      "#4117 MatchMe Dating – DOI",
      "#4267 Casual Dating 35+ – SOI",
      "#4427 Dating Over 50 – DOI",
    ]),
  );
  expect(searchedAt - lastKey).toBeGreaterThanOrEqual(980);
  expect(searchedAt - lastKey).toBeLessThan(3000);
  expect(
    requests()
      .filter((url) => url.searchParams.has("search"))
      .map((url) => url.searchParams.get("search")),
  ).toEqual(["dating"]);
  await user.click(within(drawer).getByRole("option", { name: "#4117 MatchMe Dating – DOI" }));
  await user.click(within(drawer).getByRole("option", { name: "#4267 Casual Dating 35+ – SOI" }));
  await waitFor(() =>
    expect(within(drawer).getByRole("option", { name: "#4267 Casual Dating 35+ – SOI" }).getAttribute("aria-selected")).toBe("true"),
  );

  await user.clear(box);
  await user.type(box, "#4102");
  await waitFor(() => expect(options(drawer).map((o) => o.textContent)).toEqual(["#4102 CoinVault Exchange – Tier-1 CPA"]));
  expect(requests().at(-1)!.searchParams.get("relativeId")).toBe("4102");
  await user.keyboard("{ArrowDown}{Enter}{Escape}");
  const chosen = within(drawer).getByRole("list", { name: "Chosen" });
  const chosenTexts = () =>
    within(chosen)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
  await waitFor(() =>
    expect(chosenTexts()).toEqual([
      expect.stringMatching(/^#4117 MatchMe Dating – DOI/),
      expect.stringMatching(/^#4267 Casual Dating 35\+ – SOI/),
      expect.stringMatching(/^#4102 CoinVault Exchange – Tier-1 CPA/),
    ]),
  );
  await user.click(within(chosen).getByRole("button", { name: "Remove #4267 Casual Dating 35+ – SOI" }));
  await waitFor(() => expect(chosenTexts()).toHaveLength(2));

  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  expect(new URL(place.current(), "http://x").searchParams.get("offerRelativeId")).toBe("4117,4102");
  expect(screen.getByRole("list", { name: "Applied filters" }).textContent).toContain("Offers:#4117, #4102");
  const table = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
  for (const source of columnTexts(table, "Source")) expect(source).toMatch(/#(4117|4102) /);
  const at = place.current();
  unmount();

  // From a shared link the chosen offers show their names again.
  const view = await renderRoute(at, { signedIn: true });
  await loadedTable("Conversions");
  await view.user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const again = await within(await screen.findByRole("dialog")).findByRole("list", { name: "Chosen" });
  await waitFor(() =>
    expect(
      within(again)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^#4117 MatchMe Dating – DOI/), expect.stringMatching(/^#4102 CoinVault Exchange – Tier-1 CPA/)]),
  );
});

test("a page that fails to load is ignored: no message, the options stay, reaching the end again loads it", async () => {
  const { user, drawer } = await openDrawer();
  await user.click(within(drawer).getByRole("combobox", { name: "Offers" }));
  await waitFor(() => expect(options(drawer)).toHaveLength(20));
  await mock.fault({ route: "offers.list", mode: "status", status: 500, times: 1 });
  await scrollToEnd();
  await waitFor(async () => expect((await (await fetch("/__mock/faults")).json()).faults).toHaveLength(0));
  // The failed answer has been taken (the list is no longer busy): what was shown stays, silently.
  await waitFor(() => expect(within(drawer).getByRole("listbox").getAttribute("aria-busy")).toBe("false"));
  expect(options(drawer)).toHaveLength(20);
  expect(screen.queryByRole("alert")).toBeNull();
  await scrollToEnd();
  await waitFor(() => expect(options(drawer)).toHaveLength(40));
});

test("smartlinks: # and an id; nothing found says so", async () => {
  const { user, drawer } = await openDrawer();
  const box = within(drawer).getByRole("combobox", { name: "Smartlinks" });
  await user.click(box);
  // demo's smartlinks: the six with traffic and five more in other states (mock-server/store/smartlinks.ts)
  await waitFor(() => expect(options(drawer)).toHaveLength(11));
  await user.type(box, " #305 ");
  await waitFor(() => expect(options(drawer).map((o) => o.textContent)).toEqual(["#305 Smartlink Mainstream Apps"]));
  await user.clear(box);
  await user.type(box, "zzz");
  expect(await within(drawer).findByText("Nothing found for “zzz”.")).toBeTruthy();
  expect(options(drawer)).toHaveLength(0);
});
