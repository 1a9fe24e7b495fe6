/**
 * The support chat's header button (issue 26 item 3): on every signed-in page, with the manager's
 * unread messages as its badge and in its name; it opens the chat's dialog, whose code is a chunk of
 * its own (src/panels/support-chat). Closing the dialog gives the focus back to the button.
 */
import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { lazyComponent } from "../../ui/lazy-component";
import { CountBadge } from "./count-badge";
import { ChatIcon } from "./icons";
import { FOCUS_RING, ICON_BUTTON } from "./styles";

// Fetched when the pointer or the focus comes to the button: not by every page when idle.
const SupportChatDialog = lazyComponent(() => import("../../panels/support-chat/chat-dialog"), { whenIdle: false });

export const SupportChatButton = ({ unread }: { unread: number }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: "chat.button" }, { count: unread })}
        onClick={() => setOpen(true)}
        onPointerEnter={SupportChatDialog.preload}
        onFocus={SupportChatDialog.preload}
        className={`${ICON_BUTTON} ${FOCUS_RING}`}
      >
        <ChatIcon />
        <CountBadge count={unread} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SupportChatDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
