/**
 * Helpers of the forms' component tests: the calls the page made (method, path under /publisher and
 * body), and calls held back until a test lets them go (to see a busy step), through `globalThis.fetch`,
 * which the portal's client looks up at call time (src/api/client.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { vi } from "vitest";

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

interface Hold {
  readonly matches: (call: Call) => boolean;
  readonly waiting: Array<() => void>;
}

/** Records the page's calls; `hold(match)` keeps the matching ones until `release()` (one at a time, in order). */
export const watchCalls = () => {
  const calls: Call[] = [];
  const holds: Hold[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let body: unknown = init?.body;
    if (body instanceof Uint8Array || body instanceof ArrayBuffer) body = new TextDecoder().decode(body);
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        /* kept as text */
      }
    }
    const call = { method, path: `${url.pathname}${url.search}`, body };
    if (!url.pathname.startsWith("/__mock")) calls.push(call);
    const hold = holds.find((h) => h.matches(call));
    if (hold) await new Promise<void>((resolve) => hold.waiting.push(resolve));
    return original(input, init);
  });
  return {
    calls,
    /** The calls to `path` (exact, without the query) made with `method`. */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.split("?")[0] === path),
    /** Holds the calls matching; the answer lets the oldest held one go on and says how many were waiting. */
    hold: (matches: (call: Call) => boolean) => {
      const hold: Hold = { matches, waiting: [] };
      holds.push(hold);
      return {
        /** How many calls are held now. */
        held: () => hold.waiting.length,
        release: () => hold.waiting.shift()?.(),
        /** Lets every held call go and holds no more. */
        stop: () => {
          holds.splice(holds.indexOf(hold), 1);
          hold.waiting.splice(0).forEach((go) => go());
        },
      };
    },
  };
};

/** A feature's messages in a language, as a lookup that fails on a missing key; `keys` lists them. */
export const catalogue = (locale: string, feature: string) => {
  const messages = JSON.parse(
    // The tests run from the project's root (vitest's root).
    readFileSync(join(process.cwd(), "src/i18n/messages", locale, `${feature}.json`), "utf8"),
  ) as Record<string, string>;
  const t = (key: string): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`${locale}/${feature}.json has no ${key}`);
    return message;
  };
  return Object.assign(t, { keys: Object.keys(messages), all: messages });
};

/** The text of the error message(s) tied to a control (its aria-describedby ids ending in -error or holding "description"). */
export const errorOf = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error") || id.includes("description"))
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");

/** The stored journal (src/journal), as text. */
export const storedJournal = () => window.localStorage.getItem("publisher-portal.journal") ?? "";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The control labelled `text` exactly, a required field's "*" after it allowed (a label's text holds
 * it; the accessible name does not): a password input has no role to find it by.
 */
export const labelled = (text: string, scope: Pick<typeof screen, "getByLabelText"> = screen) =>
  scope.getByLabelText(new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`)) as HTMLInputElement;

/** The texts of a table's body cells under the column header named `header` (exactly). */
export const columnTexts = (table: HTMLElement, header: string): string[] => {
  const headers = [...table.querySelectorAll("thead th, thead td")];
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header || cell.getAttribute("aria-label") === header);
  if (index < 0) throw new Error(`no column ${header}`);
  return [...table.querySelectorAll("tbody > tr")].map((row) => (row.children[index]?.textContent ?? "").trim());
};

/** The cell of `row` under the column header named `header`. */
export const cellOf = (row: HTMLElement, header: string): HTMLElement => {
  const table = row.closest("table")!;
  const headers = [...table.querySelectorAll("thead th, thead td")];
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header || cell.getAttribute("aria-label") === header);
  return row.children[index] as HTMLElement;
};
