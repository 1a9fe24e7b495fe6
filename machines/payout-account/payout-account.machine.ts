/**
 * The payout account lifecycle (spec 01 sections 3-5 and 7, spec 02 sections 3-5 and 7; issue 11):
 * the list loads (cancellable) with the payment methods; an account is created or edited through the
 * form, checked by the client's rules, then by the server's `/validate`, then saved (POST, or a
 * merge-patch); one is made active; a delete is confirmed (a warning when it is the active one),
 * then a pin is e-mailed and entered, and the account is deleted or the pin shows the server's
 * message. Every failure returns to the step it came from with what the user typed.
 */
import { assign, setup } from "xstate";
import type { PaymentMethod, PayoutAccount } from "../../contracts/payout.contract";
import {
  type FieldErrors,
  type FormMessage,
  type Violation,
  formErrorOf,
  formFailureOf,
  hasErrors,
  isBlank,
  violationsOfNoField,
  withoutErrorsOf,
} from "../form/form-model";
import {
  EMPTY_PAYOUT_VALUES,
  PAYOUT_FIELDS,
  PAYOUT_MESSAGES,
  type PayoutField,
  type PayoutValues,
  payoutPayload,
  validatePayout,
} from "./payout-rules";
import { showAmount } from "./amount";
import { providedByTheApp } from "../provided-by-the-app";

export interface PayoutList {
  readonly accounts: ReadonlyArray<PayoutAccount>;
  readonly methods: ReadonlyArray<PaymentMethod>;
}

/** What a validate or save call sends: the account id when editing (merge-patch), none when creating. */
export interface PayoutSaveInput {
  readonly id: number | null;
  readonly payload: ReturnType<typeof payoutPayload>;
}

export interface PayoutAccountContext {
  accounts: ReadonlyArray<PayoutAccount>;
  methods: ReadonlyArray<PaymentMethod>;
  /** Why the list is not shown: the load's failure, or null when it was cancelled. */
  loadError: FormMessage | null;
  /** The account being edited, null when creating. */
  editing: number | null;
  values: PayoutValues;
  errors: FieldErrors<PayoutField>;
  formError: FormMessage | null;
  /** The account to delete. */
  target: number | null;
  pin: string;
  pinErrors: ReadonlyArray<FormMessage>;
  /** A message above the list (a failed activation or pin request). */
  notice: FormMessage | null;
  /** The publisher's locale: the amount is read and shown in it ("50,5" in Russian). */
  locale: string;
}

/** The flow's input: the publisher's locale (English when not given). */
export interface PayoutAccountInput {
  readonly locale: string;
}

export type PayoutAccountEvent =
  | { type: "list.cancel" }
  | { type: "list.retry" }
  | { type: "account.create" }
  | { type: "account.edit"; id: number }
  | { type: "account.activate"; id: number }
  | { type: "account.delete"; id: number }
  | { type: "field.change"; values: Partial<PayoutValues> }
  | { type: "form.submit" }
  | { type: "form.cancel" }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" }
  | { type: "pin.change"; pin: string }
  | { type: "pin.submit" }
  | { type: "pin.resend" };

const valuesOf = (account: PayoutAccount, locale: string): PayoutValues => ({
  method: account.method,
  account: account.account,
  minimalPaymentAmount: account.minimalPaymentAmount === null ? "" : showAmount(account.minimalPaymentAmount, locale),
});

/** The list with `saved` in place of its older self (or added), and only one active when it is. */
const withSaved = (accounts: ReadonlyArray<PayoutAccount>, saved: PayoutAccount): ReadonlyArray<PayoutAccount> => {
  const others = accounts.filter((a) => a.id !== saved.id).map((a) => (saved.active && a.active ? { ...a, active: false } : a));
  return accounts.some((a) => a.id === saved.id)
    ? accounts.map((a) => (a.id === saved.id ? saved : others.find((o) => o.id === a.id)!))
    : [...others, saved];
};

export const payoutAccountMachine = setup({
  types: { context: {} as PayoutAccountContext, events: {} as PayoutAccountEvent, input: {} as PayoutAccountInput },
  actors: {
    /** GET /publisher_payout_accounts and /payment_methods (cancellable). */
    loadAccounts: providedByTheApp<PayoutList, void>("loadAccounts"),
    /** POST /publisher_payout_accounts/validate, or PATCH {iri}/validate when editing. */
    validateAccount: providedByTheApp<void, PayoutSaveInput>("validateAccount"),
    /** POST /publisher_payout_accounts, or PATCH {iri} (merge-patch) when editing. */
    saveAccount: providedByTheApp<PayoutAccount, PayoutSaveInput>("saveAccount"),
    /** PATCH {iri} with active: true. */
    activateAccount: providedByTheApp<PayoutAccount, { id: number }>("activateAccount"),
    /** GET /profile/pin_request: the pin goes to the publisher's e-mail. */
    requestPin: providedByTheApp<void, void>("requestPin"),
    /** DELETE {iri} with the pin in the body. */
    removeAccount: providedByTheApp<void, { id: number; pin: string }>("removeAccount"),
  },
  actions: {
    showViolations: (_, _params: { violations: ReadonlyArray<Violation> }) => {},
    notifySaved: () => {},
    notifyDeleted: () => {},
  },
  guards: {
    isFormInvalid: ({ context }) => hasErrors(validatePayout(context.values, context.methods, context.locale)),
    isPinBlank: ({ context }) => isBlank(context.pin),
    isKnownAccount: ({ context, event }) => "id" in event && context.accounts.some((a) => a.id === event.id),
  },
}).createMachine({
  id: "payoutAccount",
  context: ({ input }) => ({
    // Replay, the inspector and the path generator start flows without input: English then.
    locale: (input as PayoutAccountInput | undefined)?.locale ?? "en",
    accounts: [],
    methods: [],
    loadError: null,
    editing: null,
    values: EMPTY_PAYOUT_VALUES,
    errors: {},
    formError: null,
    target: null,
    pin: "",
    pinErrors: [],
    notice: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadAccounts",
        src: "loadAccounts",
        onDone: {
          target: "idle",
          actions: assign(({ event }) => ({ accounts: event.output.accounts, methods: event.output.methods, loadError: null })),
        },
        onError: { target: "loadFailed", actions: assign({ loadError: ({ event }) => formErrorOf(event.error) }) },
      },
      on: { "list.cancel": { target: "loadFailed", actions: assign({ loadError: null }) } },
    },
    loadFailed: {
      on: { "list.retry": "loading" },
    },
    idle: {
      on: {
        "account.create": {
          target: "editing",
          actions: assign({ editing: null, values: EMPTY_PAYOUT_VALUES, errors: {}, formError: null, notice: null }),
        },
        "account.edit": {
          guard: "isKnownAccount",
          target: "editing",
          actions: assign(({ context, event }) => ({
            editing: event.id,
            values: valuesOf(
              context.accounts.find((a) => a.id === event.id)!,
              context.locale,
            ),
            errors: {},
            formError: null,
            notice: null,
          })),
        },
        "account.activate": {
          guard: "isKnownAccount",
          target: "activating",
          actions: assign({ target: ({ event }) => event.id, notice: null }),
        },
        "account.delete": {
          guard: "isKnownAccount",
          target: "deleting",
          actions: assign({ target: ({ event }) => event.id, pin: "", pinErrors: [], notice: null }),
        },
        "list.retry": "loading",
      },
    },
    editing: {
      initial: "form",
      on: {
        "field.change": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            errors: withoutErrorsOf(context.errors, event.values),
          })),
        },
        "form.cancel": { target: "idle", actions: assign({ errors: {}, formError: null }) },
      },
      states: {
        form: {
          on: {
            "form.submit": [
              {
                guard: "isFormInvalid",
                actions: assign({
                  errors: ({ context }) => validatePayout(context.values, context.methods, context.locale),
                  formError: null,
                }),
              },
              { target: "validating", actions: assign({ errors: {}, formError: null }) },
            ],
          },
        },
        validating: {
          invoke: {
            id: "validateAccount",
            src: "validateAccount",
            input: ({ context }) => ({ id: context.editing, payload: payoutPayload(context.values, context.locale) }),
            onDone: "saving",
            onError: {
              target: "form",
              actions: [
                assign(({ event }) => formFailureOf(event.error, PAYOUT_FIELDS)),
                { type: "showViolations", params: ({ event }) => ({ violations: violationsOfNoField(event.error, PAYOUT_FIELDS) }) },
              ],
            },
          },
        },
        saving: {
          invoke: {
            id: "saveAccount",
            src: "saveAccount",
            input: ({ context }) => ({ id: context.editing, payload: payoutPayload(context.values, context.locale) }),
            onDone: {
              target: "#payoutAccount.idle",
              actions: [
                assign({ accounts: ({ context, event }) => withSaved(context.accounts, event.output), editing: null }),
                "notifySaved",
              ],
            },
            onError: {
              target: "form",
              actions: [
                assign(({ event }) => formFailureOf(event.error, PAYOUT_FIELDS)),
                { type: "showViolations", params: ({ event }) => ({ violations: violationsOfNoField(event.error, PAYOUT_FIELDS) }) },
              ],
            },
          },
        },
      },
    },
    activating: {
      invoke: {
        id: "activateAccount",
        src: "activateAccount",
        input: ({ context }) => ({ id: context.target! }),
        onDone: {
          target: "idle",
          actions: assign({ accounts: ({ context, event }) => withSaved(context.accounts, event.output), target: null }),
        },
        onError: { target: "idle", actions: assign({ notice: ({ event }) => formErrorOf(event.error), target: null }) },
      },
    },
    deleting: {
      initial: "confirming",
      on: { "delete.cancel": { target: "idle", actions: assign({ target: null, pin: "", pinErrors: [] }) } },
      states: {
        /** "Are you ready to delete?"; for the active account, the warning that another must be activated. */
        confirming: {
          on: { "delete.confirm": "requestingPin" },
        },
        requestingPin: {
          invoke: {
            id: "requestPin",
            src: "requestPin",
            onDone: { target: "enteringPin", actions: assign({ notice: null }) },
            onError: { target: "confirming", actions: assign({ notice: ({ event }) => formErrorOf(event.error) }) },
          },
        },
        enteringPin: {
          on: {
            "pin.change": { actions: assign({ pin: ({ event }) => event.pin, pinErrors: [] }) },
            "pin.resend": { target: "requestingPin", actions: assign({ pin: "", pinErrors: [] }) },
            "pin.submit": [{ guard: "isPinBlank", actions: assign({ pinErrors: [PAYOUT_MESSAGES.pinRequired] }) }, { target: "removing" }],
          },
        },
        removing: {
          invoke: {
            id: "removeAccount",
            src: "removeAccount",
            input: ({ context }) => ({ id: context.target!, pin: context.pin }),
            onDone: {
              target: "#payoutAccount.idle",
              actions: [
                assign({ accounts: ({ context }) => context.accounts.filter((a) => a.id !== context.target), target: null, pin: "" }),
                "notifyDeleted",
              ],
            },
            onError: {
              target: "enteringPin",
              actions: assign(({ event }) => {
                const { errors, formError } = formFailureOf(event.error, ["pin"]);
                return { pinErrors: errors.pin ?? (formError ? [formError] : []) };
              }),
            },
          },
        },
      },
    },
  },
});
