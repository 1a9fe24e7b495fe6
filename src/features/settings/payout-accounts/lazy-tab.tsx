/**
 * The payout accounts tab, loaded when it is first shown: Settings opens on the profile, and the
 * flow, its dialogs and the Listbox need not come with it (docs/decisions/024).
 */
import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { lazyComponent } from "../../../ui/lazy-component";

const Tab = lazyComponent(() => import("./payout-accounts-tab"));

export default function PayoutAccountsTab() {
  // The flow reads amounts in the publisher's language: a new language starts it over in that one.
  const { locale } = useIntl();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payout.loading" />
        </p>
      }
    >
      <Tab key={locale} />
    </Suspense>
  );
}
