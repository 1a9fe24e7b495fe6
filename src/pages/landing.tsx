import { FormattedMessage } from "react-intl";

/** Placeholder landing card until the sign-in screens exist. */
export const Landing = () => (
  <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
    <section className="max-w-md rounded-2xl bg-white p-8 shadow-sm dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="app.title" defaultMessage="Publisher Platform" />
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <FormattedMessage id="app.tagline" defaultMessage="Offers, smartlinks, clicks, conversions and payments in one place." />
      </p>
    </section>
  </main>
);
