/** Button looks of the report schedules: a thumb's 44 px on a phone (below `sm`), as elsewhere (issue 35 item 14). */
import { dangerButton as danger, secondaryButton } from "../../../ui/buttons";

/** A quiet button (Cancel), 44 px high on a phone. */
export const quietButton = `${secondaryButton} inline-flex min-h-11 items-center justify-center gap-1.5 sm:min-h-0`;

/** The delete dialog's confirming button. */
export const dangerButton = `${danger} inline-flex min-h-11 items-center justify-center gap-2 disabled:cursor-wait disabled:opacity-60 sm:min-h-0`;

/** A schedule's action in the list (Edit, Pause, Resume). */
export const rowButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 sm:min-h-0 sm:min-w-0 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";

/** A schedule's Delete in the list. */
export const deleteRowButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 disabled:opacity-50 sm:min-h-0 sm:min-w-0 dark:text-red-300 dark:hover:bg-red-400/10 dark:focus-visible:ring-red-400";
