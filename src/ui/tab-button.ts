/**
 * A tab's look (Settings, an offer, Reports, Support): 44 px high on a phone, a thumb's target (issue
 * 35 item 14; it was 38), as before from 640 px.
 */
export const tabButton =
  "-mb-px min-h-11 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-500 data-[selected]:border-teal-600 data-[selected]:text-teal-700 sm:min-h-0 dark:text-slate-300 dark:hover:text-white dark:data-[selected]:border-teal-400 dark:data-[selected]:text-teal-300";
