/** A figure's change against the period before ("+12.5%", "−3%"), or "new" when there was nothing before. */
import { useIntl } from "react-intl";
import { changeOf } from "../lib/metrics";

/** `titleId` names what it is compared with (default: "Change against the period before"). */
export const ChangeBadge = ({
  current,
  previous,
  titleId = "dashboard.change.title",
}: {
  current: number;
  previous: number;
  titleId?: string;
}) => {
  const intl = useIntl();
  const change = changeOf(current, previous);
  const text =
    change === null
      ? current === 0
        ? "—"
        : intl.formatMessage({ id: "dashboard.change.new" })
      : intl.formatNumber(change, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const tone =
    change === null || change === 0
      ? "text-slate-500 dark:text-slate-400"
      : change > 0
        ? "text-emerald-700 dark:text-emerald-300"
        : "text-red-700 dark:text-red-300";
  return (
    <span className={`text-xs tabular-nums ${tone}`} title={intl.formatMessage({ id: titleId })}>
      <span className="sr-only">{intl.formatMessage({ id: titleId })}: </span>
      {text}
    </span>
  );
};
