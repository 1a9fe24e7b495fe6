/** The dashboard without traffic yet (a new publisher): what to do first, instead of zeros in an empty chart. */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

const linkClass =
  "inline-flex h-9 items-center rounded-lg bg-teal-700 px-4 text-sm font-medium text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300 dark:focus-visible:ring-offset-slate-950";

export const EmptyDashboard = ({ smartlinks }: { smartlinks: boolean }) => (
  <section
    aria-labelledby="dashboard-empty"
    className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900"
  >
    <h2 id="dashboard-empty" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
      <FormattedMessage id="dashboard.empty.title" />
    </h2>
    <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage id="dashboard.empty.text" />
    </p>
    <div className="mt-5 flex flex-wrap justify-center gap-3">
      <Link to="/offers" className={linkClass}>
        <FormattedMessage id="dashboard.empty.offers" />
      </Link>
      {smartlinks && (
        <Link to="/smartlinks" className={linkClass}>
          <FormattedMessage id="dashboard.empty.smartlinks" />
        </Link>
      )}
    </div>
  </section>
);
