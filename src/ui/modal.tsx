/**
 * The frame of every centred dialog of the portal (Headless UI's Dialog: focus trapped and given back,
 * Escape and a click outside close it, the page behind inert): the dimmed backdrop, the panel at one of
 * the portal's widths, scrolling within the viewport when taller, and the title's style. A dialog
 * brings its own content; the side drawer (src/ui/list/filter-drawer.tsx) has a frame of its own.
 * A form's dialog with something typed (`dirty`) asks before Escape or a click outside throws it
 * away: "Keep editing" (focused first, and what Escape answers) or "Discard" (issue 25 item 8).
 *
 *     <ModalFrame width="lg" onClose={() => !busy && onClose()} busy={busy}>
 *       <ModalTitle>…</ModalTitle>
 *       …
 *     </ModalFrame>
 */
import { Dialog, DialogPanel } from "@headlessui/react";
import { type ReactNode, type RefObject, useState } from "react";
import DiscardConfirm from "./discard-confirm";
import { PANEL_CLASS, WIDTHS } from "./dialog-panel";
import { useFocusReturn } from "./focus-return";
import { LeaveGuard } from "./leave-guard";

/** The dialog's title (its accessible name), shared with "Discard your changes?". */
export { ModalTitle } from "./dialog-panel";

export interface ModalFrameProps {
  /** Whether it is shown; default true (most dialogs are mounted only while open). */
  readonly open?: boolean;
  /** Escape, or a click on the backdrop: the dialog decides whether it closes (not while busy, say). */
  readonly onClose: () => void;
  /** The panel's widest; 940 px (the spec's default) unless a dialog asks for another. */
  readonly width?: keyof typeof WIDTHS;
  /** "alertdialog" for a confirmation that interrupts. */
  readonly role?: "dialog" | "alertdialog";
  /** The element focused when it opens (Headless UI's default: the first focusable one). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Marks the panel busy for assistive technology while its request runs. */
  readonly busy?: boolean;
  /** Something was typed: Escape or a click outside asks before closing (the dialog's own Cancel does not). */
  readonly dirty?: boolean;
  /** Extra classes of the panel (its content's spacing). */
  readonly className?: string;
  readonly children: ReactNode;
}

export const ModalFrame = ({
  open = true,
  onClose,
  width = "default",
  role,
  initialFocus,
  busy,
  dirty = false,
  className = "",
  children,
}: ModalFrameProps) => {
  const [asking, setAsking] = useState(false);
  useFocusReturn(open);
  return (
    <Dialog
      open={open}
      onClose={() => (dirty ? setAsking(true) : onClose())}
      role={role}
      initialFocus={initialFocus}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
      <DialogPanel className={`${PANEL_CLASS} ${WIDTHS[width]} ${className}`} aria-busy={busy}>
        {children}
        {/* The browser's Back and a reload ask too: the page behind the dialog would go with what was typed. */}
        {dirty && <LeaveGuard dirty />}
        {asking && (
          <DiscardConfirm
            onKeep={() => setAsking(false)}
            onDiscard={() => {
              setAsking(false);
              onClose();
            }}
          />
        )}
      </DialogPanel>
    </Dialog>
  );
};
