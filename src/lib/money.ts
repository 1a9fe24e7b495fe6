/**
 * The en-US number formats, each made at its first use: making one costs the first caller ICU's
 * locale data (tens of milliseconds on a phone), which a module's evaluation must not pay before
 * the page renders (docs/decisions/065-main-thread-in-slices.md).
 */
const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (min: number, max: number): Intl.NumberFormat => {
  const key = `${min}-${max}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat("en-US", { minimumFractionDigits: min, maximumFractionDigits: max })));
  return format;
};

/** Money as the spec shows it: currency symbol prefix, en-US grouping, 2 decimals ("$12,345.67"). */
export const formatMoney = (amount: number, symbol: string): string => {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${symbol}${numberFormat(2, 2).format(Math.abs(amount))}`;
};

/**
 * A rate in money (EPC, EPM): as `formatMoney` with up to 4 decimals ("$0.0123"), or exactly `digits`
 * (2 to 4) when a column sets them; "—" when there is none.
 */
export const formatMoneyRate = (amount: number | null, symbol: string, digits?: number): string => {
  if (amount === null) return "—";
  const fixed = digits === undefined ? null : Math.min(4, Math.max(2, digits));
  const formatter = fixed === null ? numberFormat(2, 4) : numberFormat(fixed, fixed);
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
