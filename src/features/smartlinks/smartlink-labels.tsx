/** The spec's smartlink labels and status colours (spec 02 section 3): Live, Requested, Declined, Suspended, Available / On request. */
import { FormattedMessage } from "react-intl";
import type { SmartlinkState } from "../../../contracts/smartlinks.contract";

/** The role that opens the area (spec 02 section 6). */
export const SMARTLINKS_ROLE = "ROLE_SMARTLINKS";

/** Requested orange, live green, declined red, suspended grey, the ones to launch or request teal. */
const STATE_CLASS: Record<SmartlinkState, string> = {
  requested: "bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-400/10 dark:text-orange-200 dark:ring-orange-400/30",
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30",
  declined: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30",
  suspended: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30",
  launch: "bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-400/10 dark:text-teal-200 dark:ring-teal-400/30",
  on_request: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400/30",
};

/** A smartlink's display state as its label in its colour. */
export const SmartlinkStateBadge = ({ state }: { state: SmartlinkState }) => (
  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATE_CLASS[state]}`}>
    <FormattedMessage id={`smartlinks.state.${state}`} />
  </span>
);
