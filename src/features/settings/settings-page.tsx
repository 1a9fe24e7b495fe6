import { type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { TabbedPage } from "../../ui/tabbed-page";
import { ManagerContacts } from "../../panels/contacts/manager-contacts";
import { NotificationsList } from "../../panels/notifications/notifications-list";
import PayoutAccountsTab from "./payout-accounts/lazy-tab";
import ApiTokensTab from "./api-tokens/lazy-tab";
import TwoStepTab from "./two-step/lazy-tab";
import { statusCall } from "./two-step/two-step-calls";
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
 * the profile tab's code loads when it is first shown. API tokens and two-step sign-in are optional
 * capabilities (decision 085): each tab shows once its first call (the tokens' list, the two-step
 * status) has answered (or where its link asked for it and the answer has not decided), and a
 * backend without one leaves its tab out, with no error.
 */
export default function SettingsPage() {
  const [params] = useSearchParams();
  const asked = params.get("selectedTab");
  // Asked when the page is idle, or at once where the link asked for the tab (decision 089, amended).
  const apiTokens = useCapability("apiTokens", (api) => listTokensCall(api), { now: asked === "apiTokens" });
  const twoStep = useCapability("twoStep", (api) => statusCall(api), { now: asked === "twoStep" });
  const capabilities = { apiTokens, twoStep };
  // Shown once present; while not known, only where its link asked for it (and then the first call's failure shows in it).
  const shown = SETTINGS_TABS.filter((tab) => {
    if (!("capability" in tab)) return true;
    const state = capabilities[tab.capability];
    return state === "present" || (state !== "absent" && asked === tab.key);
  });
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
    twoStep: twoStep === "unknown" ? <Loading id="twoStep.loading" /> : <TwoStepTab />,
  };
  return (
    <>
      {profile.host}
      <TabbedPage titleId="menu.settings" tabs={shown.map((tab) => ({ key: tab.key, label: tab.label, content: content[tab.key] }))} />
    </>
  );
}
