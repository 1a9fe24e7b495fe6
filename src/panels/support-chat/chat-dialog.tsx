/** The support chat in a dialog, opened from the header on every signed-in page (a lazily loaded chunk). */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ModalFrame, ModalTitle } from "../../ui/modal";
import { SupportChat } from "./support-chat";

export default function SupportChatDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  // A typed, unsent message: Escape, a click outside, a link or Back ask first (the close button is the dialog's own Cancel).
  const [typed, setTyped] = useState(false);
  return (
    <ModalFrame width="2xl" onClose={onClose} dirty={typed}>
      <div className="mb-4 flex items-start justify-between gap-4">
        <ModalTitle>
          <FormattedMessage id="chat.title" />
        </ModalTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: "chat.close" })}
          className="-mr-2 -mt-1 rounded-full p-2 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.75} aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SupportChat focusComposer onDraft={setTyped} />
    </ModalFrame>
  );
}
