import type { ReactNode } from "react";
import { TabbedPage } from "../../ui/tabbed-page";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import { FaqList } from "./faq-list";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { SUPPORT_TABS, type SupportTabKey } from "./support-tabs";

const CONTENT: Record<SupportTabKey, ReactNode> = {
  contacts: <ManagerContacts />,
  faq: <FaqList />,
  notifications: <NotificationsList />,
};

/** Support with its tabs (spec 01 section 2, spec 02 section 2): contacts, faq, notifications. */
export default function SupportPage() {
  return <TabbedPage titleId="menu.support" tabs={SUPPORT_TABS.map((tab) => ({ ...tab, content: CONTENT[tab.key] }))} />;
}
