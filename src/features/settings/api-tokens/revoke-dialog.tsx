/**
 * "Revoke this token?" (issue 37 item 2): a Headless UI alert dialog naming the token, saying what
 * follows (whatever uses it gets 401), Cancel focused first so that Enter or Escape revokes nothing;
 * while the call runs the buttons wait, and a failure stays in the dialog with its reason (the page
 * behind is inert: a toast would be neither read out nor reachable).
 */
import { Description } from "@headlessui/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { FormMessage } from "../../../../machines/form/form-model";
import { FormAlert, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import { dangerButton, quietButton } from "./styles";

export interface RevokeDialogProps {
  readonly name: string;
  readonly busy: boolean;
  readonly notice: FormMessage | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export const RevokeDialog = ({ name, busy, notice, onConfirm, onCancel }: RevokeDialogProps) => {
  const text = useFormText();
  const cancel = useRef<HTMLButtonElement>(null);
  // Revoking asks the server: offline it waits, with the reason under the buttons (as the shared confirmation's).
  const network = useNeedsNetwork();
  return (
    <ModalFrame onClose={() => !busy && onCancel()} width="sm" role="alertdialog" initialFocus={cancel} busy={busy}>
      <ModalTitle>
        <FormattedMessage id="apiTokens.revoke.title" />
      </ModalTitle>
      <Description className="mt-2 text-sm font-medium break-words text-slate-800 dark:text-slate-100">{name}</Description>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="apiTokens.revoke.details" />
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
          <FormattedMessage id={busy ? "apiTokens.revoke.busy" : "apiTokens.revoke.confirm"} />
        </NetworkButton>
      </div>
      {network.note && <div className="text-right">{network.note}</div>}
    </ModalFrame>
  );
};
