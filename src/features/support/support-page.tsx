import { TabbedPage } from "../../ui/tabbed-page";

/** Support with its tabs: contacts, faq, notifications. */
export default function SupportPage() {
  return (
    <TabbedPage
      titleId="menu.support"
      tabs={[
        { key: "contacts", label: "support.tab.contacts" },
        { key: "faq", label: "support.tab.faq" },
        { key: "notifications", label: "support.tab.notifications" },
      ]}
    />
  );
}
