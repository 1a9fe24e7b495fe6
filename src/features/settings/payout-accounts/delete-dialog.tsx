/**
 * Deleting a payout account (spec 01 sections 4 and 5): "Are you ready to delete?" (for the active
 * account, the warning that another must be activated to receive payment), then a pin is e-mailed
 * and entered; a refused pin shows the server's message and the pin can be sent again.
 */
import { Description } from "@headlessui/react";
import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FormMessage } from "../../../../machines/form/form-model";
import { secondaryButton } from "../../../ui/buttons";
import { FormAlert, TextField, useFormText } from "../../../ui/form";
import { dangerButton, rowButton } from "./styles";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";

export type DeleteStep = "confirming" | "requestingPin" | "enteringPin" | "removing";

export interface DeleteDialogProps {
  readonly step: DeleteStep;
  /** The account's name as the list shows it (method and masked account). */
  readonly name: string;
  readonly active: boolean;
  readonly email: string;
  readonly pin: string;
  readonly pinErrors: ReadonlyArray<FormMessage>;
  readonly notice: FormMessage | null;
  readonly onConfirm: () => void;
  readonly onPinChange: (pin: string) => void;
  readonly onPinSubmit: () => void;
  readonly onResend: () => void;
  readonly onCancel: () => void;
}

export const DeleteDialog = ({
  step,
  name,
  active,
  email,
  pin,
  pinErrors,
  notice,
  onConfirm,
  onPinChange,
  onPinSubmit,
  onResend,
  onCancel,
}: DeleteDialogProps) => {
  const intl = useIntl();
  const text = useFormText();
  const cancel = useRef<HTMLButtonElement>(null);
  const busy = step === "requestingPin" || step === "removing";
  const confirming = step === "confirming" || step === "requestingPin";
  // Sending the code and deleting ask the server: offline they wait, with the reason under the buttons.
  const network = useNeedsNetwork();

  return (
    <ModalFrame
      onClose={() => !busy && onCancel()}
      width="md"
      role="alertdialog"
      initialFocus={confirming ? cancel : undefined}
      busy={busy}
    >
      <ModalTitle>
        <FormattedMessage id={confirming ? "confirm.delete.title" : "payout.delete.pinTitle"} />
      </ModalTitle>
      <Description className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">{name}</Description>
      {confirming ? (
        <div className="mt-4 space-y-3">
          {active && (
            <FormAlert tone="info">
              <FormattedMessage id="payout.delete.activeWarning" />
            </FormAlert>
          )}
          {notice && <FormAlert>{text(notice)}</FormAlert>}
          {step === "requestingPin" && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="payout.delete.sendingPin" />
            </p>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <button ref={cancel} type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
              <FormattedMessage id="confirm.cancel" />
            </button>
            <NetworkButton network={network} className={dangerButton} disabled={busy} onClick={onConfirm}>
              <FormattedMessage id="confirm.delete.confirm" />
            </NetworkButton>
          </div>
          {network.note && <div className="text-right">{network.note}</div>}
        </div>
      ) : (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onPinSubmit();
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage id="payout.delete.pinSent" values={{ email }} />
          </p>
          <TextField
            label={intl.formatMessage({ id: "payout.field.pin" })}
            value={pin}
            onChange={(event) => onPinChange(event.target.value)}
            error={text(pinErrors)}
            readOnly={busy}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            autoFocus
          />
          {step === "removing" && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="payout.delete.removing" />
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <NetworkButton network={network} className={rowButton} disabled={busy} onClick={onResend}>
              <FormattedMessage id="payout.delete.resend" />
            </NetworkButton>
            <span className="flex gap-2">
              <button type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
                <FormattedMessage id="confirm.cancel" />
              </button>
              <NetworkButton type="submit" network={network} className={dangerButton} disabled={busy} aria-busy={busy || undefined}>
                <FormattedMessage id="confirm.delete.confirm" />
              </NetworkButton>
            </span>
          </div>
          {network.note && <div className="-mt-3 text-right">{network.note}</div>}
        </form>
      )}
    </ModalFrame>
  );
};
