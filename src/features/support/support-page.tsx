import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { TabbedPage } from "../../ui/tabbed-page";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import { FaqList } from "./faq-list";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { lazyComponent } from "../../ui/lazy-component";

const SupportChatTab = lazyComponent(() => import("../../panels/support-chat/chat-tab"));

/** Support with its tabs (spec 01 section 2, spec 02 sections 1 and 2): contacts, faq, notifications and the chat with the manager. */
export default function SupportPage() {
  return (
    <TabbedPage
      titleId="menu.support"
      tabs={[
        { key: "contacts", label: "support.tab.contacts", content: <ManagerContacts /> },
        { key: "faq", label: "support.tab.faq", content: <FaqList /> },
        { key: "notifications", label: "support.tab.notifications", content: <NotificationsList /> },
        {
          key: "chat",
          label: "support.tab.chat",
          content: (
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
        },
      ]}
    />
  );
}
