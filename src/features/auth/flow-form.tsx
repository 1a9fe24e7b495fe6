/**
 * What the sign-in forms (login, reset request, reset confirm) share: the frame (heading, the error
 * above the form, a form the flow validates) and the wiring of each text field to the flow (its value,
 * its messages, focus and change events; a refused submit focuses the first field with an error; what
 * was typed into a pre-rendered form before its scripts ran is handed to the flow).
 */
import { type ChangeEvent, type FormEvent, type ReactNode, useRef } from "react";
import type { FieldErrors, FormMessage } from "../../../machines/form/form-model";
import { FormAlert, useFormText } from "../../ui/form";
import { useTypedBeforeHydration } from "../../ui/form/use-hydrated";
import { AuthHeading } from "./auth-heading";
import { focusFirstError } from "./focus-first-error";

/** The events a form flow's editing state takes (machines/form/form-steps.ts). */
type FlowFormEvent<F extends string> =
  { type: "form.submit" } | { type: "field.focus" } | { type: "field.change"; values: Partial<Record<F, string>> };

interface FlowFormOptions<F extends string> {
  /** The text fields, in the order a refused submit looks for the first error. */
  readonly fields: ReadonlyArray<F>;
  readonly values: Readonly<Record<F, string>>;
  readonly errors: FieldErrors<F>;
  /** Sends an event to the flow (the first element of `useFlow`'s answer accepts these). */
  readonly send: (event: FlowFormEvent<F>) => void;
  /** The errors right after a send (`actor.getSnapshot().context.errors`): the render has not happened yet. */
  readonly errorsNow: () => FieldErrors<F>;
}

/** The submit handler and, for each field, the props that wire a `TextField` or `PasswordField` to the flow. */
export const useFlowForm = <F extends string>({ fields, values, errors, send, errorsNow }: FlowFormOptions<F>) => {
  const text = useFormText();
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  // A pre-rendered form (decision 045): what was typed before the scripts ran is handed to the flow.
  useTypedBeforeHydration(
    fields,
    (name) => refs.current[name],
    (name) => values[name],
    (typed) => send({ type: "field.change", values: typed }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "form.submit" });
    focusFirstError(fields, errorsNow(), refs.current);
  };
  const field = (name: F) => ({
    ref: (el: HTMLInputElement | null) => void (refs.current[name] = el),
    name,
    value: values[name],
    error: text(errors[name]),
    onFocus: () => send({ type: "field.focus" }),
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      send({ type: "field.change", values: { [name]: e.target.value } as Partial<Record<F, string>> }),
  });
  return { onSubmit, field };
};

interface FlowFormFrameProps {
  readonly titleId: string;
  readonly introId: string;
  readonly formError: FormMessage | null;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  /** The fields, then the row with the submit button. */
  readonly children: ReactNode;
  /** A line under the heading (the login page's "Your session has ended…"). */
  readonly notice?: ReactNode;
}

/** The heading, the error above the form, and the form. */
export const FlowFormFrame = ({ titleId, introId, formError, busy, onSubmit, children, notice }: FlowFormFrameProps) => {
  const text = useFormText();
  return (
    <>
      <AuthHeading titleId={titleId} introId={introId} />
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {notice}
        </p>
      ) : null}
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
        {children}
      </form>
    </>
  );
};
