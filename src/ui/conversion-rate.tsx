import { useIntl } from "react-intl";
import { conversionRate } from "../lib/metrics";

/** The conversion rate as "1 : N" with its percentage beside it, in the interface language's numbers. */
export const ConversionRate = ({ conversions, clicks }: { conversions: number; clicks: number }) => {
  const intl = useIntl();
  const { ratio, percent } = conversionRate(conversions, clicks, intl.locale);
  return (
    <span className="inline-flex items-baseline gap-1.5 tabular-nums">
      <span>{ratio}</span>
      <span className="text-xs text-slate-500 dark:text-slate-400">{percent}</span>
    </span>
  );
};
