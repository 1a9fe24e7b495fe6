/**
 * The minimal payment amount as the publisher types it (issue 25 item 9): read in the publisher's
 * locale ("50,5" in Russian or Ukrainian, "50.5" or "1,000.50" in English; spaces as group
 * separators), never as JavaScript's Number would ("50,5" and "abc" were NaN, sent as null and
 * refused as "required"; "1e9" was a billion). What is not an amount says why.
 */
import { MINIMAL_AMOUNT_MAX } from "../../contracts/payout.contract";
import type { FormMessage } from "../form/form-model";

export type AmountReading = { readonly amount: number } | { readonly problem: FormMessage } | null;

const separatorsOf = (locale: string) => {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
  };
};

/** An example of an amount written in the locale (50.5 as "50.5" or "50,5"). */
export const amountExample = (locale: string): string => new Intl.NumberFormat(locale, { useGrouping: false }).format(50.5);

/** The amount typed in `locale`: null when blank, else the number or what is wrong with it. */
export const readAmount = (typed: string, locale: string): AmountReading => {
  const text = typed.trim();
  if (text === "") return null;
  const { decimal, group } = separatorsOf(locale);
  const notNumber: FormMessage = { id: "settings.payout.validation.amountNotNumber", values: { example: amountExample(locale) } };
  // Spaces of any kind group digits in every locale; the locale's own group sign too, where it is not the decimal one.
  let plain = text.replace(/[\s\u00a0\u202f']/g, "");
  if (group !== decimal && !/\s/.test(group)) {
    if (decimal === "," && group === ".") plain = plain.replace(/\.(?=\d{3}(\D|$))/g, "");
    else if (group === ",") {
      if (!/^-?\d{1,3}(,\d{3})*(\.\d*)?$/.test(plain) && plain.includes(",")) return { problem: notNumber };
      plain = plain.replaceAll(",", "");
    }
  }
  // Where a comma is the decimal sign, a dot is read as one too (both are common there).
  if (decimal === ",") plain = plain.replace(",", ".");
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(plain)) return { problem: notNumber };
  const amount = Number(plain);
  if (amount < 0) return { problem: { id: "settings.payout.validation.amountNegative" } };
  if (/\.\d{3,}$/.test(plain)) return { problem: { id: "settings.payout.validation.amountDecimals" } };
  if (amount > MINIMAL_AMOUNT_MAX)
    return {
      problem: { id: "settings.payout.validation.amountMax", values: { max: new Intl.NumberFormat(locale).format(MINIMAL_AMOUNT_MAX) } },
    };
  return { amount };
};

/** A stored amount as the form shows it in `locale` (50.5 as "50,5" in Russian), without grouping. */
export const showAmount = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(amount);
