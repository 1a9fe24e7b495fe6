/**
 * The frame of every centred dialog of the portal (Headless UI's Dialog: focus trapped and given back,
 * Escape and a click outside close it, the page behind inert): the dimmed backdrop, the panel at one of
 * the portal's widths, scrolling within the viewport when taller, and the title's style. A dialog
 * brings its own content; the side drawer (src/ui/list/filter-drawer.tsx) has a frame of its own.
 *
 *     <ModalFrame width="lg" onClose={() => !busy && onClose()} busy={busy}>
 *       <ModalTitle>…</ModalTitle>
 *       …
 *     </ModalFrame>
 */
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode, RefObject } from "react";

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
  className = "",
  children,
}: ModalFrameProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    role={role}
    initialFocus={initialFocus}
    className="fixed inset-0 z-50 flex items-center justify-center p-4"
  >
    <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
    <DialogPanel
      className={`relative max-h-full w-full ${WIDTHS[width]} overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:shadow-black/50 ${className}`}
      aria-busy={busy}
    >
      {children}
    </DialogPanel>
  </Dialog>
);

/** The dialog's title (its accessible name). */
export const ModalTitle = ({ className = "", children }: { className?: string; children: ReactNode }) => (
  <DialogTitle className={`text-lg font-semibold text-slate-900 dark:text-slate-50 ${className}`}>{children}</DialogTitle>
);
