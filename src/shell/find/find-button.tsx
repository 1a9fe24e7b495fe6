/**
 * The header's "Find anything" button, and Ctrl+K / ⌘K on every signed-in page (the header is on all
 * of them): either opens the palette (./find-palette.tsx), a chunk of its own fetched when the
 * pointer or the focus comes to the button, or when first asked for. Closing gives the focus back to where it was.
 */
import { Suspense, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { lazyComponent } from "../../ui/lazy-component";

// Fetched when the pointer or the focus comes to the button, or at the first Ctrl+K: not by every page when idle.
const FindPalette = lazyComponent(() => import("./find-palette"), { whenIdle: false });

/** Ctrl+K, or ⌘K on a Mac, without Alt or Shift. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

export const FindButton = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={FindPalette.preload}
        onFocus={FindPalette.preload}
        aria-label={intl.formatMessage({ id: "find.button" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        title={intl.formatMessage({ id: "find.button" })}
        className="relative inline-flex size-10 shrink-0 items-center max-[411px]:hidden justify-center rounded-full text-slate-500 outline-none transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:focus-visible:ring-teal-400"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          className="size-5"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FindPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
