/**
 * The API tokens tab, loaded when it is first shown: Settings opens on the profile, and the flow,
 * its dialogs and the examples need not come with it. Settings shows the tab only once the backend
 * is known to have tokens (decision 085).
 */
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { lazyComponent } from "../../../ui/lazy-component";

const Tab = lazyComponent(() => import("./api-tokens-tab"));

export default function ApiTokensTab() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="apiTokens.loading" />
        </p>
      }
    >
      <Tab />
    </Suspense>
  );
}
