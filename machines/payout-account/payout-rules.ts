/**
 * The payout account form's client-side rules (spec 01 section 5, spec 02 section 5), the same as
 * the server's: method required, account required, 2 to 255 characters, the method's format, and
 * the minimal payment amount where the method has one. Messages are ids of settings.json.
 */
import type { PaymentMethod } from "../../contracts/payout.contract";
import { type FieldErrors, type FormMessage } from "../form/form-model";
import { readAmount } from "./amount";

export interface PayoutValues {
  /** The payment method's IRI, "" when none is chosen. */
  readonly method: string;
  readonly account: string;
  /** As typed: "" when empty. */
  readonly minimalPaymentAmount: string;
}

export type PayoutField = keyof PayoutValues;

export const PAYOUT_FIELDS: ReadonlyArray<PayoutField> = ["method", "account", "minimalPaymentAmount"];

export const ACCOUNT_MIN = 2;
export const ACCOUNT_MAX = 255;

export const EMPTY_PAYOUT_VALUES: PayoutValues = { method: "", account: "", minimalPaymentAmount: "" };

/** The spec's messages of the payout account form, and the pin's. */
export const PAYOUT_MESSAGES = {
  methodRequired: { id: "settings.payout.validation.methodRequired" },
  accountRequired: { id: "settings.payout.validation.accountRequired" },
  accountMin: { id: "settings.payout.validation.accountMin", values: { number: ACCOUNT_MIN } },
  accountMax: { id: "settings.payout.validation.accountMax", values: { number: ACCOUNT_MAX } },
  minimalAmountRequired: { id: "settings.payout.validation.minimalAmountRequired" },
  pinRequired: { id: "settings.payout.validation.pinRequired" },
} as const satisfies Record<string, FormMessage>;

/** "Invalid %method% account format (e.g. %example%)" with both filled in. */
export const accountFormat = (method: PaymentMethod): FormMessage => ({
  id: "settings.payout.validation.accountFormat",
  values: { method: method.title, example: method.accountExample },
});

export const methodOf = (methods: ReadonlyArray<PaymentMethod>, iri: string): PaymentMethod | undefined =>
  methods.find((m) => m["@id"] === iri);

/** The form's errors, field by field, in the order the server checks them; the amount is read in `locale`. */
export const validatePayout = (values: PayoutValues, methods: ReadonlyArray<PaymentMethod>, locale: string): FieldErrors<PayoutField> => {
  const errors: { -readonly [F in PayoutField]?: ReadonlyArray<FormMessage> } = {};
  const method = methodOf(methods, values.method);
  if (!method) errors.method = [PAYOUT_MESSAGES.methodRequired];
  const account = values.account.trim();
  if (account === "") errors.account = [PAYOUT_MESSAGES.accountRequired];
  else if (account.length < ACCOUNT_MIN) errors.account = [PAYOUT_MESSAGES.accountMin];
  else if (account.length > ACCOUNT_MAX) errors.account = [PAYOUT_MESSAGES.accountMax];
  else if (method && !new RegExp(method.accountPattern).test(account)) errors.account = [accountFormat(method)];
  const amount = readAmount(values.minimalPaymentAmount, locale);
  if (amount !== null && "problem" in amount) errors.minimalPaymentAmount = [amount.problem];
  else if (method && method.minimalPaymentAmount > 0 && amount === null)
    errors.minimalPaymentAmount = [PAYOUT_MESSAGES.minimalAmountRequired];
  return errors;
};

/** The payload of a create or an edit: the amount read in `locale` (the form checked it first), null when empty. */
export const payoutPayload = (values: PayoutValues, locale: string) => {
  const amount = readAmount(values.minimalPaymentAmount, locale);
  return {
    method: values.method,
    account: values.account.trim(),
    minimalPaymentAmount: amount !== null && "amount" in amount ? amount.amount : null,
  };
};
