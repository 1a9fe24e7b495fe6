/** Payout accounts and payment methods. */
import { Effect } from "effect";
import type { PayoutAccountInput } from "../../../contracts/payout.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Payout calls (ids are the last segment of an account's `@id`); every method fails with `ApiError`. */
export class PayoutApi extends Effect.Service<PayoutApi>()("api/PayoutApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ payout }) => ({
    /** The publisher's payout accounts. */
    list: () => callApi(payout.list({})),
    /** One payout account. */
    get: (id: number) => callApi(payout.get({ path: { id } })),
    /** Validates a new account without creating it. */
    validate: (input: PayoutAccountInput) => callApi(payout.validate({ payload: input })),
    /** Creates an account. */
    create: (input: PayoutAccountInput) => callApi(payout.create({ payload: input })),
    /** Validates a change of an account without saving it. */
    validateUpdate: (id: number, input: PayoutAccountInput) => callApi(payout.validateUpdate({ path: { id }, payload: input })),
    /** Saves a change of an account. */
    update: (id: number, input: PayoutAccountInput) => callApi(payout.update({ path: { id }, payload: input })),
    /** Removes an account, confirmed by the pin sent to the publisher's e-mail. */
    remove: (id: number, pin: string) => callApi(payout.remove({ path: { id }, payload: { pin } })),
    /** The payment methods an account may use. */
    paymentMethods: () => callApi(payout.paymentMethods({})),
  })),
}) {}
