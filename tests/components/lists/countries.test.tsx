/**
 * The country picker (issue 26.6; spec 02 sections 3 and 7), moved from e2e/countries.spec.ts: every
 * country filter is a combobox over /countries.jsonld, the 10 most popular first, searched by name (in
 * the interface language or English) or code; several countries at once. The offers' device filter
 * comes from /devices.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test, vi } from "vitest";
import { DEMO, renderRoute, signInAs } from "../render";
import { freshStorage } from "./helpers";

beforeEach(freshStorage);

const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;

const openDrawer = async (path: string, options: Parameters<typeof renderRoute>[1] = { signedIn: true }) => {
  const view = await renderRoute(path, options);
  await view.user.click(await screen.findByRole("button", { name: /^(Filters|Фильтры)/ }));
  const drawer = await screen.findByRole("dialog");
  // The drawer opens with its title and buttons; its fields follow in a background render.
  await waitFor(() => expect(within(drawer).queryAllByRole("combobox")).not.toHaveLength(0));
  return { ...view, drawer };
};

/** The option clicked is among the chosen: the state Save then acts on. */
const chosenIn = (drawer: HTMLElement, name: string) =>
  waitFor(() => expect(within(drawer).getByRole("list", { name: "Chosen" }).textContent).toContain(name));

test("conversions: popular countries first, search by name or code, several chosen, kept as codes", async () => {
  const { user, place, drawer, unmount } = await openDrawer("/conversions");
  const list = (await (await fetch("/publisher/api/countries.jsonld")).json())["hydra:member"] as Array<{ name: string }>;
  const box = within(drawer).getByRole("combobox", { name: "Country" });
  await user.click(box);
  const popular = within(await within(drawer).findByRole("group", { name: "Popular countries" })).getAllByRole("option");
  expect(popular).toHaveLength(10);
  // Most popular first, as the server orders them (DEFAULT_POPULAR_COUNT of them).
  expect(within(drawer).getByRole("option", { name: new RegExp(`^${list[0]!.name}`) })).toBe(popular[0]);
  expect(within(within(drawer).getByRole("group", { name: "All countries" })).getAllByRole("option").length).toBeGreaterThan(0);

  const first = () => within(drawer).getAllByRole("option")[0]!;
  await user.type(box, "germ");
  await waitFor(() => expect(within(drawer).getByRole("option", { name: /^Germany/ })).toBe(first()));
  await user.click(first());
  // A code finds its country first.
  await user.clear(box);
  await user.type(box, "ua");
  await waitFor(() => expect(within(drawer).getByRole("option", { name: /^Ukraine/ })).toBe(first()));
  await user.keyboard("{Enter}");
  await user.clear(box);
  await user.type(box, "zzzz");
  expect(await within(drawer).findByText("Nothing found for “zzzz”.")).toBeTruthy();
  const chosen = within(drawer).getByRole("list", { name: "Chosen" });
  const chosenTexts = () =>
    within(chosen)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
  expect(chosenTexts()).toEqual([expect.stringContaining("Germany"), expect.stringContaining("Ukraine")]);
  await user.click(within(chosen).getByRole("button", { name: "Remove Germany" }));
  await waitFor(() => expect(chosenTexts()).toEqual([expect.stringContaining("Ukraine")]));
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(query(place).get("country")).toBe("UA");
  unmount();

  // A shared link's codes come back as the chosen countries.
  const shared = await openDrawer("/conversions?country=DE,FR");
  const again = within(shared.drawer).getByRole("list", { name: "Chosen" });
  await waitFor(() =>
    expect(
      within(again)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Germany"), expect.stringContaining("France")]),
  );
});

test("reports and offers use the picker; the offers' devices come from /devices", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  let view = await openDrawer("/offers");
  await waitFor(() =>
    expect(
      fetch.mock.calls.some(
        ([input]) => new URL(input instanceof Request ? input.url : String(input), location.href).pathname === "/publisher/api/devices",
      ),
    ).toBe(true),
  );
  const device = within(view.drawer).getByLabelText("Device") as HTMLSelectElement;
  await waitFor(() => expect([...device.options].map((o) => o.textContent)).toEqual(["Any", "All devices", "Desktop", "Mobile"]));
  await view.user.type(within(view.drawer).getByRole("combobox", { name: "Country" }), "Canada");
  await view.user.click(await within(view.drawer).findByRole("option", { name: /^Canada/ }));
  await chosenIn(view.drawer, "Canada");
  await view.user.click(within(view.drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(view.place).get("country")).toBe("CA"));
  view.unmount();

  view = await openDrawer("/reports");
  await view.user.type(within(view.drawer).getByRole("combobox", { name: "Country" }), "fr");
  await view.user.click(await within(view.drawer).findByRole("option", { name: /^France/ }));
  await chosenIn(view.drawer, "France");
  await view.user.click(within(view.drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(view.place).get("country")).toBe("FR"));
});

test("in Russian the names are Russian and searched so", async () => {
  await signInAs(DEMO);
  await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ language: "ru" }),
  });
  const { user, drawer } = await openDrawer("/conversions", { signedIn: true, locale: "ru" });
  const box = within(drawer).getByRole("combobox", { name: "Страна" });
  await user.type(box, "герм");
  await waitFor(() => expect(within(drawer).getAllByRole("option")[0]!).toBe(within(drawer).getByRole("option", { name: /^Германия/ })));
  expect(within(drawer).queryAllByRole("group")).toHaveLength(0);
  await user.clear(box);
  expect(await within(drawer).findByRole("group", { name: "Популярные страны" })).toBeTruthy();
});
