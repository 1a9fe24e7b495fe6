/** The look of a centred dialog's panel and title, shared by the portal's dialogs (./modal.tsx) and "Discard your changes?" (./discard-confirm.tsx). */
import { DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

// "default": a dialog that names no width is the spec's default modal width, 940 px (spec 02 section 9).
export const WIDTHS = {
  default: "max-w-[940px]",
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-lg",
  "2xl": "max-w-2xl",
  "5xl": "max-w-5xl",
} as const;

/** The panel: white (dark: slate) card, scrolling within the viewport when taller. */
export const PANEL_CLASS =
  "relative max-h-full w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:shadow-black/50";

/** The dialog's title (its accessible name). */
export const ModalTitle = ({ className = "", children }: { className?: string; children: ReactNode }) => (
  <DialogTitle className={`text-lg font-semibold text-slate-900 dark:text-slate-50 ${className}`}>{children}</DialogTitle>
);
