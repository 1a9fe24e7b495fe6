/** Promo codes: each code once per publisher, until it expires; activating credits the balance. */
import { iri } from "../../contracts/hydra";
import type { PromoCode } from "../../contracts/promo-codes.contract";
import type { HandlersOf } from "../handler-types";
import { assertValid } from "../http-error";
import type { PromoActivationRecord } from "../store/records";
import { Violations, isBlank } from "../validation";
import { collection } from "./collection";

const toWire = (a: PromoActivationRecord): PromoCode => ({
  "@context": iri("contexts", "PromoCode"),
  "@id": iri("promo_codes", a.id),
  "@type": "PromoCode",
  id: a.id,
  code: a.code,
  amount: a.amount,
  activatedAt: a.activatedAt,
  transaction: a.transactionId === null ? null : iri("ch", "transactions", a.transactionId),
});

export const promoCodeHandlers: HandlersOf<"promoCodes"> = {
  list(_input, { requireUser, store }) {
    const user = requireUser();
    const own = store.promoActivations
      .filter((a) => a.relativeId === user.relativeId)
      .sort((a, b) => b.activatedAt.localeCompare(a.activatedAt));
    return collection({ path: iri("promo_codes"), type: "PromoCode" }, own.map(toWire));
  },

  activate({ payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const v = new Violations();
    const code = (payload.code ?? "").trim().toUpperCase();
    if (
      v.check(payload.code !== undefined && payload.code !== null, "code", "Code is required") &&
      v.check(!isBlank(payload.code), "code", "Code should not be blank")
    ) {
      const known = store.promoCodes.find((c) => c.code === code);
      if (v.check(known !== undefined, "code", "This promo code does not exist.")) {
        if (v.check(known!.expiresAtMs > clock.nowMs(), "code", "This promo code has expired.")) {
          v.check(
            !store.promoActivations.some((a) => a.relativeId === user.relativeId && a.code === code),
            "code",
            "This promo code has already been used.",
          );
        }
      }
    }
    assertValid(v.list);
    const promo = store.promoCodes.find((c) => c.code === code)!;
    const transaction = store.credit(user, promo.amount, `Promo code ${promo.code}`);
    const activation: PromoActivationRecord = {
      id: store.nextId.promoActivation++,
      relativeId: user.relativeId,
      code: promo.code,
      amount: promo.amount,
      activatedAt: clock.now().toString(),
      transactionId: transaction.id,
    };
    store.promoActivations.push(activation);
    return toWire(activation);
  },
};
