import { FormattedMessage } from "react-intl";
import { PageTitle } from "../../ui/page-title";

/** The title of a sign-in page and its one-line introduction. */
export const AuthHeading = ({ titleId, introId }: { titleId: string; introId?: string }) => (
  <header className="space-y-2">
    <PageTitle id={titleId} />
    {introId ? (
      <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">
        <FormattedMessage id={introId} />
      </p>
    ) : null}
  </header>
);

/** Link styles of the sign-in pages. */
export const linkClass =
  "rounded font-medium text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:text-teal-300 dark:hover:text-teal-200 dark:focus-visible:outline-teal-400";

/** A secondary (outlined) button or button-like link. */
export const secondaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-teal-400";
