/** The settings page's tabs in their order, as the page draws them and "find anything" offers them (decision 060). */
export const SETTINGS_TABS = [
  { key: "profile", label: "settings.tab.profile" },
  { key: "payoutAccounts", label: "settings.tab.payoutAccounts" },
  { key: "postbacks", label: "settings.tab.postbacks" },
  { key: "notifications", label: "settings.tab.notifications" },
  { key: "contacts", label: "settings.tab.contacts" },
] as const;

export type SettingsTabKey = (typeof SETTINGS_TABS)[number]["key"];
