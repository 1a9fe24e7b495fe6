/** The support page's tabs in their order, as the page draws them and "find anything" offers them (decision 060). */
export const SUPPORT_TABS = [
  { key: "contacts", label: "support.tab.contacts" },
  { key: "faq", label: "support.tab.faq" },
  { key: "notifications", label: "support.tab.notifications" },
  { key: "chat", label: "support.tab.chat" },
] as const;

export type SupportTabKey = (typeof SUPPORT_TABS)[number]["key"];
