/**
 * The UI kit for developers (development builds, or the server's inspector setting): the shared
 * parts of the portal that no page shows yet, working, so that they can be looked at and tested in a
 * browser: the delete confirmation, the conversion rate, money, flags and truncation, and the list
 * toolkit's refusals and corrections (ui-kit-lists.tsx).
 */
import { Fragment, type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toasts } from "../app/toasts";
import { formatMoney } from "../lib/money";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ConversionRate, CountryFlags, Truncated } from "../ui/list";
import { ListStatesDemo } from "./ui-kit-lists";
import { DemoSection, button } from "./ui-kit-parts";

const SAMPLE_RECORDS = ["PayPal · jo***@example.com", "Wire transfer · DE89 **** 3000", "USDT (TRC-20) · TQ4x…9fLm"];
const SAMPLE_RATES: ReadonlyArray<readonly [number, number]> = [
  [10, 1234],
  [1, 50],
  [3, 2],
  [0, 500],
  [0, 0],
];
const LONG_TEXT = "Sweepstakes – Win the newest iPhone – single opt-in – tier-1 countries only – mobile traffic – no incentivised traffic";

const RATE_COLUMNS = ["uikit.rate.conversions", "uikit.rate.clicks", "uikit.rate.rate"];
/** The shared parts shown: a term's message id, its example and the example's classes. */
const PARTS: ReadonlyArray<readonly [string, ReactNode, string?]> = [
  ["uikit.parts.money", `${formatMoney(12345.67, "$")} · ${formatMoney(-0.5, "€")}`, "tabular-nums"],
  ["uikit.parts.flags", <CountryFlags countries={["US", "GB", "DE", "FR", "CA"]} denied={["RU", "BY"]} />],
  ["uikit.parts.truncation", <Truncated text={LONG_TEXT} />],
];

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
    <DemoSection id="uikit-delete" titleId="uikit.delete.title">
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
    </DemoSection>
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
      <DemoSection id="uikit-rate" titleId="uikit.rate.title">
        <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200" aria-labelledby="uikit-rate">
          <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
            <tr>
              {RATE_COLUMNS.map((id) => (
                <th key={id} scope="col" className="py-1.5">
                  <FormattedMessage id={id} />
                </th>
              ))}
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
      </DemoSection>
      <DemoSection id="uikit-parts" titleId="uikit.parts.title">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
          {PARTS.map(([id, example, className]) => (
            <Fragment key={id}>
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id={id} />
              </dt>
              <dd className={className}>{example}</dd>
            </Fragment>
          ))}
        </dl>
      </DemoSection>
      <ListStatesDemo />
    </main>
  );
}
