import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { TabbedPage } from "../../ui/tabbed-page";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import PayoutAccountsTab from "./payout-accounts/lazy-tab";
import { useProfileFlow } from "./profile/use-profile-flow";
import { lazyComponent } from "../../ui/lazy-component";

const ProfileTab = lazyComponent(() => import("./profile/profile-tab"));
const GlobalPostbacks = lazyComponent(() => import("../../panels/postbacks/global-postbacks"));

const TABS = ["profile", "payoutAccounts", "postbacks", "notifications", "contacts"] as const;

const Loading = () => (
  <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
    <FormattedMessage id="profile.loading" />
  </p>
);

/**
 * Settings: the selectedTab query parameter picks the tab (notifications, contacts, …). The profile
 * flow lives here, above the tabs, so that unsaved profile changes outlast a visit to another tab;
 * the profile tab's code loads when it is first shown.
 */
export default function SettingsPage() {
  const [params] = useSearchParams();
  const selected = TABS.find((key) => key === params.get("selectedTab")) ?? "profile";
  const profile = useProfileFlow(selected === "profile");
  return (
    <>
      {profile.host}
      <TabbedPage
        titleId="menu.settings"
        tabs={[
          {
            key: "profile",
            label: "settings.tab.profile",
            content: (
              <Suspense fallback={<Loading />}>
                <ProfileTab actor={profile.actor} />
              </Suspense>
            ),
          },
          { key: "payoutAccounts", label: "settings.tab.payoutAccounts", content: <PayoutAccountsTab /> },
          {
            key: "postbacks",
            label: "settings.tab.postbacks",
            content: (
              <Suspense fallback={<Loading />}>
                <GlobalPostbacks />
              </Suspense>
            ),
          },
          { key: "notifications", label: "settings.tab.notifications", content: <NotificationsList /> },
          { key: "contacts", label: "settings.tab.contacts", content: <ManagerContacts /> },
        ]}
      />
    </>
  );
}
