/** A failed load shown where its data would be: the catalogue's text (src/ui/error-text.ts) and Retry. */
import { FormattedMessage, useIntl } from "react-intl";
import type { ApiError } from "../api";
import { errorText } from "./error-text";
import { toolbarButton } from "./list/parts";
import { NetworkButton } from "./needs-network";

export const LoadFailed = ({ error, onRetry }: { error: ApiError; onRetry: () => void }) => {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
    >
      <span className="whitespace-pre-line">{errorText(error, intl)}</span>
      <NetworkButton className={toolbarButton} onClick={onRetry}>
        <FormattedMessage id="lists.retry" />
      </NetworkButton>
    </div>
  );
};
