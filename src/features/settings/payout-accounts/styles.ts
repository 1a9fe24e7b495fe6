/** Button looks of the payout accounts tab (the dialogs' Cancel is src/ui/buttons.ts's). */

/** The tab's main action (Add payout account) and a dialog's confirming button. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";

/** A row's small action (Edit, Make active, Delete, History). */
export const rowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";

/** The destructive row action. */
export const dangerRowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 disabled:opacity-50 dark:text-red-300 dark:hover:bg-red-400/10 dark:focus-visible:ring-red-400";

/** The delete dialog's confirming button. */
export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400 dark:focus-visible:ring-red-400 dark:focus-visible:ring-offset-slate-900";
