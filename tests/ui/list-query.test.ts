/** The list state's query is the endpoint's query decoded with its own schema (src/ui/list/use-list-state.ts). */
import { describe, expect, expectTypeOf, it } from "vitest";
import { PaymentQuery } from "../../contracts/payments.contract";
import { TransactionQuery } from "../../contracts/transactions.contract";
import { decodeListQuery } from "../../src/ui/list/use-list-state";

describe("decodeListQuery", () => {
  it("gives the endpoint's decoded type: numbers for paging, the contract's literals for filters", () => {
    const query = decodeListQuery(TransactionQuery, {
      page: "2",
      itemsPerPage: "20",
      "order[date]": "desc",
      dateRange: "2026-11-01 - 2026-11-23",
      type: "payout",
    });
    expect(query).toEqual({ page: 2, itemsPerPage: 20, "order[date]": "desc", dateRange: "2026-11-01 - 2026-11-23", type: "payout" });
    expectTypeOf(query).toEqualTypeOf<TransactionQuery>();
  });

  it("leaves out a bare-name filter the request would refuse, and keeps the rest", () => {
    expect(decodeListQuery(PaymentQuery, { page: "1", itemsPerPage: "10", method: "not an id", status: "paid" })).toEqual({
      page: 1,
      itemsPerPage: 10,
      status: "paid",
    });
  });
});
