import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRef } from "react";
import { FormattedMessage } from "react-intl";
import { secondaryButton } from "./buttons";
import { PANEL_CLASS, WIDTHS } from "./dialog-panel";

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
        <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="discard.title" />
        </DialogTitle>
        <Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="discard.body" />
        </Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button ref={keep} type="button" onClick={onKeep} className={secondaryButton}>
            <FormattedMessage id="discard.keep" />
          </button>
          <button
            type="button"
            onClick={onDiscard}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400 dark:focus-visible:ring-red-400 dark:focus-visible:ring-offset-slate-900"
          >
            <FormattedMessage id="discard.confirm" />
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
};

export default DiscardConfirm;
