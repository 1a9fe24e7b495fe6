/**
 * The device's look before the first paint of a pre-rendered page (docs/decisions/055-the-signed-in-frame.md):
 * the dark class and the collapsed sidebar's class on <html>, read from the stored journal. A phone
 * paints a pre-rendered page a second or more before the portal's script runs; without this a dark
 * page would first flash light, and a collapsed sidebar first show expanded.
 *
 * `earlyPreferences` is inlined into the pre-rendered HTML as its source text (scripts/prerender.ts),
 * so it refers to nothing outside itself: it gets the storage key and the two entry types as
 * arguments, and folds the stored snapshot and tail as src/journal/projection.ts does for these two
 * preferences (tests/app/early-preferences.test.ts holds them to the same answers). Anything it
 * cannot read leaves the page as it is: src/main.tsx applies the preferences again once it runs.
 */
export function earlyPreferences(key: string, schemeType: string, sidebarType: string): void {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? "null") as {
      snapshot?: { colorScheme?: unknown; sidebarCollapsed?: unknown };
      tail?: { type?: unknown; payload?: { scheme?: unknown; collapsed?: unknown } }[];
    } | null;
    let scheme = stored?.snapshot?.colorScheme;
    let collapsed = stored?.snapshot?.sidebarCollapsed;
    for (const entry of stored?.tail ?? []) {
      const payload = entry.payload;
      if (entry.type === schemeType && (payload?.scheme === "light" || payload?.scheme === "dark" || payload?.scheme === "system"))
        scheme = payload.scheme;
      if (entry.type === sidebarType && typeof payload?.collapsed === "boolean") collapsed = payload.collapsed;
    }
    const dark = scheme === "dark" || (scheme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    const html = document.documentElement;
    html.classList.toggle("dark", dark);
    html.style.colorScheme = dark ? "dark" : "light";
    html.classList.toggle("sidebar-collapsed", collapsed === true);
  } catch {
    // Storage blocked or a foreign value: the page stays as it is until src/main.tsx runs.
  }
}
