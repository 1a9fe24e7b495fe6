/**
 * A conversion's status: a coloured badge that also says it in words, and the declined reason under it
 * when the server gives one; and the list's summary of them with its approval rate.
 */
import type { ConversionStatus } from "../../../contracts/conversions.contract";
import { approvalRateText } from "../../lib/metrics";

/** Each pair holds AA contrast (4.5:1 or more) in light and in dark; the colour repeats the word, never replaces it. */
const TONE: Readonly<Record<ConversionStatus, string>> = {
  approved: "bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  pending: "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/30",
  declined: "bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30",
};

/** A mark per status, so the three differ in shape as well as in colour and word. */
const MARK: Readonly<Record<ConversionStatus, string>> = {
  approved: "M3.5 8.5 6.5 11.5 12.5 5",
  pending: "M8 4.5V8l2.5 1.5",
  declined: "M5 5l6 6M11 5l-6 6",
};

export const ConversionStatusCell = ({
  status,
  label,
  reason,
  reasonLabel,
}: {
  status: ConversionStatus;
  label: string;
  reason: string | null | undefined;
  reasonLabel: string;
}) => (
  <span className="inline-flex flex-col items-start gap-0.5">
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[status]}`}
      data-status={status}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" className="size-3">
        {status === "pending" && <circle cx="8" cy="8" r="5.5" />}
        <path d={MARK[status]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </span>
    {status === "declined" && reason ? (
      // Wrapped within 11rem: on one line a reason is up to 380 px, and the table folds what does not
      // fit by the columns' one-line widths (issue 35 item 6). The whole text stays on screen.
      <span className="max-w-44 whitespace-normal text-xs text-slate-600 dark:text-slate-300">
        <span className="sr-only">{reasonLabel}: </span>
        {reason}
      </span>
    ) : null}
  </span>
);

/**
 * The list's figures for its filters: the approval rate (the server's, formatted as everywhere) and the
 * count of each status. Under a Status filter the rate says nothing (declined alone: always 0%), so it
 * is left out and the counts remain (issue 35.8).
 */
export const StatusSummary = ({
  counts,
  locale,
  formatCount,
  labels,
  showRate = true,
}: {
  /** Null while the list loads: the summary keeps its place, so nothing below it moves when the figures come. */
  counts: { approved: number; pending: number; declined: number; approvalRate: number | null } | null;
  locale: string;
  formatCount: (value: number) => string;
  labels: { summary: string; approvalRate: string; statuses: Readonly<Record<ConversionStatus, string>> };
  /** False under a Status filter. */
  showRate?: boolean;
}) => (
  <div role="group" aria-label={labels.summary}>
    <dl className="grid grid-cols-2 items-baseline gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap">
      {showRate && (
        <div className="flex items-baseline gap-1.5">
          <dt className="text-slate-600 dark:text-slate-300">{labels.approvalRate}</dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-50" data-testid="approval-rate">
            {approvalRateText(counts?.approvalRate ?? null, locale)}
          </dd>
        </div>
      )}
      {(["approved", "pending", "declined"] as const).map((status) => (
        <div key={status} className="flex items-baseline gap-1.5">
          <dt className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[status]}`}>
            {labels.statuses[status]}
          </dt>
          <dd className="tabular-nums text-slate-800 dark:text-slate-200">{counts ? formatCount(counts[status]) : "—"}</dd>
        </div>
      ))}
    </dl>
  </div>
);
