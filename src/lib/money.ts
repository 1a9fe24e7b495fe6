/** Money as the spec shows it: currency symbol prefix, en-US grouping, 2 decimals ("$12,345.67"). */
const formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (amount: number, symbol: string): string => {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${symbol}${formatter.format(Math.abs(amount))}`;
};

const rateFormatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A rate in money (EPC, EPM): as `formatMoney` with up to 4 decimals ("$0.0123"); "—" when there is none. */
export const formatMoneyRate = (amount: number | null, symbol: string): string =>
  amount === null ? "—" : `${amount < 0 ? "-" : ""}${symbol}${rateFormatter.format(Math.abs(amount))}`;
