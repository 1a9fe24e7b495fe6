/**
 * "Delete this schedule?" (issue 37 item 4): a Headless UI alert dialog naming the view, saying what
 * follows (no more e-mails; the saved view stays), Cancel focused first so that Enter or Escape
 * deletes nothing; while the call runs the buttons wait, and a failure stays in the dialog with its
 * reason (the page behind is inert).
 */
import { Description } from "@headlessui/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { FormMessage } from "../../../../machines/form/form-model";
import { FormAlert, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import { dangerButton, quietButton } from "./styles";

export interface DeleteScheduleDialogProps {
  readonly name: string;
  readonly busy: boolean;
  readonly notice: FormMessage | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export const DeleteScheduleDialog = ({ name, busy, notice, onConfirm, onCancel }: DeleteScheduleDialogProps) => {
  const text = useFormText();
  const cancel = useRef<HTMLButtonElement>(null);
  // Deleting asks the server: offline it waits, with the reason under the buttons (as the shared confirmation's).
  const network = useNeedsNetwork();
  return (
    <ModalFrame onClose={() => !busy && onCancel()} width="sm" role="alertdialog" initialFocus={cancel} busy={busy}>
      <ModalTitle>
        <FormattedMessage id="reportSchedules.delete.title" />
      </ModalTitle>
      <Description className="mt-2 text-sm font-medium break-words text-slate-800 dark:text-slate-100">{name}</Description>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="reportSchedules.delete.details" />
      </p>
      {notice && (
        <div className="mt-3">
          <FormAlert>{text(notice)}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" className={quietButton} disabled={busy} onClick={onCancel}>
          <FormattedMessage id="confirm.cancel" />
        </button>
        <NetworkButton network={network} className={dangerButton} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          <FormattedMessage id={busy ? "reportSchedules.delete.busy" : "reportSchedules.delete.confirm"} />
        </NetworkButton>
      </div>
      {network.note && <div className="text-right">{network.note}</div>}
    </ModalFrame>
  );
};
