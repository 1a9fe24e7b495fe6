/**
 * A report link's wrong grouping corrected in place (issue 25.11) and the custom landing filter of
 * ROLE_CUSTOM_LANDINGS (issue 26.5), moved from e2e/reports-links.spec.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { renderRoute } from "../render";
import { dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;

test("?groupBy=hour falls back to date: no raw option, the URL corrected", async () => {
  const { place } = await renderRoute("/reports?groupBy=hour", { signedIn: true });
  expect(await screen.findByText("The link's grouping is not available here, so the report is grouped by date.")).toBeTruthy();
  await waitFor(() => expect(query(place).get("groupBy")).toBeNull());
  const groupBy = screen.getByLabelText("Group by") as HTMLSelectElement;
  expect(groupBy.value).toBe("date");
  expect([...groupBy.options].map((o) => o.textContent)).not.toContain("hour");
});

test("the landing filter: in the drawer with ROLE_CUSTOM_LANDINGS, in the URL, and it narrows the report", async () => {
  const { user, place } = await renderRoute("/reports?groupBy=landing", { signedIn: true });
  const table = await loadedTable("Summary");
  const landings = () => dataRows(table).filter((row) => /#\d+ /.test(row.textContent ?? ""));
  await waitFor(() => expect(landings().length).toBeGreaterThan(0));
  const id = /#(\d+)/.exec(landings()[0]!.textContent!)![1]!;
  await user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.type(await within(drawer).findByLabelText("Landing"), id);
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  expect(query(place).get("landing")).toBe(id);
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => expect(landings().map((row) => /#\d+ /.exec(row.textContent!)![0])).toEqual([`#${id} `]));
});
