/**
 * Steps the detail pages' component tests share (domains, offers, smartlinks, postbacks): cells found
 * by their column's header, as e2e/table.ts finds them, and the publisher's language set as the
 * browser tests set it (the profile's language, which the portal follows once signed in).
 */
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { test } from "vitest";
import type { Locale } from "../../../src/i18n/locales";
import { DEMO, signInAs } from "../render";

/** The position of the column whose header is named `header` in `table`. */
const columnIndex = (table: HTMLElement, header: string, hidden = false) => {
  const cell = within(table).getByRole("columnheader", { name: header, hidden });
  return [...(cell.parentElement?.children ?? [])].indexOf(cell);
};

/** The texts of every body row's cell under the column `header`. */
export const columnTexts = (table: HTMLElement, header: string): string[] => {
  const index = columnIndex(table, header);
  return [...table.querySelectorAll("tbody > tr")].map((row) => (row.children[index]?.textContent ?? "").trim());
};

/** The body row of `table` that contains `text`. */
export const rowOf = (table: HTMLElement, text: string): HTMLElement => {
  const row = [...table.querySelectorAll<HTMLElement>("tbody > tr")].find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

/** The cell of the row with `text` under the column `header`. */
export const cellOf = (table: HTMLElement, text: string, header: string, { hidden = false } = {}): HTMLElement =>
  rowOf(table, text).children[columnIndex(table, header, hidden)] as HTMLElement;

/**
 * Demo's profile speaks `code`, as a browser test sets it before opening a page. The `_locale`
 * cookie the portal then writes is Secure: happy-dom keeps no Secure cookie for its http:// page (a
 * browser keeps it for localhost), so it is set here without the flag, for the server's messages to
 * come in that language as they do in a browser; `forgetLanguage` drops it after the test.
 */
export const speak = async (code: Locale) => {
  document.cookie = `_locale=${code}; path=/publisher`;
  await signInAs(DEMO);
  const answer = await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ language: code }),
  });
  if (!answer.ok) throw new Error(`the language answered ${answer.status}`);
};

/**
 * An accessible name matcher that ignores white space: happy-dom's name computation puts a space at
 * each `<wbr>` the portal sets in a domain name (a browser does not).
 */
export const named = (name: string) => (accessible: string) => accessible.replace(/\s+/g, "") === name.replace(/\s+/g, "");

/** A dialog (role dialog or alertdialog) by its name, once it is there. */
export const findDialog = (name: string, role: "dialog" | "alertdialog" = "dialog") => screen.findByRole(role, { name: named(name) });

/** Drops the `_locale` cookie `speak` set. */
const forgetLanguage = () => {
  document.cookie = "_locale=; path=/publisher; max-age=0";
};

/**
 * What a test leaves in the "browser" for the next: the `_locale` cookie and the journal in
 * localStorage (the publisher's own steps on a smartlink's timeline, a chosen column), which the
 * shared set-up keeps across the tests of a file while the server is reset before each.
 */
export const forgetBrowser = () => {
  forgetLanguage();
  window.localStorage.clear();
};

/** Chooses `option` in the listbox whose button's name starts with `field` (within `scope`). */
export const choose = async (user: UserEvent, scope: HTMLElement, field: string, option: string) => {
  await user.click(await within(scope).findByRole("button", { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole("option", { name: option }));
};

/** Picks countries in a country picker by searching each name (e2e/helpers.ts pickCountries). */
export const pickCountries = async (user: UserEvent, scope: HTMLElement, names: ReadonlyArray<string>) => {
  const box = within(scope).getByRole("combobox", { name: "Countries" });
  for (const name of names) {
    await user.clear(box);
    await user.type(box, name);
    await user.click(await within(scope).findByRole("option", { name: new RegExp(`^${name}`) }));
  }
};

/** One test per other language, "`title` ru" and so on, the publisher speaking it (`speak`): `check` with its code and catalogue. */
export const testInOtherLanguages = <M,>(
  title: string,
  catalogues: Readonly<Record<"ru" | "uk" | "zh", M>>,
  check: (code: "ru" | "uk" | "zh", messages: M) => Promise<void>,
) => {
  for (const code of ["ru", "uk", "zh"] as const)
    test(`${title} ${code}`, async () => {
      await speak(code);
      await check(code, catalogues[code]);
    });
};
