/**
 * Gives the focus back to the element that had it when a dialog opened, where Headless UI cannot.
 *
 * Headless UI's Dialog gives the focus back, on closing, to the element it last saw focused; it sees
 * focus events only from the moment its code has run. A dialog whose code (and Headless UI's) arrives
 * after the click that opened it (the header's chat and find, loaded on intent) gave the focus back to
 * nothing: the page's body, where a keyboard user starts again from the top. This hook notes the focused
 * element when the dialog opens (during its first render, before the dialog moves the focus) and, when it
 * closes, focuses it again if the focus is nowhere and the element is still in the page. Where Headless UI
 * knows better (it restores in a microtask after the unmount), it still has the last word.
 */
import { useEffect, useState } from "react";

const focused = (): HTMLElement | null => {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/** `open`: whether the dialog shows (for a dialog that stays mounted while closed). */
export const useFocusReturn = (open = true): void => {
  // Noted during the render that opens the dialog: its effects may already have moved the focus.
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? focused() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setOpener(open ? focused() : null);
  }
  useEffect(() => {
    if (!open || !opener) return undefined;
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    const restore = () => {
      if (lost() && opener.isConnected) opener.focus({ preventScroll: true });
    };
    return () => {
      restore();
      // Inside another dialog (the drawer's find), that dialog's own clean-up, after this one, can leave
      // the focus nowhere again: once more a frame later, where nothing else has put it.
      requestAnimationFrame(restore);
    };
  }, [open, opener]);
};
