/**
 * The Offers list (issue 12; spec 02 sections 2, 3, 5), moved from e2e/offers.spec.ts: search, drawer
 * filters, ordering and paging in the URL; the row's action; a link's options kept while they load.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { renderRoute } from "../render";
import { cellOf, columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;
const openOffers = async (search = "") => {
  const view = await renderRoute(`/offers${search}`, { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "Offers" })).toBeTruthy();
  return { ...view, table: await loadedTable("Offers") };
};

test("rows show the offer, its categories, payout, countries, devices and availability; search by name or #id is in the URL", async () => {
  let view = await openOffers();
  const { table } = view;
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
  const first = dataRows(table).find((row) => row.textContent?.includes("#4102 CoinVault Exchange – Tier-1 CPA"))!;
  expect(cellOf(first, "Categories").textContent).toBe("Crypto");
  expect(cellOf(first, "Status").textContent).toBe("Live");
  expect(cellOf(first, "Countries").textContent).toContain("All countries");
  expect(cellOf(first, "Countries").textContent).toContain("-2");
  expect(cellOf(first, "Action").textContent).toBe("Get link");

  const search = screen.getByLabelText("Search offers") as HTMLInputElement;
  await view.user.type(search, "#4117");
  await waitFor(() => expect(query(view.place).get("search")).toBe("#4117"));
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
  expect(table.textContent).toContain("#4117 MatchMe Dating – DOI");
  await view.user.clear(search);
  await view.user.type(search, "dating{Enter}");
  await waitFor(() => expect(query(view.place).get("search")).toBe("dating"));
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => {
    const offers = columnTexts(table, "Offer");
    expect(offers.length).toBeGreaterThan(0);
    for (const text of offers) expect(text).toMatch(/dating/i);
  });
  const at = view.place.current();
  view.unmount();
  view = await openOffers(at.replace(/^\/offers/, ""));
  expect((screen.getByLabelText("Search offers") as HTMLInputElement).value).toBe("dating");
});

test("status filter from the drawer, then requesting access to an offer on request", async () => {
  const { user, place, table, unmount } = await openOffers();
  await user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.selectOptions(await within(drawer).findByLabelText("Status"), within(drawer).getByRole("option", { name: "On request" }));
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(place).get("status")).toBe("3"));
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => expect(new Set(columnTexts(table, "Status"))).toEqual(new Set(["On request"])));

  const name = cellOf(dataRows(table)[0]!, "Offer").textContent!.trim();
  await user.click(await screen.findByRole("button", { name: `Request ${name}` }));
  expect(await screen.findByText("Access requested. Your manager will review it.")).toBeTruthy();
  await waitFor(() => expect(dataRows(table).filter((row) => row.textContent?.includes(name))).toHaveLength(0));
  unmount();
  const again = await openOffers(`?search=${encodeURIComponent(name.split(" ")[0]!)}`);
  await waitFor(() => expect(cellOf(dataRows(again.table)[0]!, "Status").textContent).toBe("Requested"));
});

test("ordering and paging live in the URL", async () => {
  const { user, place, table } = await openOffers();
  await user.click(within(screen.getByRole("columnheader", { name: "Payout" })).getByRole("button"));
  await waitFor(() => expect(query(place).get("order[payout]")).toBe("asc"));
  await user.click(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Next page" }));
  await waitFor(() => expect(query(place).get("page")).toBe("2"));
  expect(query(place).get("order[payout]")).toBe("asc");
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
});

test("a link's category and promo channel survive their options' loading and show as tags", async () => {
  const { place, table } = await openOffers("?category=1&promoChannel=7");
  const tags = await screen.findByRole("list", { name: "Applied filters" });
  await waitFor(() => expect(tags.textContent).toContain("Category:Dating"));
  await waitFor(() => expect(tags.textContent).toContain("Promo channel:Display banners"));
  expect(query(place).get("category")).toBe("1");
  expect(query(place).get("promoChannel")).toBe("7");
  await waitFor(() => expect(columnTexts(table, "Categories")).toHaveLength(3));
  for (const text of columnTexts(table, "Categories")) expect(text).toContain("Dating");
});
