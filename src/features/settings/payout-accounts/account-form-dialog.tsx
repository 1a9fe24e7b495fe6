/**
 * Adding or editing a payout account (spec 01 section 5, spec 02 section 5): the method from
 * /payment_methods, the account with the method's example as hint, the minimal payment amount where
 * the method has one. Checked by the flow's rules, then the server's /validate, then saved; each step
 * shows, and a failure keeps what was typed.
 */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PaymentMethod } from "../../../../contracts/payout.contract";
import type { FieldErrors, FormMessage } from "../../../../machines/form/form-model";
import { type PayoutField, type PayoutValues, methodOf } from "../../../../machines/payout-account/payout-rules";
import { formatMoney } from "../../../lib/money";
import { secondaryButton } from "../../../ui/buttons";
import { FormAlert, TextField, useFormText } from "../../../ui/form";
import { SelectField } from "../../../ui/form/select-field";
import { primaryButton } from "./styles";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";

export interface AccountFormDialogProps {
  readonly creating: boolean;
  readonly step: "form" | "validating" | "saving";
  readonly values: PayoutValues;
  readonly errors: FieldErrors<PayoutField>;
  readonly formError: FormMessage | null;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly symbol: string;
  readonly onChange: (values: Partial<PayoutValues>) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

export const AccountFormDialog = ({
  creating,
  step,
  values,
  errors,
  formError,
  methods,
  symbol,
  onChange,
  onSubmit,
  onCancel,
}: AccountFormDialogProps) => {
  const intl = useIntl();
  const text = useFormText();
  const method = methodOf(methods, values.method);
  const busy = step !== "form";
  const needsMinimum = method !== undefined && method.minimalPaymentAmount > 0;
  // What the form held when it opened: anything else is typed, and Escape asks before throwing it away.
  const [initial] = useState(values);
  // Checking and saving the account ask the server: offline the form waits, with the reason under its buttons.
  const network = useNeedsNetwork();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  return (
    <ModalFrame onClose={() => !busy && onCancel()} width="lg" busy={busy} dirty={dirty}>
      <ModalTitle>
        <FormattedMessage id={creating ? "payout.form.createTitle" : "payout.form.editTitle"} />
      </ModalTitle>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {formError && <FormAlert>{text(formError)}</FormAlert>}
        <SelectField
          label={intl.formatMessage({ id: "payout.field.method" })}
          placeholder={intl.formatMessage({ id: "payout.field.methodPlaceholder" })}
          options={methods.map((m) => ({ value: m["@id"], label: m.title }))}
          value={values.method}
          onChange={(next) => onChange({ method: next })}
          error={text(errors.method)}
          disabled={busy}
          required
        />
        <TextField
          label={intl.formatMessage({ id: "payout.field.account" })}
          placeholder={intl.formatMessage({ id: "payout.field.accountPlaceholder" })}
          hint={method ? intl.formatMessage({ id: "payout.field.accountHint" }, { example: method.accountExample }) : undefined}
          value={values.account}
          onChange={(event) => onChange({ account: event.target.value })}
          error={text(errors.account)}
          readOnly={busy}
          autoComplete="off"
          required
        />
        {(needsMinimum || values.minimalPaymentAmount !== "" || errors.minimalPaymentAmount) && (
          <TextField
            label={intl.formatMessage({ id: "payout.field.minimalPaymentAmount" })}
            hint={
              needsMinimum
                ? intl.formatMessage(
                    { id: "payout.field.minimalPaymentHint" },
                    { amount: formatMoney(method.minimalPaymentAmount, symbol) },
                  )
                : undefined
            }
            inputMode="decimal"
            value={values.minimalPaymentAmount}
            onChange={(event) => onChange({ minimalPaymentAmount: event.target.value })}
            error={text(errors.minimalPaymentAmount)}
            readOnly={busy}
            required={needsMinimum}
          />
        )}
        {busy && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id={step === "validating" ? "payout.form.validating" : "payout.form.saving"} />
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
            <FormattedMessage id="payout.form.cancel" />
          </button>
          <NetworkButton type="submit" network={network} className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
            <FormattedMessage id="payout.form.save" />
          </NetworkButton>
        </div>
        {network.note && <div className="-mt-3 text-right">{network.note}</div>}
      </form>
    </ModalFrame>
  );
};
