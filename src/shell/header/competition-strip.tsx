/**
 * "Competition is live" as a 22 px strip on tablet and mobile (≤1023 px), under the header (spec 01
 * sections 2 and 9). It sticks under the header, which is 64 px tall plus the 34 px demo strip.
 */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher } from "../../app/react";
import { COMPETITIONS_PATH, LiveDot } from "./competition-link";
import { TrophyIcon } from "./icons";

/** The strip's height (spec 01 section 9). */
export const COMPETITION_STRIP_HEIGHT_PX = 22;

export const CompetitionStrip = () => {
  const { showCompetitionsLabel, statusNew } = usePublisher();
  if (!showCompetitionsLabel) return null;
  return (
    <Link
      to={COMPETITIONS_PATH}
      style={{ height: COMPETITION_STRIP_HEIGHT_PX }}
      className={`sticky z-20 flex items-center justify-center gap-1.5 border-b border-violet-200 bg-violet-50 px-4 text-xs font-medium text-violet-800 outline-none transition-colors hover:bg-violet-100 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-violet-600 lg:hidden dark:border-violet-400/25 dark:bg-violet-950 dark:text-violet-100 dark:hover:bg-violet-900 dark:focus-visible:ring-violet-300 ${statusNew ? "top-[98px]" : "top-16"}`}
    >
      <LiveDot className="text-violet-600 dark:text-violet-300" />
      <TrophyIcon className="size-3.5" />
      <FormattedMessage id="header.competition" />
    </Link>
  );
};
