/**
 * Metrics as the spec shows them (spec 02 section 3): the conversion rate as "1 : N" (one conversion
 * in N clicks) and as a percentage, in the interface language's number format.
 */

export interface ConversionRateText {
  /** "1 : 123", or "—" without conversions (or clicks). */
  readonly ratio: string;
  /** "0.81%", or "—" without clicks. */
  readonly percent: string;
}

const DASH = "—";
const formatters = new Map<string, { ratio: Intl.NumberFormat; percent: Intl.NumberFormat }>();
const formattersOf = (locale: string) => {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      ratio: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }),
    };
    formatters.set(locale, found);
  }
  return found;
};

/**
 * The conversion rate of `conversions` out of `clicks`: N is clicks per conversion (up to 2 decimals,
 * so 3 conversions in 2 clicks read "1 : 0.67"), the percentage is conversions per click.
 */
export const conversionRate = (conversions: number, clicks: number, locale = "en-US"): ConversionRateText => {
  const { ratio, percent } = formattersOf(locale);
  const valid = Number.isFinite(conversions) && Number.isFinite(clicks) && conversions >= 0 && clicks > 0;
  if (!valid) return { ratio: DASH, percent: DASH };
  return {
    ratio: conversions === 0 ? DASH : `1 : ${ratio.format(clicks / conversions)}`,
    percent: percent.format(conversions / clicks),
  };
};

/** The change of a figure against the period before, as a fraction (0.25 is +25%); null when there was nothing before. */
export const changeOf = (current: number, previous: number): number | null => (previous === 0 ? null : (current - previous) / previous);

/**
 * The approval rate, approved / all conversions, as a percentage (up to 2 decimals); "—" without
 * conversions. The server sends the fraction (reports and dashboard compute it with one formula); the
 * Conversions list's counts give the same fraction, so every screen shows the same text for it.
 */
export const approvalRateText = (rate: number | null, locale = "en-US"): string =>
  rate === null || !Number.isFinite(rate) ? DASH : formattersOf(locale).percent.format(rate);
