/** Balance transactions (spec 02 sections 2 and 7; docs/decisions/006-list-endpoints.md). */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld, resourceFields } from "./hydra";
import { DateRange, PagingParams, choiceParam, optionalParam, orderParams } from "./list-query";
import { Session } from "./session";

export const TransactionType = Schema.Literal("conversion_earnings", "payout", "adjustment", "referral_bonus").annotations({
  identifier: "TransactionType",
});
export type TransactionType = typeof TransactionType.Type;

export const Transaction = Schema.Struct({
  ...resourceFields("Transaction"),
  date: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
  type: TransactionType,
  amount: Schema.Number.annotations({ description: "Signed: credits are positive, payouts and charges negative" }),
  balanceAfter: Schema.Number,
  description: Schema.String,
  payment: Schema.NullOr(Iri).annotations({ description: "The payment a payout transaction belongs to" }),
}).annotations({ identifier: "Transaction" });
export type Transaction = typeof Transaction.Type;

/** Columns the list can be ordered by; without any `order[...]` the list is newest first. */
export const TRANSACTION_ORDER = ["date", "type", "amount"] as const;
export type TransactionOrderField = (typeof TRANSACTION_ORDER)[number];

export const TransactionQuery = Schema.Struct({
  ...PagingParams,
  dateRange: optionalParam(DateRange),
  type: choiceParam(TransactionType, TransactionType.literals),
  ...orderParams(TRANSACTION_ORDER),
});
export type TransactionQuery = typeof TransactionQuery.Type;

export const TransactionsGroup = HttpApiGroup.make("transactions")
  .add(
    HttpApiEndpoint.get("list", "/ch/transactions")
      .setUrlParams(TransactionQuery)
      .addSuccess(ld(HydraPagedCollection(Transaction, "TransactionCollection"))),
  )
  .middleware(Session);
