/**
 * The pieces every one-step form flow repeats (the password reset request and confirm): the editing
 * state, and what a failed call does to the form. Like `fingerprintStep`, the flow's context and
 * event types are given so that its `setup` accepts them; its `setup` names the `isInvalid` guard and
 * the `prefetchApi` and `showViolations` actions.
 */
import { type ErrorActorEvent, type EventObject, assign } from "xstate";
import { type FieldErrors, type FormMessage, formFailureOf, violationsOfNoField, withoutErrorsOf } from "./form-model";

/** What a form flow's context holds: the values, the errors of each field and the error above the form. */
export interface FormContext<V, F extends string> {
  values: V;
  errors: FieldErrors<F>;
  formError: FormMessage | null;
}

/** The events of the editing state. */
export type FormEditEvent<V> = { type: "field.change"; values: Partial<V> } | { type: "field.focus" } | { type: "form.submit" };

/**
 * Editing: a change keeps the values and drops the edited fields' errors; the first focus loads the
 * API's code; a submit shows `validate`'s errors (when the `isInvalid` guard holds) or goes to `submitting`.
 */
export const editingState = <V, F extends string, TContext extends FormContext<V, F>, TEvent extends EventObject>(
  validate: (values: V) => FieldErrors<F>,
) =>
  ({
    on: {
      "field.change": {
        // `as Partial<TContext>`: TypeScript cannot see that these fields are part of a generic context.
        actions: assign<TContext, { type: "field.change"; values: Partial<V> }, undefined, TEvent, never>(
          ({ context, event }) =>
            ({
              values: { ...context.values, ...event.values },
              errors: withoutErrorsOf(context.errors, event.values),
            }) as Partial<TContext>,
        ),
      },
      "field.focus": { actions: "prefetchApi" },
      "form.submit": [
        {
          guard: "isInvalid",
          actions: assign<TContext, EventObject, undefined, TEvent, never>(
            ({ context }) => ({ errors: validate(context.values), formError: null }) as Partial<TContext>,
          ),
        },
        {
          target: "submitting",
          actions: assign<TContext, EventObject, undefined, TEvent, never>(() => ({ errors: {}, formError: null }) as Partial<TContext>),
        },
      ],
    },
  }) as const;

/** A failed call: a 422's violations go to their fields (the rest to notifications), any other failure above the form. */
export const formFailure = <F extends string, TContext extends FormContext<unknown, F>, TEvent extends EventObject>(
  fields: ReadonlyArray<F>,
) =>
  [
    assign<TContext, ErrorActorEvent, undefined, TEvent, never>(({ event }) => formFailureOf(event.error, fields) as Partial<TContext>),
    {
      type: "showViolations",
      params: ({ event }: { event: ErrorActorEvent }) => ({ violations: violationsOfNoField(event.error, fields) }),
    },
  ] as const;
