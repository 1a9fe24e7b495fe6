/** The payout form's minimal payment amount read in the publisher's locale (issue 25 item 9). */
import { describe, expect, it } from "vitest";
import { readAmount, showAmount } from "../../machines/payout-account/amount";
import { payoutPayload, validatePayout } from "../../machines/payout-account/payout-rules";
import { PAYMENT_METHODS } from "../../mock-server/store/seed";

const PAYPAL = PAYMENT_METHODS[0]!;
const values = (minimalPaymentAmount: string, account = "name@example.com") => ({ method: PAYPAL["@id"], account, minimalPaymentAmount });

describe("the minimal payment amount", () => {
  it("reads a decimal comma in Russian and Ukrainian, a dot everywhere, spaces and the locale's grouping", () => {
    expect(readAmount("50,5", "ru")).toEqual({ amount: 50.5 });
    expect(readAmount("50,5", "uk")).toEqual({ amount: 50.5 });
    expect(readAmount("50.5", "ru")).toEqual({ amount: 50.5 });
    expect(readAmount("1 000,25", "ru")).toEqual({ amount: 1000.25 });
    expect(readAmount("1\u00a0000", "uk")).toEqual({ amount: 1000 });
    expect(readAmount("50.5", "en")).toEqual({ amount: 50.5 });
    expect(readAmount("1,000.50", "en")).toEqual({ amount: 1000.5 });
    expect(readAmount("100", "zh")).toEqual({ amount: 100 });
    expect(readAmount("  ", "en")).toBeNull();
  });

  it("says what is wrong with what is not an amount", () => {
    const notNumber = (example: string) => ({ problem: { id: "settings.payout.validation.amountNotNumber", values: { example } } });
    expect(readAmount("abc", "ru")).toEqual(notNumber("50,5"));
    expect(readAmount("abc", "en")).toEqual(notNumber("50.5"));
    expect(readAmount("1e9", "en")).toEqual(notNumber("50.5"));
    expect(readAmount("50,5", "en")).toEqual(notNumber("50.5"));
    expect(readAmount("5.0.1", "en")).toEqual(notNumber("50.5"));
    expect(readAmount("-5", "en")).toEqual({ problem: { id: "settings.payout.validation.amountNegative" } });
    expect(readAmount("50.555", "en")).toEqual({ problem: { id: "settings.payout.validation.amountDecimals" } });
    expect(readAmount("1000000.01", "en")).toEqual({
      problem: { id: "settings.payout.validation.amountMax", values: { max: "1,000,000" } },
    });
    expect(readAmount("1000000", "en")).toEqual({ amount: 1_000_000 });
  });

  it("is never sent as null when something was typed: the form stops on it, or sends the number", () => {
    expect(validatePayout(values("abc"), PAYMENT_METHODS, "ru").minimalPaymentAmount).toEqual([
      { id: "settings.payout.validation.amountNotNumber", values: { example: "50,5" } },
    ]);
    expect(validatePayout(values(""), PAYMENT_METHODS, "ru").minimalPaymentAmount).toEqual([
      { id: "settings.payout.validation.minimalAmountRequired" },
    ]);
    expect(validatePayout(values("50,5"), PAYMENT_METHODS, "ru")).toEqual({});
    expect(payoutPayload(values("50,5"), "ru").minimalPaymentAmount).toBe(50.5);
    expect(showAmount(50.5, "ru")).toBe("50,5");
    expect(showAmount(1500, "en")).toBe("1500");
  });

  it("reads the grouping of any locale, not only the portal's four", () => {
    // German: a dot groups, a comma is the decimal sign; a dot not before three digits is a decimal one.
    expect(readAmount("1.000,5", "de")).toEqual({ amount: 1000.5 });
    expect(readAmount("1.000.000", "de")).toEqual({ amount: 1_000_000 });
    expect(readAmount("1.000", "de")).toEqual({ amount: 1000 });
    expect(readAmount("50.5", "de")).toEqual({ amount: 50.5 });
    // Swiss German: a dot is the decimal sign and a comma is no sign at all.
    expect(readAmount("50,5", "de-CH")).toEqual({
      problem: { id: "settings.payout.validation.amountNotNumber", values: { example: "50.5" } },
    });
    expect(readAmount("1'000.5", "de-CH")).toEqual({ amount: 1000.5 });
  });

  it("reads English grouping only in threes, and a dot as decimal where a comma is one", () => {
    const notNumber = { problem: { id: "settings.payout.validation.amountNotNumber", values: { example: "50.5" } } };
    expect(readAmount("12,345.5", "en")).toEqual({ amount: 12345.5 });
    expect(readAmount("1,000,000", "en")).toEqual({ amount: 1_000_000 });
    expect(readAmount("1,000", "en")).toEqual({ amount: 1000 });
    expect(readAmount("1,00", "en")).toEqual(notNumber);
    expect(readAmount("1.234", "en")).toEqual({ problem: { id: "settings.payout.validation.amountDecimals" } });
    expect(readAmount("1.234", "ru")).toEqual({ problem: { id: "settings.payout.validation.amountDecimals" } });
    expect(readAmount(".5", "en")).toEqual({ amount: 0.5 });
    expect(readAmount(".55", "en")).toEqual({ amount: 0.55 });
    expect(readAmount(".5x", "en")).toEqual(notNumber);
    expect(readAmount("0", "en")).toEqual({ amount: 0 });
  });

  it("checks the method and the account: required, trimmed, 2 to 255 characters, in the method's pattern", () => {
    const ANY = { ...PAYPAL, "@id": "/publisher/api/payment_methods/99", accountPattern: "^.*$", minimalPaymentAmount: 0 };
    const methods = [...PAYMENT_METHODS, ANY];
    const errorsOf = (account: string, method = ANY["@id"], amount = "") =>
      validatePayout({ method, account, minimalPaymentAmount: amount }, methods, "en");
    expect(errorsOf("ab", "/publisher/api/payment_methods/404").method).toEqual([{ id: "settings.payout.validation.methodRequired" }]);
    expect(errorsOf("   ").account).toEqual([{ id: "settings.payout.validation.accountRequired" }]);
    expect(errorsOf(" a ").account).toEqual([{ id: "settings.payout.validation.accountMin", values: { number: 2 } }]);
    expect(errorsOf("ab")).toEqual({});
    expect(errorsOf("x".repeat(255))).toEqual({});
    expect(errorsOf("x".repeat(256)).account).toEqual([{ id: "settings.payout.validation.accountMax", values: { number: 255 } }]);
    // PayPal's pattern meets the account without its spaces.
    expect(validatePayout(values("50", "  name@example.com  "), PAYMENT_METHODS, "en")).toEqual({});
    // A method that asks no minimal amount takes none (`errorsOf("ab")` above), and sends it as null.
    expect(payoutPayload({ method: ANY["@id"], account: "  ab  ", minimalPaymentAmount: "" }, "en")).toEqual({
      method: ANY["@id"],
      account: "ab",
      minimalPaymentAmount: null,
    });
  });

  it("checks a PayPal account as a real e-mail address", () => {
    expect(validatePayout(values("50", "<script>@x.com"), PAYMENT_METHODS, "en").account).toEqual([
      { id: "settings.payout.validation.accountFormat", values: { method: "PayPal", example: "name@example.com" } },
    ]);
    expect(validatePayout(values("50", "name@example.com"), PAYMENT_METHODS, "en")).toEqual({});
  });
});
