/**
 * The mobile drawer (≤767 px): the sidebar in a Headless UI Dialog opened by the header's hamburger.
 * It traps focus, closes on Escape, on a backdrop click and on navigation, and then gives focus back
 * to the hamburger. Loaded after the first paint, or when first opened (sidebar.tsx).
 */
import { Dialog, DialogBackdrop, DialogPanel } from "@headlessui/react";
import { useRef } from "react";
import { useIntl } from "react-intl";
import { FindButton } from "../find/find-button";
import { CloseIcon } from "./icons";
import { SidebarPanel } from "./sidebar-panel";

const CONTROL =
  "flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 outline-none transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:ring-teal-300";

export interface SidebarDrawerProps {
  /** The drawer's element id (the header's menu button names it in aria-controls). */
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

export const SidebarDrawer = ({ id, open, onClose }: SidebarDrawerProps) => {
  const intl = useIntl();
  // While the palette opened from the drawer is up, its Escape or outside click closes the palette only.
  // Cleared a frame after the palette has closed: the Escape that closed it reaches the drawer next,
  // after React has already re-rendered between the two listeners.
  const finding = useRef(false);
  const onFinding = (opened: boolean) => {
    if (opened) finding.current = true;
    else requestAnimationFrame(() => void (finding.current = false));
  };
  return (
    <Dialog
      id={id}
      open={open}
      onClose={() => !finding.current && onClose()}
      transition
      aria-label={intl.formatMessage({ id: "sidebar.label" })}
      className="fixed inset-0 z-50 flex md:hidden"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 transition-opacity duration-200 ease-out data-[closed]:opacity-0 dark:bg-black/60"
      />
      <DialogPanel
        transition
        className="relative h-full w-[272px] max-w-[85vw] shadow-2xl transition duration-200 ease-out data-[closed]:-translate-x-full"
      >
        <SidebarPanel
          collapsed={false}
          onNavigate={onClose}
          top={<FindButton variant="row" onOpenChange={onFinding} onChosen={onClose} />}
          control={
            <button
              type="button"
              data-autofocus
              onClick={onClose}
              aria-label={intl.formatMessage({ id: "sidebar.close" })}
              className={CONTROL}
            >
              <CloseIcon className="size-5" />
            </button>
          }
        />
      </DialogPanel>
    </Dialog>
  );
};
