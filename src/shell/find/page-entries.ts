/**
 * The portal's own pages as "find anything" offers them (decision 060): every menu entry the
 * publisher may see, and the tabs of the pages whose tabs are settings and support. Derived from the
 * menu (src/shell/sidebar/menu-entries.ts) and the pages' own tab lists, never written twice; found in
 * the browser as the publisher types, without the network.
 */
import { SETTINGS_TABS } from "../../features/settings/settings-tabs";
import { SUPPORT_TABS } from "../../features/support/support-tabs";
import { MENU } from "../sidebar/menu-entries";

export interface PageEntry {
  /** Unique among the entries. */
  readonly key: string;
  /** The message id of its name. */
  readonly label: string;
  /** The message id of the page it is a tab of. */
  readonly parent?: string;
  /** Where it leads, under /publisher. */
  readonly to: string;
}

/** Tab lists by the menu path of the page that shows them; a tab with a `capability` is an optional one (decision 085). */
const TABS: Readonly<Record<string, ReadonlyArray<{ readonly key: string; readonly label: string; readonly capability?: string }>>> = {
  settings: SETTINGS_TABS,
  support: SUPPORT_TABS,
};

/**
 * The entries a publisher with these roles can open: each menu entry, then its page's tabs, but a tab
 * of a capability the backend is known to lack (`absent`; one not known yet is offered, and its page
 * decides when opened).
 */
export const pageEntries = (
  roles: ReadonlyArray<string>,
  absent: (capability: string) => boolean = () => false,
): ReadonlyArray<PageEntry> =>
  MENU.filter((entry) => entry.role === undefined || roles.includes(entry.role)).flatMap((entry) => [
    { key: entry.path, label: entry.label, to: `/${entry.path}` },
    ...(TABS[entry.path] ?? [])
      .filter((tab) => tab.capability === undefined || !absent(tab.capability))
      .map((tab) => ({
        key: `${entry.path}:${tab.key}`,
        label: tab.label,
        parent: entry.label,
        to: `/${entry.path}?selectedTab=${tab.key}`,
      })),
  ]);

/** Folds case and accents away, so "Параметры" and "параметры", "Pagos" and "pagos" compare equal. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/**
 * The entries whose name (or the name of the page they belong to) holds every word typed, in the
 * entries' order; `name` gives an entry's message in the current language. Blank text finds none.
 */
export const matchPages = (entries: ReadonlyArray<PageEntry>, text: string, name: (id: string) => string): ReadonlyArray<PageEntry> => {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.parent ? name(entry.parent) : ""} ${name(entry.label)}`);
    return words.every((word) => haystack.includes(word));
  });
};
