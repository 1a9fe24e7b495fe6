import { FormattedMessage } from "react-intl";
import { useOffline } from "../ui/connectivity";
import { NetworkButton } from "../ui/needs-network";

/**
 * Shown when the signed-in area could not load; the error itself was shown by the shared handler.
 * Offline, it says that nothing of the publisher was saved on this device (docs/decisions/083-readable-offline.md).
 */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const offline = useOffline();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center text-slate-800 dark:bg-slate-950 dark:text-slate-100">
      <p className="max-w-md">
        <FormattedMessage id={offline ? "offline.nothingSaved" : "app.loadFailed"} />
      </p>
      <NetworkButton
        onClick={onRetry}
        className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <FormattedMessage id="app.retry" />
      </NetworkButton>
    </div>
  );
};
