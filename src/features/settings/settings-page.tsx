import { TabbedPage } from "../../ui/tabbed-page";

/** Settings: the selectedTab query parameter picks the tab (notifications, contacts, …). */
export default function SettingsPage() {
  return (
    <TabbedPage
      titleId="menu.settings"
      tabs={[
        { key: "profile", label: "settings.tab.profile" },
        { key: "payoutAccounts", label: "settings.tab.payoutAccounts" },
        { key: "notifications", label: "settings.tab.notifications" },
        { key: "contacts", label: "settings.tab.contacts" },
      ]}
    />
  );
}
