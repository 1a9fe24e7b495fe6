/** Demo mode (spec 01 sections 1, 4, 9): a 34 px strip with the activation link to settings, while the account is not activated. */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher } from "../../app/react";
import { ArrowRightIcon, SparklesIcon } from "./icons";

/** The strip's height: the content below is offset by it (spec 01 section 9). */
export const DEMO_STRIP_HEIGHT_PX = 34;

export const DemoStrip = () => {
  const intl = useIntl();
  const { statusNew } = usePublisher();
  if (!statusNew) return null;
  return (
    <div
      role="note"
      aria-label={intl.formatMessage({ id: "header.demo.label" })}
      style={{ height: DEMO_STRIP_HEIGHT_PX }}
      className="sticky top-0 z-[45] flex shrink-0 items-center justify-center gap-2 overflow-hidden border-b border-amber-200 bg-amber-50 px-4 text-xs text-amber-900 sm:text-sm dark:border-amber-400/20 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <SparklesIcon className="hidden size-4 shrink-0 text-amber-600 sm:block dark:text-amber-300" />
      <span className="truncate">
        <span className="hidden sm:inline">
          <FormattedMessage id="header.demo.text" />
        </span>
        <span className="font-medium sm:hidden">
          <FormattedMessage id="header.demo.label" />
        </span>
      </span>
      <Link
        to="/settings"
        // The strip's whole height (34 px), not its line's 16: a target a thumb can take (issue 35 item 14).
        className="inline-flex shrink-0 items-center gap-1 self-stretch rounded px-1 font-semibold text-amber-950 underline decoration-amber-500 underline-offset-2 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-amber-600 dark:text-amber-50 dark:decoration-amber-300"
      >
        <FormattedMessage id="header.demo.link" />
        <ArrowRightIcon className="size-3.5" />
      </Link>
    </div>
  );
};
