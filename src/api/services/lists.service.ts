/** Paged lists (docs/decisions/006-list-endpoints.md): conversions, balance transactions, payments. */
import { Effect } from "effect";
import type { ConversionQuery } from "../../../contracts/conversions.contract";
import type { PaymentQuery } from "../../../contracts/payments.contract";
import type { TransactionQuery } from "../../../contracts/transactions.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** The conversions list; the CSV export is streamed by the page with `fetch` (a large file must not be read as one string). */
export class ConversionsApi extends Effect.Service<ConversionsApi>()("api/ConversionsApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ conversions }) => ({
    /** One page of conversions, filtered and ordered by the server. */
    list: (query: ConversionQuery) => callApi(conversions.list({ urlParams: query })),
  })),
}) {}

/** Balance transactions. */
export class TransactionsApi extends Effect.Service<TransactionsApi>()("api/TransactionsApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ transactions }) => ({
    /** One page of transactions, filtered and ordered by the server. */
    list: (query: TransactionQuery) => callApi(transactions.list({ urlParams: query })),
  })),
}) {}

/** Payments. */
export class PaymentsApi extends Effect.Service<PaymentsApi>()("api/PaymentsApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ payments }) => ({
    /** One page of payments, filtered and ordered by the server. */
    list: (query: PaymentQuery) => callApi(payments.list({ urlParams: query })),
  })),
}) {}
