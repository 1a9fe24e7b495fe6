/**
 * The confirmation before a destructive action (spec 02 section 2): a Headless UI alert dialog that
 * asks "Are you ready to delete?" unless told otherwise. Cancel has the focus first, so Enter or
 * Escape never deletes by accident; while the action runs the buttons wait, and a failed action
 * leaves the dialog open with the reason inside it (the rest of the page is inert while a dialog is
 * open, so a toast would be neither read out nor reachable).
 */
import { Description } from "@headlessui/react";
import { type ReactNode, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { GENERIC_ERROR_MESSAGE, isTag } from "../api/catalogue";
import { dangerButton, secondaryButton } from "./buttons";
import { ModalFrame, ModalTitle } from "./modal";
import { NetworkButton, useNeedsNetwork } from "./needs-network";

/** The server's text of a catalogue error, or undefined for the generic message. */
const reasonOf = (error: unknown): string | undefined => {
  if (!isTag(error)) return undefined;
  const { message } = error;
  return typeof message === "string" && message !== "" && message !== GENERIC_ERROR_MESSAGE ? message : undefined;
};

export interface ConfirmDialogProps {
  readonly open: boolean;
  /** Message id of the question; "Are you ready to delete?" by default. */
  readonly titleId?: string;
  /** What is about to go (e.g. the record's name). */
  readonly children?: ReactNode;
  /** What the action will do beyond the record itself (what uses it, what changes), below the question. */
  readonly details?: ReactNode;
  /** Message id of the confirming button; "Delete" by default. */
  readonly confirmId?: string;
  /**
   * The action: the dialog closes when it resolves to anything but `false`. When it rejects the dialog
   * stays, saying why (a catalogue error's text, or the generic one); `false` keeps it open silently.
   */
  readonly onConfirm: () => unknown;
  readonly onClose: () => void;
}

export const ConfirmDialog = ({
  open,
  titleId = "confirm.delete.title",
  children,
  details,
  confirmId = "confirm.delete.confirm",
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text?: string | undefined } | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // The action is the server's: offline it waits, with the reason under the buttons.
  const network = useNeedsNetwork();

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await onConfirm();
      if (result !== false) onClose();
    } catch (error) {
      setFailure({ text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <ModalFrame open={open} onClose={() => !busy && close()} width="sm" role="alertdialog" initialFocus={cancel} busy={busy}>
      <ModalTitle>
        <FormattedMessage id={titleId} />
      </ModalTitle>
      {children && <Description className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">{children}</Description>}
      {details && <div className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">{details}</div>}
      {failure && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
        >
          {failure.text ?? <FormattedMessage id="error.unexpected" />}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button ref={cancel} type="button" disabled={busy} onClick={close} className={secondaryButton}>
          <FormattedMessage id="confirm.cancel" />
        </button>
        <NetworkButton network={network} disabled={busy} onClick={() => void confirm()} className={`${dangerButton} disabled:opacity-60`}>
          <FormattedMessage id={busy ? "confirm.delete.busy" : confirmId} />
        </NetworkButton>
      </div>
      {network.note && <div className="text-right">{network.note}</div>}
    </ModalFrame>
  );
};
