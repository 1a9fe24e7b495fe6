/**
 * The early preferences script (src/app/early-preferences.ts) folds the stored journal for the colour
 * scheme and the sidebar as the client store does (src/journal/projection.ts): the same answers for
 * journals the store itself wrote, and nothing thrown for what it cannot read.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { earlyPreferences } from "../../src/app/early-preferences";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { STORAGE_KEY } from "../../src/journal/persisted";
import { type ColorScheme, PROJECTED } from "../../src/journal/projection";

/** Runs the script against `stored` with the OS in `os` mode; the classes and colour scheme it left on <html>. */
const run = (stored: string | null, os: "light" | "dark") => {
  const classes = new Set<string>();
  const html = {
    classList: { toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: "" },
  };
  vi.stubGlobal("window", {
    localStorage: { getItem: (key: string) => (key === STORAGE_KEY ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && os === "dark" }),
  });
  vi.stubGlobal("document", { documentElement: html });
  earlyPreferences(STORAGE_KEY, PROJECTED.colorScheme, PROJECTED.sidebar);
  return { dark: classes.has("dark"), collapsed: classes.has("sidebar-collapsed"), colorScheme: html.style.colorScheme };
};

afterEach(() => vi.unstubAllGlobals());

describe("early preferences", () => {
  const schemes: ColorScheme[] = ["light", "dark", "system"];
  for (const scheme of schemes)
    for (const collapsed of [false, true])
      for (const os of ["light", "dark"] as const)
        it(`a journal with ${scheme}, sidebar ${collapsed ? "collapsed" : "expanded"}, OS ${os}: as the store reads it`, () => {
          const storage = memoryStorage();
          const store = new ClientStore(storage);
          // Earlier choices, then the last ones: the last of each kind wins.
          store.record("preferences", PROJECTED.colorScheme, { scheme: scheme === "dark" ? "light" : "dark" });
          store.record("preferences", PROJECTED.sidebar, { collapsed: !collapsed });
          store.record("preferences", PROJECTED.colorScheme, { scheme });
          store.record("preferences", PROJECTED.sidebar, { collapsed });
          store.flush();
          const state = new ClientStore(storage).getState();
          const expectedDark = state.colorScheme === "dark" || (state.colorScheme === "system" && os === "dark");
          expect(run(storage.getItem(STORAGE_KEY), os)).toEqual({
            dark: expectedDark,
            collapsed: state.sidebarCollapsed,
            colorScheme: expectedDark ? "dark" : "light",
          });
        });

  it("reads the snapshot a logout left (no tail)", () => {
    const storage = memoryStorage();
    const store = new ClientStore(storage);
    store.record("preferences", PROJECTED.colorScheme, { scheme: "dark" });
    store.record("preferences", PROJECTED.sidebar, { collapsed: true });
    store.endSession();
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).tail).toEqual([]);
    expect(run(storage.getItem(STORAGE_KEY), "light")).toEqual({ dark: true, collapsed: true, colorScheme: "dark" });
  });

  it("with nothing stored, or something it cannot read, follows the OS and leaves the sidebar expanded", () => {
    expect(run(null, "dark")).toEqual({ dark: true, collapsed: false, colorScheme: "dark" });
    expect(run("{not json", "light")).toEqual({ dark: false, collapsed: false, colorScheme: "" });
    expect(
      run(
        JSON.stringify({ snapshot: { colorScheme: "purple" }, tail: [{ type: PROJECTED.colorScheme, payload: { scheme: 7 } }] }),
        "light",
      ),
    ).toEqual({
      dark: false,
      collapsed: false,
      colorScheme: "light",
    });
  });
});
