/**
 * A file's size in the interface language (issue 15, item 4): bytes below 1 kB ("73 bytes"), then
 * kilobytes and megabytes in the decimal units the upload limit uses (1 kB = 1,000 bytes, 5 MB =
 * 5,000,000 bytes), with at most one decimal ("1.5 kB"), through Intl's unit formatting.
 */
const UNITS = [
  { unit: "kilobyte", size: 1_000 },
  { unit: "megabyte", size: 1_000_000 },
  { unit: "gigabyte", size: 1_000_000_000 },
] as const;

/** A size in bytes as text in `locale`. A value that rounds up to the next unit is shown in it ("1 MB", not "1,000 kB"). */
export const formatFileSize = (bytes: number, locale: string): string => {
  const number = (value: number, unit: string, unitDisplay: "long" | "short") =>
    new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
  if (bytes < 1_000) return number(Math.max(0, Math.round(bytes)), "byte", "long");
  // The largest unit the size reaches once rounded to one decimal.
  const rounded = (size: number) => Math.round((bytes / size) * 10) / 10;
  const chosen = [...UNITS].reverse().find(({ size }) => rounded(size) >= 1) ?? UNITS[0];
  const next = UNITS[UNITS.indexOf(chosen) + 1];
  if (next && rounded(chosen.size) >= 1_000) return number(rounded(next.size), next.unit, "short");
  return number(rounded(chosen.size), chosen.unit, "short");
};
