/**
 * The spec's smartlink labels and status colours (spec 02 section 3): one label per stage of the
 * smartlink request flow, the same on the list, the smartlink's badge and its text (decision 049).
 * Requested orange, in review grey, live green, test cyan, declined red, suspended and disabled grey,
 * the ones to launch or request teal and sky.
 */
import { FormattedMessage } from "react-intl";
import type { SmartlinkState, VerticalAvailability } from "../../../contracts/smartlinks.contract";
import type { SmartlinkStage } from "../../../machines/smartlink-request/smartlink-request.machine";

/** The role that opens the area (spec 02 section 6). */
export const SMARTLINKS_ROLE = "ROLE_SMARTLINKS";

const GREY = "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30";

const STAGE_CLASS: Record<SmartlinkStage, string> = {
  requested: "bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-400/10 dark:text-orange-200 dark:ring-orange-400/30",
  inReview: GREY,
  live: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30",
  test: "bg-cyan-50 text-cyan-800 ring-cyan-200 dark:bg-cyan-400/10 dark:text-cyan-200 dark:ring-cyan-400/30",
  declined: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30",
  suspended: GREY,
  disabled: GREY,
  available: "bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-400/10 dark:text-teal-200 dark:ring-teal-400/30",
  onRequest: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400/30",
};

/** The stage of a display state (the list knows no campaign: requested covers in review, active covers test). */
const STAGE_OF_STATE: Record<SmartlinkState, SmartlinkStage> = {
  declined: "declined",
  active: "live",
  suspended: "suspended",
  requested: "requested",
  launch: "available",
  on_request: "onRequest",
};

/** What a list row shows: disabled while its vertical is (the flow's rule, `stageOf`), else its display state. */
export const rowStage = (state: SmartlinkState, availability: VerticalAvailability | undefined): SmartlinkStage =>
  availability === "disabled" ? "disabled" : STAGE_OF_STATE[state];

/** A smartlink's stage as its label in its colour. */
export const SmartlinkStageBadge = ({ stage }: { stage: SmartlinkStage }) => (
  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STAGE_CLASS[stage]}`}>
    <FormattedMessage id={`smartlinks.badge.${stage}`} />
  </span>
);
