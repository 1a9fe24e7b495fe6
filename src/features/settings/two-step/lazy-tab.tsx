/**
 * The two-step sign-in tab, loaded when it is first shown; its dialog (the QR code's library with it)
 * loads only when opened. Settings shows the tab only once the backend is known to have it (decision 085).
 */
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { lazyComponent } from "../../../ui/lazy-component";

const Tab = lazyComponent(() => import("./two-step-tab"));

export default function TwoStepTab() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="twoStep.loading" />
        </p>
      }
    >
      <Tab />
    </Suspense>
  );
}
