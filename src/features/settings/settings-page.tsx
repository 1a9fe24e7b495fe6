import { type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { TabbedPage } from "../../ui/tabbed-page";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import PayoutAccountsTab from "./payout-accounts/lazy-tab";
import ApiTokensTab from "./api-tokens/lazy-tab";
import { listTokensCall } from "./api-tokens/token-calls";
import { useCapability } from "../../app/use-capability";
import { useProfileFlow } from "./profile/use-profile-flow";
import { lazyComponent } from "../../ui/lazy-component";
import { SETTINGS_TABS, type SettingsTabKey } from "./settings-tabs";

const ProfileTab = lazyComponent(() => import("./profile/profile-tab"));
const GlobalPostbacks = lazyComponent(() => import("../../panels/postbacks/global-postbacks"));

const Loading = ({ id = "profile.loading" }: { id?: string }) => (
  <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
    <FormattedMessage id={id} />
  </p>
);

/**
 * Settings: the selectedTab query parameter picks the tab (notifications, contacts, …). The profile
 * flow lives here, above the tabs, so that unsaved profile changes outlast a visit to another tab;
 * the profile tab's code loads when it is first shown. API tokens is an optional capability
 * (decision 085): its tab shows once the tokens' list has answered (or where its link asked for it
 * and the answer has not decided), and a backend without them leaves it out, with no error.
 */
export default function SettingsPage() {
  const [params] = useSearchParams();
  const asked = params.get("selectedTab");
  const apiTokens = useCapability("apiTokens", (api) => listTokensCall(api));
  // Shown once present; while not known, only where its link asked for it (and then the list's failure shows in it).
  const shown = SETTINGS_TABS.filter(
    (tab) => !("capability" in tab) || apiTokens === "present" || (apiTokens !== "absent" && asked === tab.key),
  );
  const selected = shown.find((tab) => tab.key === asked)?.key ?? "profile";
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
    // Asked for by its link before the list said whether the backend has tokens: waiting for that answer.
    apiTokens: apiTokens === "unknown" ? <Loading id="apiTokens.loading" /> : <ApiTokensTab />,
  };
  return (
    <>
      {profile.host}
      <TabbedPage titleId="menu.settings" tabs={shown.map((tab) => ({ key: tab.key, label: tab.label, content: content[tab.key] }))} />
    </>
  );
}
