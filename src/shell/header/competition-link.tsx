/** "Competition is live" in the header on desktop (≥1024 px), when showCompetitionsLabel is true (spec 01 section 2). */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher } from "../../app/react";
import { TrophyIcon } from "./icons";

export const COMPETITIONS_PATH = "/reports?selectedTab=competitions";

/** The pulsing "live" dot. */
export const LiveDot = ({ className = "" }: { className?: string }) => (
  <span aria-hidden="true" className={`relative flex size-2 ${className}`}>
    <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60 motion-reduce:animate-none" />
    <span className="relative inline-flex size-2 rounded-full bg-current" />
  </span>
);

export const CompetitionLink = () => {
  const { showCompetitionsLabel } = usePublisher();
  if (!showCompetitionsLabel) return null;
  return (
    <Link
      to={COMPETITIONS_PATH}
      className="hidden h-8 items-center gap-2 rounded-full bg-violet-50 pl-2.5 pr-3 text-sm font-medium text-violet-800 ring-1 ring-inset ring-violet-200 outline-none transition-colors hover:bg-violet-100 focus-visible:ring-2 focus-visible:ring-violet-600 lg:inline-flex dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-400/30 dark:hover:bg-violet-400/20 dark:focus-visible:ring-violet-300"
    >
      <LiveDot className="text-violet-600 dark:text-violet-300" />
      <TrophyIcon className="size-4" />
      <FormattedMessage id="header.competition" />
    </Link>
  );
};
