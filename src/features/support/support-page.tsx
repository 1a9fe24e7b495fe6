import { type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { TabbedPage } from "../../ui/tabbed-page";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import { FaqList } from "./faq-list";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { lazyComponent } from "../../ui/lazy-component";
import { SUPPORT_TABS, type SupportTabKey } from "./support-tabs";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/support.contract";

const SupportChatTab = lazyComponent(() => import("../../panels/support-chat/chat-tab"));

const CONTENT: Record<SupportTabKey, ReactNode> = {
  contacts: <ManagerContacts />,
  faq: <FaqList />,
  notifications: <NotificationsList />,
  chat: (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="chat.loading" />
        </p>
      }
    >
      <SupportChatTab />
    </Suspense>
  ),
};

/** Support with its tabs (spec 01 section 2, spec 02 sections 1 and 2): contacts, faq, notifications and the chat with the manager. */
export default function SupportPage() {
  return <TabbedPage titleId="menu.support" tabs={SUPPORT_TABS.map((tab) => ({ ...tab, content: CONTENT[tab.key] }))} />;
}
