/** Money as the spec shows it: currency symbol prefix, en-US grouping, 2 decimals ("$12,345.67"). */
const formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (amount: number, symbol: string): string => {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${symbol}${formatter.format(Math.abs(amount))}`;
};

const rateFormatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const fixedRateFormatters = [2, 3, 4].map((d) => new Intl.NumberFormat("en-US", { minimumFractionDigits: d, maximumFractionDigits: d }));

/**
 * A rate in money (EPC, EPM): as `formatMoney` with up to 4 decimals ("$0.0123"), or exactly `digits`
 * (2 to 4) when a column sets them; "—" when there is none.
 */
export const formatMoneyRate = (amount: number | null, symbol: string, digits?: number): string => {
  if (amount === null) return "—";
  const formatter = digits === undefined ? rateFormatter : fixedRateFormatters[Math.min(4, Math.max(2, digits)) - 2]!;
  return `${amount < 0 ? "-" : ""}${symbol}${formatter.format(Math.abs(amount))}`;
};

/**
 * The decimals one column of rates shows (2 to 4): as many as its most precise value needs, so that
 * "$0.006" never stands beside "$0.0066" (issue 25.13).
 */
export const rateDigits = (values: Iterable<number | null>): number => {
  let digits = 2;
  for (const value of values) {
    if (value === null) continue;
    const text = Math.abs(value).toFixed(4).replace(/0+$/, "");
    digits = Math.max(digits, text.length - text.indexOf(".") - 1);
  }
  return Math.min(4, digits);
};
