/**
 * The UI kit for developers (development builds, or the server's inspector setting): the shared
 * parts of the portal that no page shows yet, working, so that they can be looked at and tested in a
 * browser: the delete confirmation, the conversion rate, money, flags and truncation, and the list
 * toolkit's refusals and corrections (ui-kit-lists.tsx).
 */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toasts } from "../app/toasts";
import { formatMoney } from "../lib/money";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ConversionRate, CountryFlags, Truncated } from "../ui/list";
import { ListStatesDemo } from "./ui-kit-lists";
import { CARD } from "../ui/card";

const SAMPLE_RECORDS = ["PayPal · jo***@example.com", "Wire transfer · DE89 **** 3000", "USDT (TRC-20) · TQ4x…9fLm"];
const SAMPLE_RATES: ReadonlyArray<readonly [number, number]> = [
  [10, 1234],
  [1, 50],
  [3, 2],
  [0, 500],
  [0, 0],
];
const LONG_TEXT = "Sweepstakes – Win the newest iPhone – single opt-in – tier-1 countries only – mobile traffic – no incentivised traffic";

const section = `${CARD} space-y-3 p-5`;
const heading = "text-base font-semibold text-slate-900 dark:text-slate-50";
const button =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400";

const DeleteDemo = () => {
  const intl = useIntl();
  const [records, setRecords] = useState(SAMPLE_RECORDS);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failNext, setFailNext] = useState(false);

  const remove = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    if (failNext) {
      setFailNext(false);
      throw new Error("the deletion failed");
    }
    setRecords((all) => all.filter((r) => r !== deleting));
    toasts.show({ tone: "success", messageId: "uikit.deleted", values: { name: deleting ?? "" } });
  };

  return (
    <section aria-labelledby="uikit-delete" className={section}>
      <h2 id="uikit-delete" className={heading}>
        <FormattedMessage id="uikit.delete.title" />
      </h2>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={failNext} onChange={(e) => setFailNext(e.target.checked)} className="size-4 accent-teal-700" />
        <FormattedMessage id="uikit.delete.failNext" />
      </label>
      {records.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="uikit.delete.empty" />
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-labelledby="uikit-delete">
          {records.map((record) => (
            <li key={record} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800 dark:text-slate-200">
              <span>{record}</span>
              <button
                type="button"
                className={button}
                aria-label={intl.formatMessage({ id: "uikit.delete.button" }, { name: record })}
                onClick={() => setDeleting(record)}
              >
                <FormattedMessage id="confirm.delete.confirm" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={deleting !== null} onConfirm={remove} onClose={() => setDeleting(null)}>
        {deleting}
      </ConfirmDialog>
    </section>
  );
};

export default function UiKitPage() {
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="uikit.title" />
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="uikit.hint" />
        </p>
      </div>
      <DeleteDemo />
      <section aria-labelledby="uikit-rate" className={section}>
        <h2 id="uikit-rate" className={heading}>
          <FormattedMessage id="uikit.rate.title" />
        </h2>
        <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200" aria-labelledby="uikit-rate">
          <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1.5">
                <FormattedMessage id="uikit.rate.conversions" />
              </th>
              <th scope="col" className="py-1.5">
                <FormattedMessage id="uikit.rate.clicks" />
              </th>
              <th scope="col" className="py-1.5">
                <FormattedMessage id="uikit.rate.rate" />
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_RATES.map(([conversions, clicks]) => (
              <tr key={`${conversions}/${clicks}`} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1.5 tabular-nums">{conversions}</td>
                <td className="py-1.5 tabular-nums">{clicks}</td>
                <td className="py-1.5">
                  <ConversionRate conversions={conversions} clicks={clicks} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="uikit-parts" className={section}>
        <h2 id="uikit-parts" className={heading}>
          <FormattedMessage id="uikit.parts.title" />
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
          <dt className="text-slate-500 dark:text-slate-400">
            <FormattedMessage id="uikit.parts.money" />
          </dt>
          <dd className="tabular-nums">
            {formatMoney(12345.67, "$")} · {formatMoney(-0.5, "€")}
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">
            <FormattedMessage id="uikit.parts.flags" />
          </dt>
          <dd>
            <CountryFlags countries={["US", "GB", "DE", "FR", "CA"]} denied={["RU", "BY"]} />
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">
            <FormattedMessage id="uikit.parts.truncation" />
          </dt>
          <dd>
            <Truncated text={LONG_TEXT} />
          </dd>
        </dl>
      </section>
      <ListStatesDemo />
    </main>
  );
}
