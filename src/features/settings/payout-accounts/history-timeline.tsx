/** An account's history as a short timeline: what happened, when (in the publisher's time zone). */
import { FormattedMessage } from "react-intl";
import type { HistoryEvent } from "./history";

export interface TimelineItem {
  readonly key: string;
  readonly kind: HistoryEvent["kind"];
  readonly at: string;
}

export const HistoryTimeline = ({
  items,
  label,
  dateTime,
}: {
  items: ReadonlyArray<TimelineItem>;
  label: string;
  dateTime: (iso: string) => string;
}) => (
  <ol aria-label={label} className="relative space-y-2 border-l border-slate-200 pl-4 dark:border-slate-700">
    {items.map((item) => (
      <li key={item.key} className="relative text-sm text-slate-700 dark:text-slate-300">
        <span
          aria-hidden="true"
          className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-teal-600 dark:border-slate-900 dark:bg-teal-400"
        />
        <FormattedMessage id={`payout.history.${item.kind}`} />
        <span className="text-slate-500 dark:text-slate-400"> · </span>
        <time dateTime={item.at} className="tabular-nums text-slate-600 dark:text-slate-400">
          {dateTime(item.at)}
        </time>
      </li>
    ))}
  </ol>
);

/**
 * An account's timeline: created (the server's date, unless the journal saw it created), then what
 * the journal recorded for it.
 */
export const timelineOf = (
  account: { id: number; createdAt: string },
  history: ReadonlyArray<HistoryEvent>,
): ReadonlyArray<TimelineItem> => {
  const own = history.filter((e) => e.account === account.id);
  const created = own.some((e) => e.kind === "created") ? [] : [{ key: "server-created", kind: "created" as const, at: account.createdAt }];
  return [...created, ...own.map((e) => ({ key: String(e.seq), kind: e.kind, at: e.at }))];
};
