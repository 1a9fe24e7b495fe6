/**
 * The payout account flow's API actors (machines/payout-account), as `system.fromApi` calls: the
 * list with the payment methods, validate and save (POST, or merge-patch when editing), make
 * active, the pin request, and the delete with the pin in its body.
 */
import { Effect } from "effect";
import type { PromiseActorLogic } from "xstate";
import type { PayoutAccount } from "../../../contracts/payout.contract";
import type { PayoutList, PayoutSaveInput } from "../../../machines/payout-account/payout-account.machine";
import type { ApiCall } from "../../app/system";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/payout.contract";

/** `system.fromApi` (or the model tests' own over their runtime). */
export type FromApi = <I, O>(call: ApiCall<I, O>) => PromiseActorLogic<O, I>;

/** The implementations of the machine's actor placeholders. */
export const payoutActors = (fromApi: FromApi) => ({
  loadAccounts: fromApi<void, PayoutList>((api) =>
    Effect.all([api.payout.list({}), api.payout.paymentMethods({})], { concurrency: 2 }).pipe(
      Effect.map(([accounts, methods]) => ({ accounts: accounts["hydra:member"], methods: methods["hydra:member"] })),
    ),
  ),
  validateAccount: fromApi<PayoutSaveInput, void>((api, { id, payload }) =>
    id === null ? api.payout.validate({ payload }) : api.payout.validateUpdate({ path: { id }, payload }),
  ),
  saveAccount: fromApi<PayoutSaveInput, PayoutAccount>((api, { id, payload }) =>
    id === null ? api.payout.create({ payload }) : api.payout.update({ path: { id }, payload }),
  ),
  activateAccount: fromApi<{ id: number }, PayoutAccount>((api, { id }) => api.payout.update({ path: { id }, payload: { active: true } })),
  requestPin: fromApi<void, void>((api) => api.profile.pinRequest({})),
  removeAccount: fromApi<{ id: number; pin: string }, void>((api, { id, pin }) => api.payout.remove({ path: { id }, payload: { pin } })),
});
