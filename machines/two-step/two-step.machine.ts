/**
 * Settings › Two-step sign-in (issue 37 item 1; docs/decisions/088-two-step-sign-in.md). The status
 * loads (Retry on failure). Turning it on begins an enrolment (a secret and its otpauth URI for the
 * QR code), confirmed by one code of the app; the ten recovery codes are then shown once
 * (`revealed`) and dropped when the publisher is done. Turning it off, and new recovery codes, ask
 * for a code (turning off takes a recovery code too); once off, the status says so at once. A wrong code shows on its field, a lock says
 * when it ends (machines/auth/code-step.ts); Cancel closes the dialog. The secret, the codes typed and
 * the recovery codes live in keys the journal redacts (`secret`, `otpauthUri`, `oneTimeCode`,
 * `recoveryCode`, `recoveryCodes`).
 */
import { assign, setup } from "xstate";
import type { RecoveryCodes, TwoStepCode, TwoStepEnrolment, TwoStepStatus } from "../../contracts/two-step.contract";
import { type CodeField, type CodeMethod, type CodeValues, NO_CODES, codeFailureOf, codePayload, validateCode } from "../auth/code-step";
import { type FieldErrors, type FormMessage, formErrorOf, hasErrors, withoutErrorsOf } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

export interface TwoStepContext {
  status: TwoStepStatus | null;
  /** Why the status is not shown. */
  loadError: FormMessage | null;
  /** The enrolment begun (its secret and otpauth URI) while turning it on. */
  enrolment: TwoStepEnrolment | null;
  codes: CodeValues;
  method: CodeMethod;
  errors: FieldErrors<CodeField>;
  /** The message above the dialog's form. */
  formError: FormMessage | null;
  /** The ten recovery codes, while shown (once); null otherwise. */
  recoveryCodes: ReadonlyArray<string> | null;
}

export type TwoStepEvent =
  | { type: "status.retry" }
  | { type: "twoStep.enable" }
  | { type: "twoStep.disable" }
  | { type: "twoStep.regenerate" }
  | { type: "enrolment.retry" }
  | { type: "code.change"; values: Partial<CodeValues> }
  | { type: "code.method"; method: CodeMethod }
  | { type: "code.submit" }
  | { type: "dialog.cancel" }
  | { type: "codes.done" };

const fresh = { codes: NO_CODES, method: "app" as CodeMethod, errors: {}, formError: null };

export const twoStepMachine = setup({
  types: { context: {} as TwoStepContext, events: {} as TwoStepEvent },
  actors: {
    /** GET /two_step. */
    loadStatus: providedByTheApp<TwoStepStatus, void>("loadStatus"),
    /** POST /two_step/enrolment: a secret waiting for its first code. */
    beginEnrolment: providedByTheApp<TwoStepEnrolment, void>("beginEnrolment"),
    /** POST /two_step/enrolment/confirm: on, with the ten recovery codes. */
    confirmEnrolment: providedByTheApp<RecoveryCodes, TwoStepCode>("confirmEnrolment"),
    /** POST /two_step/recovery_codes: ten new ones, the old gone. */
    regenerateCodes: providedByTheApp<RecoveryCodes, TwoStepCode>("regenerateCodes"),
    /** POST /two_step/disable. */
    disableTwoStep: providedByTheApp<void, TwoStepCode>("disableTwoStep"),
  },
  actions: {
    /** Two-step sign-in is off (a notification). */
    notifyDisabled: () => {},
    showCodeErrors: assign(({ context }) => ({ errors: validateCode(context.codes, context.method), formError: null })),
    clearErrors: assign({ errors: {}, formError: null }),
  },
  guards: {
    isCodeInvalid: ({ context }) => hasErrors(validateCode(context.codes, context.method)),
    isOn: ({ context }) => context.status?.enabled === true,
    isOff: ({ context }) => context.status?.enabled === false,
  },
}).createMachine({
  id: "twoStep",
  context: { status: null, loadError: null, enrolment: null, ...fresh, recoveryCodes: null },
  initial: "loading",
  on: {
    "code.change": {
      actions: assign(({ context, event }) => ({
        codes: { ...context.codes, ...event.values },
        errors: withoutErrorsOf(context.errors, event.values),
      })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadStatus",
        src: "loadStatus",
        onDone: { target: "idle", actions: assign({ status: ({ event }) => event.output, loadError: null }) },
        onError: { target: "loadFailed", actions: assign({ loadError: ({ event }) => formErrorOf(event.error) }) },
      },
    },
    loadFailed: { on: { "status.retry": "loading" } },
    idle: {
      on: {
        "twoStep.enable": { guard: "isOff", target: "enrolling", actions: assign({ ...fresh, enrolment: null }) },
        "twoStep.disable": { guard: "isOn", target: "disabling", actions: assign(fresh) },
        "twoStep.regenerate": { guard: "isOn", target: "regenerating", actions: assign(fresh) },
      },
    },
    enrolling: {
      initial: "beginning",
      on: { "dialog.cancel": { target: "idle", actions: assign({ ...fresh, enrolment: null }) } },
      states: {
        beginning: {
          invoke: {
            id: "beginEnrolment",
            src: "beginEnrolment",
            onDone: { target: "editing", actions: assign({ enrolment: ({ event }) => event.output }) },
            onError: { target: "beginFailed", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
          },
        },
        beginFailed: { on: { "enrolment.retry": { target: "beginning", actions: assign({ formError: null }) } } },
        editing: {
          on: {
            "code.submit": [
              { guard: "isCodeInvalid", actions: "showCodeErrors" },
              { target: "confirming", actions: "clearErrors" },
            ],
          },
        },
        confirming: {
          invoke: {
            id: "confirmEnrolment",
            src: "confirmEnrolment",
            input: ({ context }) => codePayload(context.codes, "app"),
            onDone: {
              target: "#twoStep.revealed",
              actions: assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes, enrolment: null, codes: NO_CODES }),
            },
            onError: { target: "editing", actions: assign(({ event }) => codeFailureOf(event.error, "app")) },
          },
        },
      },
    },
    regenerating: {
      initial: "editing",
      on: { "dialog.cancel": { target: "idle", actions: assign(fresh) } },
      states: {
        editing: {
          on: {
            "code.submit": [
              { guard: "isCodeInvalid", actions: "showCodeErrors" },
              { target: "sending", actions: "clearErrors" },
            ],
          },
        },
        sending: {
          invoke: {
            id: "regenerateCodes",
            src: "regenerateCodes",
            input: ({ context }) => codePayload(context.codes, "app"),
            onDone: {
              target: "#twoStep.revealed",
              actions: assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes, codes: NO_CODES }),
            },
            onError: { target: "editing", actions: assign(({ event }) => codeFailureOf(event.error, "app")) },
          },
        },
      },
    },
    disabling: {
      initial: "editing",
      on: { "dialog.cancel": { target: "idle", actions: assign(fresh) } },
      states: {
        editing: {
          on: {
            "code.submit": [
              { guard: "isCodeInvalid", actions: "showCodeErrors" },
              { target: "sending", actions: "clearErrors" },
            ],
            "code.method": { actions: assign({ method: ({ event }) => event.method, errors: {}, formError: null }) },
          },
        },
        sending: {
          invoke: {
            id: "disableTwoStep",
            src: "disableTwoStep",
            input: ({ context }) => codePayload(context.codes, context.method),
            onDone: {
              target: "#twoStep.idle",
              actions: [assign({ ...fresh, status: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } }), "notifyDisabled"],
            },
            onError: { target: "editing", actions: assign(({ context, event }) => codeFailureOf(event.error, context.method)) },
          },
        },
      },
    },
    /** The ten recovery codes, shown this once; done, they are gone and the status is asked again. */
    revealed: {
      on: { "codes.done": { target: "loading", actions: assign({ recoveryCodes: null }) } },
    },
  },
});
