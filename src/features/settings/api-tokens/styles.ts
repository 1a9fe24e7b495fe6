/** Button looks of the API tokens tab: a thumb's 44 px on a phone (below `sm`), as the other tabs' (issue 35 item 14). */
import { secondaryButton } from "../../../ui/buttons";

/** The tab's main action (New token) and the dialogs' confirming buttons. */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 sm:min-h-0 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";

/** A quiet button (Cancel, Copy), 44 px high on a phone. */
export const quietButton = `${secondaryButton} inline-flex min-h-11 items-center justify-center gap-1.5 sm:min-h-0`;

/** A row's destructive action (Revoke). */
export const revokeButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 disabled:opacity-50 sm:min-h-0 sm:min-w-0 dark:text-red-300 dark:hover:bg-red-400/10 dark:focus-visible:ring-red-400";

/** The revoke dialog's confirming button. */
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60 sm:min-h-0 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400 dark:focus-visible:ring-red-400 dark:focus-visible:ring-offset-slate-900";
