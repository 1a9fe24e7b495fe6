/**
 * The settings page's tabs in their order, as the page draws them and "find anything" offers them
 * (decision 060). A tab with a `capability` is an optional one (decision 085): shown once the backend
 * has that contract group, left out of both where it has not.
 */
export const SETTINGS_TABS = [
  { key: "profile", label: "settings.tab.profile" },
  { key: "payoutAccounts", label: "settings.tab.payoutAccounts" },
  { key: "postbacks", label: "settings.tab.postbacks" },
  { key: "notifications", label: "settings.tab.notifications" },
  { key: "contacts", label: "settings.tab.contacts" },
  { key: "apiTokens", label: "settings.tab.apiTokens", capability: "apiTokens" },
  { key: "twoStep", label: "settings.tab.twoStep", capability: "twoStep" },
] as const;

export type SettingsTabKey = (typeof SETTINGS_TABS)[number]["key"];
