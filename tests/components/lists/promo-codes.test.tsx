/**
 * Promo codes on the Balance page (spec 02 sections 2, 5 and 7; issue 11; docs/decisions/024), moved
 * from e2e/promo-codes.spec.ts: the field's messages, the server's 422 texts on the field, the
 * activated codes; a good code updates the balance in the header and on the page at once and the new
 * transaction is listed; the code never reaches the journal.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { renderRoute } from "../render";
import { cellOf, columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const openBalance = async () => {
  const view = await renderRoute("/balance", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "Balance" })).toBeTruthy();
  await loadedTable("Transactions");
  const panel = await screen.findByRole("region", { name: "Promo codes" });
  await within(panel).findByRole("textbox", { name: /^Promo code/ });
  return { ...view, panel };
};

test("the field's messages and the server's 422 texts on the field; what was typed stays", async () => {
  const { user, panel } = await openBalance();
  const field = within(panel).getByRole("textbox", { name: /^Promo code/ }) as HTMLInputElement;
  const activate = within(panel).getByRole("button", { name: "Activate" });
  await user.click(activate);
  expect(await within(panel).findByText("Code is required")).toBeTruthy();
  expect(field.getAttribute("aria-invalid")).toBe("true");
  await user.type(field, "   ");
  await waitFor(() => expect(within(panel).queryByText("Code is required")).toBeNull());
  await user.click(activate);
  expect(await within(panel).findByText("Code should not be blank")).toBeTruthy();

  for (const [code, message] of [
    ["NOPE2026", "This promo code does not exist."],
    ["SUMMER2026", "This promo code has expired."],
    ["spring25", "This promo code has already been used."],
  ] as const) {
    await user.clear(field);
    await user.type(field, code);
    await user.click(activate);
    expect(await within(panel).findByText(message)).toBeTruthy();
    expect(field.value).toBe(code);
  }
  // Nothing was credited.
  expect(screen.getByRole("region", { name: "Current balance" }).textContent).toContain("$12,345.67");
});

test("a good code: the header and the page show the new balance at once, the code and the transaction are listed", async () => {
  const { user, panel } = await openBalance();
  const codes = await within(panel).findByRole("table", { name: "Activated codes" });
  await waitFor(() => expect(columnTexts(codes, "Code")).toEqual(["SPRING25"]));
  expect(cellOf(dataRows(codes)[0]!, "Amount").textContent).toBe("+$25.00");
  const header = screen.getByRole("banner");
  await waitFor(() => expect(header.textContent).toContain("$12,345.67"));

  await user.type(within(panel).getByRole("textbox", { name: /^Promo code/ }), "welcome50");
  await user.click(within(panel).getByRole("button", { name: "Activate" }));
  expect(await screen.findByText("Promo code WELCOME50 activated: $50.00 added to your balance.")).toBeTruthy();
  expect((within(panel).getByRole("textbox", { name: /^Promo code/ }) as HTMLInputElement).value).toBe("");
  await waitFor(() => expect(screen.getByRole("region", { name: "Current balance" }).textContent).toContain("$12,395.67"));
  expect(header.textContent).toContain("$12,395.67");
  await waitFor(() => expect(columnTexts(codes, "Code")).toEqual(["WELCOME50", "SPRING25"]));
  const activated = dataRows(codes)[0]!;
  expect(cellOf(activated, "Amount").textContent).toBe("+$50.00");
  expect(cellOf(activated, "Activated").textContent).not.toBe("");

  const transactions = screen.getByRole("table", { name: "Transactions" });
  await waitFor(() => expect(dataRows(transactions).filter((row) => row.textContent?.includes("Promo code WELCOME50"))).toHaveLength(1));
  const credit = dataRows(transactions).find((row) => row.textContent?.includes("Promo code WELCOME50"))!;
  expect(cellOf(credit, "Amount").textContent).toBe("+$50.00");
  expect(cellOf(credit, "Balance after").textContent).toBe("$12,395.67");

  // A code goes to the server only: the stored journal never holds it.
  expect((localStorage.getItem("publisher-portal.journal") ?? "").toUpperCase()).not.toContain("WELCOME50");
});
