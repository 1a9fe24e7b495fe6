/**
 * A figure's change against the period before ("+12.5%", "−3%"), or "new" when there was nothing
 * before; a rate's change in percentage points ("−4.1 pp"), since a relative change of a percentage
 * reads as one (issue 35.8). Green and red say good and bad news: a rise is good unless the figure
 * says otherwise (declined conversions: bad; pending ones: neither, in grey).
 */
import { useIntl } from "react-intl";
import { changeOf } from "../lib/metrics";

/** What a rise of the figure means to the publisher. */
export type ChangeTone = "riseGood" | "riseBad" | "neutral";

const TONE_CLASS = {
  good: "text-emerald-700 dark:text-emerald-300",
  bad: "text-red-700 dark:text-red-300",
  none: "text-slate-500 dark:text-slate-400",
} as const;

const toneOf = (direction: number | null, tone: ChangeTone): keyof typeof TONE_CLASS => {
  if (direction === null || direction === 0 || tone === "neutral") return "none";
  return direction > 0 === (tone === "riseGood") ? "good" : "bad";
};

/** `titleId` names what it is compared with (default: "Change against the period before"). */
export const ChangeBadge = ({
  current,
  previous,
  titleId = "dashboard.change.title",
  points = false,
  tone = "riseGood",
}: {
  /** A rate (`points`) is null when its divisor was 0: its change is then unknown ("—"). */
  current: number | null;
  previous: number | null;
  titleId?: string;
  /** The figures are fractions shown as percentages (an approval rate): their difference in percentage points. */
  points?: boolean;
  tone?: ChangeTone;
}) => {
  const intl = useIntl();
  let text: string;
  let direction: number | null;
  if (points) {
    direction = current === null || previous === null ? null : Math.round((current - previous) * 1000) / 10;
    text =
      direction === null
        ? "—"
        : intl.formatMessage(
            { id: "dashboard.change.points" },
            { points: intl.formatNumber(direction, { maximumFractionDigits: 1, signDisplay: "exceptZero" }) },
          );
  } else {
    const now = current ?? 0;
    direction = changeOf(now, previous ?? 0);
    text =
      direction === null
        ? now === 0
          ? "—"
          : intl.formatMessage({ id: "dashboard.change.new" })
        : intl.formatNumber(direction, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  }
  return (
    <span className={`text-xs tabular-nums ${TONE_CLASS[toneOf(direction, tone)]}`} title={intl.formatMessage({ id: titleId })}>
      <span className="sr-only">{intl.formatMessage({ id: titleId })}: </span>
      {text}
    </span>
  );
};
