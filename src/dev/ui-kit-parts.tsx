/** The UI kit's looks and its card of one demo with a heading (ui-kit-page.tsx, ui-kit-lists.tsx). */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { CARD } from "../ui/card";

export const button =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400";

/** A demo's card, named by its heading (`id` is the heading's, for what else it labels). */
export const DemoSection = ({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) => (
  <section aria-labelledby={id} className={`${CARD} space-y-3 p-5`}>
    <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-50">
      <FormattedMessage id={titleId} />
    </h2>
    {children}
  </section>
);
