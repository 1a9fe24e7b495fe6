/**
 * Creating an API token, then its secret shown once, in one dialog (issue 37 item 2). The form: a
 * name, the scopes (what it may read), an optional last day (a date in the publisher's time zone);
 * the server's messages go to their fields and what was typed stays. Once created, the dialog shows
 * the secret in a read-only field that takes the focus (its label and the warning are read out; it
 * wraps on a phone, where the whole of it shows), a
 * Copy button that says it copied, and Done: Escape and a click outside do not close it then, so the
 * secret is not lost by a slip.
 */
import { Description } from "@headlessui/react";
import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { API_TOKEN_NAME_MAX, type TokenScope } from "../../../../contracts/api-tokens.contract";
import { TOKEN_SCOPES } from "../../../../contracts/token-scope";
import type { ApiTokenField, ApiTokenValues } from "../../../../machines/api-tokens/api-tokens.machine";
import type { FieldErrors, FormMessage } from "../../../../machines/form/form-model";
import { FieldError, FieldLabel } from "../../../ui/form/field";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { primaryButton, quietButton } from "./styles";

export interface TokenDialogProps {
  readonly step: "form" | "creating" | "revealed";
  readonly values: ApiTokenValues;
  readonly errors: FieldErrors<ApiTokenField>;
  readonly formError: FormMessage | null;
  /** The new token's secret, while revealed. */
  readonly secret: string | null;
  /** The new token's name, while revealed. */
  readonly createdName: string | undefined;
  /** Today in the publisher's time zone (the earliest last day), and the zone's label. */
  readonly today: string;
  readonly timeZoneLabel: string;
  readonly onChange: (values: Partial<ApiTokenValues>) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  readonly onDone: () => void;
}

const dateInputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:w-56 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark] dark:focus:border-teal-400 dark:focus:ring-teal-400/30";

const ScopesField = ({
  scopes,
  error,
  disabled,
  onChange,
}: {
  scopes: ReadonlyArray<TokenScope>;
  error: string | undefined;
  disabled: boolean;
  onChange: (scopes: ReadonlyArray<TokenScope>) => void;
}) => {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={error ? true : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="apiTokens.field.scopes" />
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="apiTokens.field.scopes.hint" />
      </p>
      <ul className="space-y-1">
        {TOKEN_SCOPES.map((scope) => (
          <li key={scope}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 sm:min-h-0 dark:hover:bg-slate-800/60">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? TOKEN_SCOPES.filter((s) => s === scope || scopes.includes(s))
                      : scopes.filter((s) => s !== scope),
                  )
                }
                className="mt-0.5 size-5 shrink-0 accent-teal-700 dark:accent-teal-400"
              />
              <span className="text-sm">
                <span className="block font-medium text-slate-800 dark:text-slate-100">
                  <FormattedMessage id={`apiTokens.scope.${scope}`} />
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  <FormattedMessage id={`apiTokens.scope.${scope}.hint`} />
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
};

const ExpiryField = ({
  value,
  error,
  today,
  timeZoneLabel,
  disabled,
  onChange,
}: {
  value: string;
  error: string | undefined;
  today: string;
  timeZoneLabel: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <FieldLabel id={id} label={<FormattedMessage id="apiTokens.field.expiresOn" />} />
      <input
        id={id}
        type="date"
        value={value}
        min={today}
        readOnly={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value)}
        className={`${dateInputClass} ${error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"}`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="apiTokens.field.expiresOn.hint" values={{ timeZone: timeZoneLabel }} />
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
};

/** The secret, shown this once: focused and selected as it appears, with Copy and Done. */
const Revealed = ({ secret, name, onDone }: { secret: string; name: string; onDone: () => void }) => {
  const intl = useIntl();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="mt-3 space-y-4">
      <Description as="div">
        <FormAlert tone="info">
          <span id={`${id}-warning`}>
            <FormattedMessage id="apiTokens.secret.warning" />
          </span>
        </FormAlert>
      </Description>
      <div className="space-y-1.5">
        <FieldLabel id={id} label={intl.formatMessage({ id: "apiTokens.secret.label" }, { name })} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <textarea
            ref={field}
            id={id}
            readOnly
            rows={1}
            value={secret}
            aria-describedby={`${id}-warning`}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
            className="block w-full min-w-0 resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 outline-none [field-sizing:content] focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:focus:border-teal-400 dark:focus:ring-teal-400/30"
          />
          <button
            type="button"
            className={`${quietButton} shrink-0`}
            onClick={() =>
              void navigator.clipboard.writeText(secret).then(
                () => setCopied("yes"),
                () => setCopied("failed"),
              )
            }
          >
            <FormattedMessage id="apiTokens.secret.copy" />
          </button>
        </div>
        <p role="status" className="min-h-5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
          {copied === "yes" && <FormattedMessage id="lists.copied" />}
          {copied === "failed" && (
            <span className="text-red-700 dark:text-red-300">
              <FormattedMessage id="apiTokens.secret.copyFailed" />
            </span>
          )}
        </p>
      </div>
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={onDone}>
          <FormattedMessage id="apiTokens.secret.done" />
        </button>
      </div>
    </div>
  );
};

export const TokenDialog = (props: TokenDialogProps) => {
  const { step, values, errors, formError, secret, createdName, today, timeZoneLabel, onChange, onSubmit, onCancel, onDone } = props;
  const intl = useIntl();
  const text = useFormText();
  const busy = step === "creating";
  const revealed = step === "revealed" && secret !== null;
  const dirty = values.name !== "" || values.scopes.length > 0 || values.expiresOn !== "";
  return (
    <ModalFrame width="lg" busy={busy} dirty={!revealed && dirty} onClose={() => !busy && !revealed && onCancel()}>
      <ModalTitle>
        <FormattedMessage id={revealed ? "apiTokens.secret.title" : "apiTokens.form.title"} />
      </ModalTitle>
      {revealed ? (
        <Revealed secret={secret} name={createdName ?? ""} onDone={onDone} />
      ) : (
        <form
          noValidate
          className="mt-4 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          {formError && <FormAlert>{text(formError)}</FormAlert>}
          <TextField
            label={intl.formatMessage({ id: "apiTokens.field.name" })}
            hint={intl.formatMessage({ id: "apiTokens.field.name.hint" })}
            value={values.name}
            error={text(errors.name)}
            readOnly={busy}
            required
            maxLength={API_TOKEN_NAME_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <ScopesField scopes={values.scopes} error={text(errors.scopes)} disabled={busy} onChange={(scopes) => onChange({ scopes })} />
          <ExpiryField
            value={values.expiresOn}
            error={text(errors.expiresOn)}
            today={today}
            timeZoneLabel={timeZoneLabel}
            disabled={busy}
            onChange={(expiresOn) => onChange({ expiresOn })}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={quietButton} disabled={busy} onClick={onCancel}>
              <FormattedMessage id="confirm.cancel" />
            </button>
            <div>
              <SubmitButton busy={busy}>
                <FormattedMessage id="apiTokens.form.submit" />
              </SubmitButton>
            </div>
          </div>
        </form>
      )}
    </ModalFrame>
  );
};
