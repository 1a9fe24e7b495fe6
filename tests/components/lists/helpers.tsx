/**
 * Shared steps of the list tests (tests/components/lists/): a list's table once its answer is in, its
 * rows of data and the texts of a column (found by its header's name, as e2e/table.ts does).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { Locale } from "../../../src/i18n/locales";
import enDashboard from "../../../src/i18n/messages/en/dashboard.json" with { type: "json" };
import enReports from "../../../src/i18n/messages/en/reports.json" with { type: "json" };
import ruDashboard from "../../../src/i18n/messages/ru/dashboard.json" with { type: "json" };
import ruReports from "../../../src/i18n/messages/ru/reports.json" with { type: "json" };
import ukDashboard from "../../../src/i18n/messages/uk/dashboard.json" with { type: "json" };
import ukReports from "../../../src/i18n/messages/uk/reports.json" with { type: "json" };
import zhDashboard from "../../../src/i18n/messages/zh/dashboard.json" with { type: "json" };
import zhReports from "../../../src/i18n/messages/zh/reports.json" with { type: "json" };
import { DEMO, signInAs } from "../render";

/** The table named `name` once it is not busy (its answer is in). */
export const loadedTable = async (name: string): Promise<HTMLElement> => {
  const table = await screen.findByRole("table", { name });
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  return table;
};

/** Rows of data: more than one cell (the error and "No data" span the table). */
export const dataRows = (table: HTMLElement): HTMLElement[] =>
  [...table.querySelectorAll<HTMLElement>("tbody:not([hidden]):not([aria-hidden]) > tr")].filter(
    (row) => row.querySelectorAll("td, th").length > 1,
  );

/** The position of the column whose header is named `header` (exactly). */
const columnIndex = (table: HTMLElement, header: string): number => {
  const cell = within(table).getByRole("columnheader", { name: header });
  return [...(cell.parentElement?.children ?? [])].indexOf(cell);
};

/** The cell of `row` under the column header named `header`. */
export const cellOf = (row: HTMLElement, header: string): HTMLElement => {
  const table = row.closest("table")!;
  return row.querySelectorAll<HTMLElement>(":scope > th, :scope > td")[columnIndex(table, header)]!;
};

/** The texts of the body cells under the column header named `header` (rows of data only). */
export const columnTexts = (table: HTMLElement, header: string): string[] => {
  const index = columnIndex(table, header);
  return dataRows(table).map((row) => (row.children[index]?.textContent ?? "").trim());
};

/** The first notice (role status) whose text contains `text`, once there is one. */
export const notice = (text: string | RegExp) =>
  waitFor(() => {
    const found = screen
      .getAllByRole("status")
      .find((n) => (typeof text === "string" ? n.textContent?.includes(text) : text.test(n.textContent ?? "")));
    if (!found) throw new Error(`no notice says ${String(text)}`);
    return found;
  });

/** A browser test starts with empty storage: so does each list test (the journal is kept in localStorage). */
export const freshStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};

/** Signs demo in with `language` as the profile's language (the portal follows the publisher's language). */
export const demoIn = async (language: Locale) => {
  await signInAs(DEMO);
  const profile = await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ language }),
  });
  expect(profile.ok).toBe(true);
};

/** Each language with its reports' and dashboard's catalogues, for the reports' tests in every language. */
export const REPORT_LANGUAGES = [
  ["en", enReports, enDashboard],
  ["ru", ruReports, ruDashboard],
  ["uk", ukReports, ukDashboard],
  ["zh", zhReports, zhDashboard],
] as const;
