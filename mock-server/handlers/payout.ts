/** Payout accounts (one active per publisher; deleting needs a pin) and payment methods. */
import { NotFound, idOf, iri } from "../../contracts/hydra";
import { MINIMAL_AMOUNT_MAX, type PaymentMethod, type PayoutAccountInput } from "../../contracts/payout.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import { PAYMENT_METHODS } from "../store/seed";
import type { PayoutAccountRecord, PublisherRecord } from "../store/records";
import type { Store } from "../store/store";
import { ACCOUNT_MAX, ACCOUNT_MIN, Violations, isBlank } from "../validation";
import { collection } from "./collection";

const toWire = (a: PayoutAccountRecord) => ({
  "@context": iri("contexts", "PublisherPayoutAccount"),
  "@id": iri("publisher_payout_accounts", a.id),
  "@type": "PublisherPayoutAccount" as const,
  id: a.id,
  method: iri("payment_methods", a.methodId),
  account: a.account,
  active: a.active,
  minimalPaymentAmount: a.minimalPaymentAmount,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt ?? a.createdAt,
});

type AccountFields = Pick<PayoutAccountInput, "method" | "account" | "minimalPaymentAmount">;

const ownAccount = (store: Store, user: PublisherRecord, id: number): PayoutAccountRecord => {
  const account = store.payoutAccounts.get(id);
  if (!account || account.relativeId !== user.relativeId) return fail(new NotFound(hydraError(404, "Not Found")));
  return account;
};

/** Money as the portal shows it ("$50.00": the currency's symbol, en-US grouping, 2 decimals; src/lib/money.ts). */
const money = (amount: number, symbol: string) =>
  `${symbol}${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/**
 * The minimal payment amount: required (and at least the method's, said in the publisher's currency
 * as the form's hint says it: issue 35.13) when the method has a minimum; at most MINIMAL_AMOUNT_MAX.
 */
const checkMinimalAmount = (v: Violations, amount: number | null | undefined, method: PaymentMethod, symbol: string) => {
  if (amount !== undefined && amount !== null && amount > MINIMAL_AMOUNT_MAX) {
    v.check(false, "minimalPaymentAmount", `Minimal payment amount should be at most ${MINIMAL_AMOUNT_MAX}`);
    return;
  }
  if (method.minimalPaymentAmount > 0) {
    if (v.check(amount !== undefined && amount !== null, "minimalPaymentAmount", "Minimal payment amount is required")) {
      v.check(
        amount! >= method.minimalPaymentAmount,
        "minimalPaymentAmount",
        `Minimal payment amount should be at least ${money(method.minimalPaymentAmount, symbol)}`,
      );
    }
  } else if (amount !== undefined && amount !== null) {
    v.check(amount >= 0, "minimalPaymentAmount", "This value should be either positive or zero.");
  }
};

/** Validates a complete account (method, account, minimal payment amount) the way the backend's constraints do. */
const validate = (input: AccountFields, user: PublisherRecord) => {
  const v = new Violations();
  const method = input.method
    ? PAYMENT_METHODS.find((m) => m["@id"] === input.method || String(m.id) === idOf(input.method ?? ""))
    : undefined;
  if (v.check(!isBlank(input.method), "method", "Payment method is required"))
    v.check(method !== undefined, "method", "Payment method is required");
  const account = (input.account ?? "").trim();
  if (v.check(account !== "", "account", "Payment account is required")) {
    if (v.check(account.length >= ACCOUNT_MIN, "account", `The account should contain at least ${ACCOUNT_MIN} symbols`)) {
      if (v.check(account.length <= ACCOUNT_MAX, "account", `The account should contain at most ${ACCOUNT_MAX} symbols`) && method) {
        v.check(
          new RegExp(method.accountPattern).test(account),
          "account",
          `Invalid ${method.title} account format (e.g. ${method.accountExample})`,
        );
      }
    }
  }
  if (method) checkMinimalAmount(v, input.minimalPaymentAmount, method, user.currency.symbol);
  return { violations: v.list, method, account };
};

const activate = (store: Store, user: PublisherRecord, target: PayoutAccountRecord) => {
  for (const a of store.payoutAccounts.values()) if (a.relativeId === user.relativeId) a.active = a === target;
};

/** The account after a merge-patch: absent fields keep their value (RFC 7396). */
const mergeInput = (current: PayoutAccountRecord, patch: PayoutAccountInput): AccountFields => ({
  method: patch.method === undefined ? iri("payment_methods", current.methodId) : patch.method,
  account: patch.account === undefined ? current.account : patch.account,
  minimalPaymentAmount: patch.minimalPaymentAmount === undefined ? current.minimalPaymentAmount : patch.minimalPaymentAmount,
});

/** The merged account's violations, and the one-active rule: an active account is left only by activating another. */
const checkUpdate = (account: PayoutAccountRecord, payload: PayoutAccountInput, user: PublisherRecord) => {
  const checked = validate(mergeInput(account, payload), user);
  const v = new Violations();
  v.check(payload.active !== false || !account.active, "active", "Activate another account to deactivate this one.");
  assertValid([...checked.violations, ...v.list]);
  return checked;
};

const accountsOf = (store: Store, user: PublisherRecord) =>
  [...store.payoutAccounts.values()].filter((a) => a.relativeId === user.relativeId);

const create = ({ payload }: { payload: PayoutAccountInput }, { requireUser, store, clock }: HandlerContext, dryRun: boolean) => {
  const user = requireUser();
  const checked = validate(payload, user);
  assertValid(checked.violations);
  if (dryRun) return undefined;
  const record: PayoutAccountRecord = {
    id: store.nextId.payoutAccount++,
    relativeId: user.relativeId,
    methodId: checked.method!.id,
    account: checked.account,
    minimalPaymentAmount: payload.minimalPaymentAmount ?? null,
    active: false,
    createdAt: clock.now().toString(),
  };
  const first = !accountsOf(store, user).some((a) => a.active);
  store.payoutAccounts.set(record.id, record);
  if (first || payload.active === true) activate(store, user, record);
  return toWire(record);
};

export const payoutHandlers: HandlersOf<"payout"> = {
  list: (_input, { requireUser, store }) =>
    collection({ path: iri("publisher_payout_accounts"), type: "PublisherPayoutAccount" }, accountsOf(store, requireUser()).map(toWire)),

  get: ({ path }, { requireUser, store }) => toWire(ownAccount(store, requireUser(), path.id)),

  validate(input, ctx) {
    create(input, ctx, true);
  },

  create: (input, ctx) => create(input, ctx, false)!,

  validateUpdate({ path, payload }, { requireUser, store }) {
    const user = requireUser();
    checkUpdate(ownAccount(store, user, path.id), payload, user);
  },

  update({ path, payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const account = ownAccount(store, user, path.id);
    const checked = checkUpdate(account, payload, user);
    account.methodId = checked.method!.id;
    account.account = checked.account;
    if (payload.minimalPaymentAmount !== undefined) account.minimalPaymentAmount = payload.minimalPaymentAmount;
    if (payload.active === true) activate(store, user, account);
    account.updatedAt = clock.now().toString();
    return toWire(account);
  },

  remove({ path, payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const account = ownAccount(store, user, path.id);
    const v = new Violations();
    const pin = (payload.pin ?? "").trim();
    if (v.check(pin !== "", "pin", "Pin is required")) {
      const issued = store.pins.get(user.relativeId);
      if (v.check(issued !== undefined && issued.pin === pin, "pin", "The pin is invalid.")) {
        v.check(issued!.expiresAtMs > clock.nowMs(), "pin", "The pin has expired. Request a new one.");
      }
    }
    assertValid(v.list);
    store.pins.delete(user.relativeId);
    store.payoutAccounts.delete(account.id);
  },

  paymentMethods: (_input, { requireUser }) => {
    requireUser();
    return collection({ path: iri("payment_methods"), type: "PaymentMethod" }, PAYMENT_METHODS);
  },
};
