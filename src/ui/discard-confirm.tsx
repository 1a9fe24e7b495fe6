import { Description, Dialog, DialogPanel } from "@headlessui/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import { dangerButton, secondaryButton } from "./buttons";
import { ModalTitle, PANEL_CLASS, WIDTHS } from "./dialog-panel";

/** "Discard your changes?": Keep editing (focused; Escape) or Discard. */
const DiscardConfirm = ({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) => {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onKeep}
      role="alertdialog"
      initialFocus={keep}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
      <DialogPanel className={`${PANEL_CLASS} ${WIDTHS.sm}`}>
        <ModalTitle>
          <FormattedMessage id="discard.title" />
        </ModalTitle>
        <Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="discard.body" />
        </Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button ref={keep} type="button" onClick={onKeep} className={secondaryButton}>
            <FormattedMessage id="discard.keep" />
          </button>
          <button type="button" onClick={onDiscard} className={dangerButton}>
            <FormattedMessage id="discard.confirm" />
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
};

export default DiscardConfirm;
