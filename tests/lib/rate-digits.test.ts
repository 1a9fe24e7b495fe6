/** Issue 25.13: one number of decimals per column of rates (EPC, EPM). */
import { describe, expect, it } from "vitest";
import { formatMoneyRate, rateDigits } from "../../src/lib/money";

describe("rateDigits", () => {
  it("is what the column's most precise value needs, 2 to 4", () => {
    expect(rateDigits([0.006, 0.0066, null])).toBe(4);
    expect(rateDigits([1.5, 0.25])).toBe(2);
    expect(rateDigits([0.125, 2])).toBe(3);
    expect(rateDigits([])).toBe(2);
    expect(rateDigits([0.123456])).toBe(4);
  });

  it("formats a column alike: $0.0060 beside $0.0066", () => {
    const digits = rateDigits([0.006, 0.0066]);
    expect([0.006, 0.0066].map((v) => formatMoneyRate(v, "$", digits))).toEqual(["$0.0060", "$0.0066"]);
    expect(formatMoneyRate(0.006, "$")).toBe("$0.006");
    expect(formatMoneyRate(null, "$", 3)).toBe("—");
  });
});
