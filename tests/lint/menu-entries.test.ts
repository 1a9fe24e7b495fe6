/**
 * The menu is the one list of signed-in areas (src/shell/sidebar/menu-entries.ts): every entry has
 * an icon, which the type checker enforces (`npm run typecheck` reads this file), and no path twice.
 */
import { describe, expect, it } from "vitest";
import { MENU_ICONS } from "../../src/shell/sidebar/icons";
import { MENU, type MenuEntry } from "../../src/shell/sidebar/menu-entries";

const page = () => Promise.resolve({ default: () => null });

describe("the menu", () => {
  it("refuses an entry without an icon, or with an icon that is not drawn", () => {
    // @ts-expect-error: `icon` is required; tsc fails on this file if the entry type-checks.
    const withoutIcon: MenuEntry = { path: "probe", label: "menu.probe", page };
    // @ts-expect-error: "rocket" is not one of the icons of src/shell/sidebar/icons.tsx.
    const unknownIcon: MenuEntry = { path: "probe", label: "menu.probe", icon: "rocket", page };
    expect([withoutIcon, unknownIcon]).toHaveLength(2);
  });

  it("draws an icon for every entry and names each path once", () => {
    for (const entry of MENU) expect(MENU_ICONS[entry.icon], entry.path).toBeTypeOf("function");
    expect(new Set(MENU.map((entry) => entry.path)).size).toBe(MENU.length);
  });
});
