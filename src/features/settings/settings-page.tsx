import { type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { TabbedPage } from "../../ui/tabbed-page";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import PayoutAccountsTab from "./payout-accounts/lazy-tab";
import { useProfileFlow } from "./profile/use-profile-flow";
import { lazyComponent } from "../../ui/lazy-component";
import { SETTINGS_TABS, type SettingsTabKey } from "./settings-tabs";

const ProfileTab = lazyComponent(() => import("./profile/profile-tab"));
const GlobalPostbacks = lazyComponent(() => import("../../panels/postbacks/global-postbacks"));

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
  const selected = SETTINGS_TABS.find((tab) => tab.key === params.get("selectedTab"))?.key ?? "profile";
  const profile = useProfileFlow(selected === "profile");
  const content: Record<SettingsTabKey, ReactNode> = {
    profile: (
      <Suspense fallback={<Loading />}>
        <ProfileTab actor={profile.actor} />
      </Suspense>
    ),
    payoutAccounts: <PayoutAccountsTab />,
    postbacks: (
      <Suspense fallback={<Loading />}>
        <GlobalPostbacks />
      </Suspense>
    ),
    notifications: <NotificationsList />,
    contacts: <ManagerContacts />,
  };
  return (
    <>
      {profile.host}
      <TabbedPage titleId="menu.settings" tabs={SETTINGS_TABS.map((tab) => ({ ...tab, content: content[tab.key] }))} />
    </>
  );
}
