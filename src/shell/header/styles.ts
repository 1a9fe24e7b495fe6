/** Class lists shared by the header's controls. */

/** The round icon button look shared by the header's icon controls: 44 px on a phone, a thumb's target (issue 35 item 14). */
export const ICON_BUTTON =
  "relative inline-flex size-11 sm:size-10 shrink-0 items-center justify-center rounded-full text-slate-500 outline-none transition-colors hover:bg-slate-100 hover:text-slate-800 data-[open]:bg-slate-100 data-[open]:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:data-[open]:bg-slate-800 dark:data-[open]:text-slate-100";

/** The keyboard focus ring of a plain element (a link or button). */
export const FOCUS_RING = "focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-400";

/** The keyboard focus ring of a Headless UI control, which keeps focus after a click and marks keyboard focus with data-focus. */
export const HEADLESS_FOCUS_RING = "data-[focus]:ring-2 data-[focus]:ring-teal-600 dark:data-[focus]:ring-teal-400";
