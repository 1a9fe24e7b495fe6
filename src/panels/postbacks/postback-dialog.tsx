/**
 * Adding or editing a postback in a dialog: its name and URL template, macro chips that insert at
 * the caret ({goal} not offered for smartlinks), the default template, and Test, which sends the
 * form as it stands (unsaved) and shows the delivery. The server's violations go under their field
 * (spec 02 section 5's messages); a failure keeps everything typed.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type FieldErrors, type FormMessage, formFailureOf, violationsIn, withoutErrorsOf } from "../../../machines/form/form-model";
import type { Postback, PostbackDelivery } from "../../../contracts/postbacks.contract";
import { runApi, violationText, withApi } from "../../api";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { secondaryButton } from "../../ui/buttons";
import { TextField, useFormText } from "../../ui/form";
import { FormDialog } from "../../ui/form-dialog";
import { NetworkButton } from "../../ui/needs-network";
import { DeliveryView } from "./delivery-view";
import {
  POSTBACK_FIELDS,
  type PostbackField,
  type PostbackTarget,
  type PostbackValues,
  insertAt,
  macrosFor,
  postbackPayload,
  withDefaultTemplate,
} from "./postback-form";

const chip =
  "rounded-md border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700 outline-none hover:border-teal-600 hover:text-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400";

export interface PostbackDialogProps {
  readonly target: PostbackTarget;
  /** The postback being edited, or null to add one. */
  readonly postback: Postback | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export default function PostbackDialog({ target, postback, onClose, onSaved }: PostbackDialogProps) {
  const intl = useIntl();
  const text = useFormText();
  const { api } = useSystem();
  const [values, setValues] = useState<PostbackValues>({ name: postback?.name ?? "", url: postback?.url ?? "" });
  // What the form held when it opened: anything else was typed, and Escape asks before throwing it away.
  const [initial] = useState(values);
  const [errors, setErrors] = useState<FieldErrors<PostbackField>>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState<"saving" | "testing" | null>(null);
  const [delivery, setDelivery] = useState<PostbackDelivery | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After a chip or the default template changed the URL, the caret goes after what was inserted.
  useLayoutEffect(() => {
    const input = urlInput.current;
    if (caret.current === null || !input) return;
    input.focus();
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [values.url]);

  const change = (next: Partial<PostbackValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => withoutErrorsOf(e, next));
  };

  const insertMacro = (macro: string) => {
    const input = urlInput.current;
    const start = input?.selectionStart ?? values.url.length;
    const end = input?.selectionEnd ?? start;
    const next = insertAt(values.url, `{${macro}}`, start, end);
    caret.current = next.caret;
    change({ url: next.text });
  };

  /** A failed call's messages on the form; a test checks the URL only, so the name's messages stay (`urlOnly`). */
  const failed = (error: unknown, urlOnly = false) => {
    const failure = formFailureOf(error, POSTBACK_FIELDS);
    // Violations of no field of the form (scope, offer, smartlink) go above it.
    const others = violationsIn(error).filter((v) => !(POSTBACK_FIELDS as ReadonlyArray<string>).includes(v.propertyPath));
    setErrors((previous) => ({ ...(urlOnly ? withoutErrorsOf(previous, { url: "" }) : {}), ...failure.errors }));
    setFormError(others.length > 0 ? { text: others.map(violationText).join(" ") } : failure.formError);
  };

  const save = async () => {
    if (busy) return;
    setBusy("saving");
    setFormError(null);
    const payload = postbackPayload(target, values);
    const result = await runApi(
      api,
      withApi((a) => (postback === null ? a.postbacks.create({ payload }) : a.postbacks.update({ path: { id: postback.id }, payload }))),
    );
    setBusy(null);
    if (result._tag === "Left") return failed(result.left);
    toasts.show({ tone: "success", messageId: postback === null ? "postbacks.added" : "postbacks.saved" });
    onSaved();
  };

  const test = async () => {
    if (busy) return;
    setBusy("testing");
    setFormError(null);
    setDelivery(null);
    const { name: _name, ...payload } = postbackPayload(target, values);
    const result = await runApi(
      api,
      withApi((a) => a.postbacks.test({ payload })),
    );
    setBusy(null);
    // The test checks the URL only: a name message from a save stays.
    if (result._tag === "Left") return failed(result.left, true);
    setErrors((previous) => withoutErrorsOf(previous, { url: "" }));
    setDelivery(result.right);
  };

  const macros = macrosFor(target.scope);

  return (
    <FormDialog
      title={<FormattedMessage id={postback === null ? "postbacks.dialog.addTitle" : "postbacks.dialog.editTitle"} />}
      width="2xl"
      busy={busy !== null}
      saving={busy === "saving"}
      onClose={onClose}
      onSubmit={() => void save()}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      formError={text(formError)}
      cancelLabel={<FormattedMessage id="postbacks.cancel" />}
      submitLabel={<FormattedMessage id="postbacks.save" />}
      actions={(network) => (
        <NetworkButton
          network={network}
          className={secondaryButton}
          disabled={busy !== null}
          aria-busy={busy === "testing" || undefined}
          onClick={() => void test()}
        >
          <FormattedMessage id="postbacks.test" />
        </NetworkButton>
      )}
    >
      <TextField
        label={intl.formatMessage({ id: "postbacks.field.name" })}
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        error={text(errors.name)}
        required
        autoFocus
      />
      <TextField
        ref={urlInput}
        label={intl.formatMessage({ id: "postbacks.field.url" })}
        hint={intl.formatMessage({ id: "postbacks.field.urlHint" })}
        value={values.url}
        onChange={(event) => change({ url: event.target.value })}
        error={text(errors.url)}
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        required
      />
      <div className="space-y-2">
        <p id="postback-macros" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          <FormattedMessage id="postbacks.macros" />
        </p>
        <ul aria-labelledby="postback-macros" className="flex flex-wrap gap-1.5">
          {macros.map((macro) => (
            <li key={macro}>
              <button
                type="button"
                className={chip}
                aria-label={intl.formatMessage({ id: "postbacks.insertMacro" }, { macro: `{${macro}}` })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insertMacro(macro)}
              >
                {`{${macro}}`}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="text-sm font-medium text-teal-800 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
          onClick={() => {
            const url = withDefaultTemplate(values.url);
            caret.current = url.indexOf("?");
            change({ url });
          }}
        >
          <FormattedMessage id="postbacks.useDefault" />
        </button>
      </div>
      {busy === "testing" && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="postbacks.testing" />
        </p>
      )}
      <div aria-live="polite">{delivery && <DeliveryView delivery={delivery} />}</div>
    </FormDialog>
  );
}
