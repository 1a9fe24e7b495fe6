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
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { secondaryButton } from "./buttons";
import { useFocusReturn } from "./focus-return";

// "default": a dialog that names no width is the spec's default modal width, 940 px (spec 02 section 9).
const WIDTHS = {
  default: "max-w-[940px]",
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-lg",
  "2xl": "max-w-2xl",
  "5xl": "max-w-5xl",
} as const;

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

const panelClass = "relative max-h-full w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:shadow-black/50";

/** "Discard your changes?": Keep editing (focused; Escape) or Discard. */
export const DiscardConfirm = ({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) => {
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
      <DialogPanel className={`${panelClass} ${WIDTHS.sm}`}>
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
      <DialogPanel className={`${panelClass} ${WIDTHS[width]} ${className}`} aria-busy={busy}>
        {children}
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

/** The dialog's title (its accessible name). */
export const ModalTitle = ({ className = "", children }: { className?: string; children: ReactNode }) => (
  <DialogTitle className={`text-lg font-semibold text-slate-900 dark:text-slate-50 ${className}`}>{children}</DialogTitle>
);
