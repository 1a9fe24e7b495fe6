/**
 * The header's "Find anything" button, and Ctrl+K / ⌘K on every signed-in page (the header is on all
 * of them): either opens the palette (./find-palette.tsx), a chunk of its own fetched when the
 * pointer or the focus comes to the button, or when first asked for. Closing gives the focus back to where it was.
 * Below 412 px the header has no room for the button: the mobile drawer has a "Find anything" row
 * instead (`variant="row"`, without the shortcut, which a phone has no keyboard for), whose palette
 * opens over the drawer; choosing a result closes both and opens its page (the drawer closes also
 * when the result is the page it was opened on, where no navigation would close it).
 */
import { Suspense, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { lazyComponent } from "../../ui/lazy-component";

// Fetched when the pointer or the focus comes to the button, or at the first Ctrl+K: not by every page when idle.
const FindPalette = lazyComponent(() => import("./find-palette"), { whenIdle: false });

/** Ctrl+K, or ⌘K on a Mac, without Alt or Shift. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

const SearchIcon = ({ className }: { className: string }) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" strokeLinecap="round" />
  </svg>
);

export const FindButton = ({
  variant = "icon",
  onOpenChange,
  onChosen,
}: {
  variant?: "icon" | "row";
  /** Told when the palette opens and closes (the drawer keeps itself open meanwhile). */
  onOpenChange?: (open: boolean) => void;
  /** Told when a result was chosen (the drawer closes). */
  onChosen?: () => void;
}) => {
  const intl = useIntl();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const row = variant === "row";
  useEffect(() => {
    // The shortcut belongs to the header's button alone (the drawer's row is mounted beside it).
    if (row) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      // The header's button: nobody to tell.
      setOpenState(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [row]);
  // The row shows its name; the header's icon carries it as its label, with the shortcut.
  const label = intl.formatMessage({ id: "find.button" });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={FindPalette.preload}
        onFocus={FindPalette.preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...(row ? {} : { "aria-label": label, "aria-keyshortcuts": "Control+K Meta+K", title: label })}
        className={
          row
            ? "flex w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-600 outline-none transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:ring-teal-300"
            : "relative inline-flex size-10 shrink-0 items-center max-[411px]:hidden justify-center rounded-full text-slate-500 outline-none transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:focus-visible:ring-teal-400"
        }
      >
        <SearchIcon className={row ? "size-5 shrink-0" : "size-5"} />
        {row && <FormattedMessage id="find.title" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FindPalette onClose={() => setOpen(false)} {...(onChosen ? { onChosen } : {})} />
        </Suspense>
      )}
    </>
  );
};
