/**
 * The Competitions tab (spec 02 sections 2 and 4): each competition will start, is live or has
 * ended, with the days, hours and minutes left ticking on the clock, the publisher's position and
 * the points to advance; "Competition ended" when over. The competitions flow
 * (machines/competitions) loads, ticks and re-reads the server when a start or an end passes.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { Competition } from "../../../contracts/competitions.contract";
import { isTag } from "../../api/catalogue";
import { useFlow } from "../../app/use-flow";
import { formatSpecDateTime } from "../../lib/dates";
import { Temporal } from "../../lib/temporal";
import { errorText } from "../../ui/error-text";
import { usePublisherDays } from "../../ui/list";
import { secondaryButton } from "../../ui/buttons";
import { NetworkButton } from "../../ui/needs-network";
import { nowMs, useCompetitionsMachine } from "./flow-implementations";
import { type Remaining, remainingUntil } from "./countdown";
import { Card } from "../../ui/card";

const STATUS_STYLE: Record<Competition["status"], string> = {
  will_start: "bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200",
  live: "bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200",
  ended: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

const Countdown = ({ labelId, left }: { labelId: string; left: Remaining }) => (
  <p className="text-sm text-slate-700 dark:text-slate-200">
    <FormattedMessage id={labelId} />{" "}
    <span className="font-semibold tabular-nums">
      <FormattedMessage id="reports.competitions.remaining" values={{ days: left.days, hours: left.hours, minutes: left.minutes }} />
    </span>
  </p>
);

const CompetitionCard = ({ competition, left, timeZone }: { competition: Competition; left: Remaining; timeZone: string }) => {
  const intl = useIntl();
  const status = competition.status;
  return (
    <li>
      <Card as="article" aria-labelledby={`competition-${competition.id}`} className="space-y-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`competition-${competition.id}`} className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {competition.title}
          </h3>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}>
            <FormattedMessage id={`reports.competitions.status.${status}`} />
          </span>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{competition.description}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage
            id="reports.competitions.dates"
            values={{
              start: formatSpecDateTime(competition.startDate, timeZone),
              end: formatSpecDateTime(competition.endDate, timeZone),
              prize: competition.prize,
            }}
          />
        </p>
        {status === "ended" ? (
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            <FormattedMessage id="reports.competitions.ended" />
          </p>
        ) : (
          <Countdown labelId={status === "live" ? "reports.competitions.endsIn" : "reports.competitions.startsIn"} left={left} />
        )}
        {status !== "will_start" && (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-300">
                <FormattedMessage id="reports.competitions.position" />
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
                {competition.position === null ? (
                  "—"
                ) : (
                  <FormattedMessage
                    id="reports.competitions.positionOf"
                    values={{ position: competition.position, participants: competition.participants }}
                  />
                )}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-300">
                <FormattedMessage id="reports.competitions.points" />
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
                {intl.formatNumber(competition.points, { maximumFractionDigits: 2 })}
              </dd>
            </div>
            {competition.pointsToAdvance !== null && status === "live" && (
              <div className="flex gap-1">
                <dt className="text-slate-600 dark:text-slate-300">
                  <FormattedMessage id="reports.competitions.toAdvance" />
                </dt>
                <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
                  {intl.formatNumber(competition.pointsToAdvance, { maximumFractionDigits: 2 })}
                </dd>
              </div>
            )}
          </dl>
        )}
      </Card>
    </li>
  );
};

export const CompetitionsView = () => {
  const intl = useIntl();
  const { timeZone } = usePublisherDays();
  const machine = useCompetitionsMachine();
  const [state, send] = useFlow(machine, "competitions", { nowMs: nowMs() });
  const { competitions, nowMs: at, error } = state.context;
  const now = Temporal.Instant.fromEpochMilliseconds(at);
  const retry = () => send({ type: "competitions.retry" });
  const failure =
    error === null ? null : (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{isTag(error) ? errorText(error, intl) : intl.formatMessage({ id: "error.unexpected" })}</span>
        <NetworkButton className={secondaryButton} onClick={retry}>
          <FormattedMessage id="lists.retry" />
        </NetworkButton>
      </div>
    );

  if (state.matches("failed")) return failure;
  if (state.matches("loading"))
    return <p role="status" aria-busy="true" className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;
  if (competitions.length === 0)
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        <FormattedMessage id="lists.noData" />
      </p>
    );
  return (
    <div className="space-y-3">
      {failure}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label={intl.formatMessage({ id: "reports.tab.competitions" })}>
        {competitions.map((c) => (
          <CompetitionCard
            key={c.id}
            competition={c}
            left={remainingUntil(c.status === "will_start" ? c.startDate : c.endDate, now)}
            timeZone={timeZone}
          />
        ))}
      </ul>
    </div>
  );
};
