import { TabbedPage } from "../../ui/tabbed-page";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import { FaqList } from "./faq-list";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";

/** Support with its tabs (spec 01 section 2, spec 02 section 2): contacts, faq, notifications. */
export default function SupportPage() {
  return (
    <TabbedPage
      titleId="menu.support"
      tabs={[
        { key: "contacts", label: "support.tab.contacts", content: <ManagerContacts /> },
        { key: "faq", label: "support.tab.faq", content: <FaqList /> },
        { key: "notifications", label: "support.tab.notifications", content: <NotificationsList /> },
      ]}
    />
  );
}
