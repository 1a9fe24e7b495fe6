/**
 * The dialogs of two-step sign-in in Settings (loaded when first opened, the QR code's library with
 * them): turning it on (the QR code of the otpauth URI, the secret as text with Copy, confirmed by
 * one code of the app), new recovery codes and turning off (a code; turning off takes a recovery code
 * too), and the ten recovery codes shown once (Download as a .txt file, Copy, Done). While the codes
 * show, Escape and a click outside do not close it: they are not lost by a slip.
 */
import { Description } from "@headlessui/react";
import { type FormEvent, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { SnapshotFrom } from "xstate";
import type { TwoStepEvent, twoStepMachine } from "../../../../machines/two-step/two-step.machine";
import { saveFile } from "../../../lib/save-file";
import QrCode from "../../../panels/links/qr-code";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { primaryButton, quietButton } from "../api-tokens/styles";

interface DialogProps {
  readonly state: SnapshotFrom<typeof twoStepMachine>;
  readonly send: (event: TwoStepEvent) => void;
}

/** Copy, and what it did, said in a live region. */
const CopyButton = ({ text, labelId }: { text: string; labelId: string }) => {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        className={quietButton}
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => setCopied("yes"),
            () => setCopied("failed"),
          )
        }
      >
        <FormattedMessage id={labelId} />
      </button>
      <span role="status" className="text-xs font-medium text-emerald-700 dark:text-emerald-300">
        {copied === "yes" && <FormattedMessage id="lists.copied" />}
        {copied === "failed" && (
          <span className="text-red-700 dark:text-red-300">
            <FormattedMessage id="twoStep.copyFailed" />
          </span>
        )}
      </span>
    </span>
  );
};

/** The secret in groups of four, as apps show it; copied whole. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The code field of a dialog, the method's switch where a recovery code is taken, and the buttons. */
const CodeForm = ({
  state,
  send,
  busy,
  recoveryAllowed,
  submitId,
}: DialogProps & { busy: boolean; recoveryAllowed: boolean; submitId: string }) => {
  const intl = useIntl();
  const text = useFormText();
  const { codes, method, errors, formError } = state.context;
  const recovery = recoveryAllowed && method === "recovery";
  const name = recovery ? "recoveryCode" : "oneTimeCode";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: "code.submit" });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError && <FormAlert>{text(formError)}</FormAlert>}
      <TextField
        key={name}
        name={name}
        label={intl.formatMessage({ id: recovery ? "auth.twoStep.recoveryCode" : "twoStep.field.code" })}
        value={codes[name]}
        error={text(errors[name])}
        readOnly={busy}
        required
        autoComplete={recovery ? "off" : "one-time-code"}
        inputMode={recovery ? "text" : "numeric"}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 32 : 16}
        onChange={(event) => send({ type: "code.change", values: { [name]: event.target.value } })}
      />
      {recoveryAllowed && (
        <button
          type="button"
          className="text-sm font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-300"
          onClick={() => send({ type: "code.method", method: recovery ? "app" : "recovery" })}
        >
          <FormattedMessage id={recovery ? "auth.twoStep.useApp" : "auth.twoStep.useRecovery"} />
        </button>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={quietButton} disabled={busy} onClick={() => send({ type: "dialog.cancel" })}>
          <FormattedMessage id="confirm.cancel" />
        </button>
        <div>
          <SubmitButton busy={busy}>
            <FormattedMessage id={submitId} />
          </SubmitButton>
        </div>
      </div>
    </form>
  );
};

const Enrol = ({ state, send }: DialogProps) => {
  const intl = useIntl();
  const text = useFormText();
  const id = useId();
  const { enrolment, formError } = state.context;
  if (state.matches({ enrolling: "beginFailed" }))
    return (
      <div className="mt-4 space-y-4">
        <FormAlert>{text(formError)}</FormAlert>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={quietButton} onClick={() => send({ type: "dialog.cancel" })}>
            <FormattedMessage id="confirm.cancel" />
          </button>
          <button type="button" className={primaryButton} onClick={() => send({ type: "enrolment.retry" })}>
            <FormattedMessage id="twoStep.retry" />
          </button>
        </div>
      </div>
    );
  if (!enrolment)
    return (
      <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="twoStep.preparing" />
      </p>
    );
  return (
    <div className="mt-4 space-y-5">
      <ol className="space-y-5 text-sm text-slate-700 dark:text-slate-200">
        <li className="space-y-3">
          <Description>
            <FormattedMessage id="twoStep.enrol.scan" />
          </Description>
          <div className="flex flex-col items-start gap-4 sm:flex-row">
            <QrCode value={enrolment.otpauthUri} label={intl.formatMessage({ id: "twoStep.enrol.qrLabel" })} />
            <div className="min-w-0 space-y-2">
              <p id={`${id}-key`}>
                <FormattedMessage id="twoStep.enrol.key" />
              </p>
              <code
                aria-labelledby={`${id}-key`}
                className="block rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-words text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
              >
                {grouped(enrolment.secret)}
              </code>
              <CopyButton text={enrolment.secret} labelId="twoStep.enrol.copyKey" />
            </div>
          </div>
        </li>
        <li>
          <p className="mb-3">
            <FormattedMessage id="twoStep.enrol.confirm" />
          </p>
          <CodeForm
            state={state}
            send={send}
            busy={state.matches({ enrolling: "confirming" })}
            recoveryAllowed={false}
            submitId="twoStep.enrol.submit"
          />
        </li>
      </ol>
    </div>
  );
};

const Revealed = ({ codes, onDone }: { codes: ReadonlyArray<string>; onDone: () => void }) => {
  const intl = useIntl();
  const id = useId();
  const file = `${intl.formatMessage({ id: "twoStep.codes.fileHeading" })}\n\n${codes.join("\n")}\n`;
  return (
    <div className="mt-4 space-y-4">
      <Description as="div">
        <FormAlert tone="info">
          <span id={`${id}-warning`}>
            <FormattedMessage id="twoStep.codes.warning" />
          </span>
        </FormAlert>
      </Description>
      <ol
        aria-label={intl.formatMessage({ id: "twoStep.codes.label" })}
        aria-describedby={`${id}-warning`}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-slate-300 bg-slate-50 p-4 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-start justify-end gap-2">
        <button
          type="button"
          className={quietButton}
          onClick={() => saveFile(new Blob([file], { type: "text/plain;charset=utf-8" }), "recovery-codes.txt")}
        >
          <FormattedMessage id="twoStep.codes.download" />
        </button>
        <CopyButton text={codes.join("\n")} labelId="twoStep.codes.copy" />
        <button type="button" className={primaryButton} onClick={onDone}>
          <FormattedMessage id="twoStep.codes.done" />
        </button>
      </div>
    </div>
  );
};

export default function TwoStepDialog({ state, send }: DialogProps) {
  const { recoveryCodes } = state.context;
  const revealed = state.matches("revealed") && recoveryCodes !== null;
  const busy =
    state.matches({ enrolling: "beginning" }) ||
    state.matches({ enrolling: "confirming" }) ||
    state.matches({ regenerating: "sending" }) ||
    state.matches({ disabling: "sending" });
  const titleId = revealed
    ? "twoStep.codes.title"
    : state.matches("enrolling")
      ? "twoStep.enrol.title"
      : state.matches("regenerating")
        ? "twoStep.regenerate.title"
        : "twoStep.disable.title";
  return (
    <ModalFrame width="lg" busy={busy} onClose={() => !busy && !revealed && send({ type: "dialog.cancel" })}>
      <ModalTitle>
        <FormattedMessage id={titleId} />
      </ModalTitle>
      {revealed ? (
        <Revealed codes={recoveryCodes} onDone={() => send({ type: "codes.done" })} />
      ) : state.matches("enrolling") ? (
        <Enrol state={state} send={send} />
      ) : (
        <div className="mt-4 space-y-4">
          <Description className="text-sm text-slate-700 dark:text-slate-200">
            <FormattedMessage id={state.matches("regenerating") ? "twoStep.regenerate.intro" : "twoStep.disable.intro"} />
          </Description>
          {state.matches("regenerating") ? (
            <CodeForm state={state} send={send} busy={busy} recoveryAllowed={false} submitId="twoStep.regenerate.submit" />
          ) : (
            <CodeForm state={state} send={send} busy={busy} recoveryAllowed submitId="twoStep.disable.submit" />
          )}
        </div>
      )}
    </ModalFrame>
  );
}
