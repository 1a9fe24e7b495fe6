/** The promo codes the publisher activated (GET /promo_codes): code, date and amount, newest first. */
import { FormattedMessage, useIntl } from "react-intl";
import type { PromoCode } from "../../../../contracts/promo-codes.contract";
import type { ApiQuery } from "../../../app/use-api-query";
import { formatMoney } from "../../../lib/money";
import { secondaryButton } from "../../../ui/buttons";
import { errorText } from "../../../ui/error-text";
import { ColumnHeads } from "../../../ui/column-heads";
import { NetworkButton } from "../../../ui/needs-network";

const cell = "px-3 py-2";

export const ActivatedCodes = ({
  query,
  symbol,
  dateTime,
}: {
  query: ApiQuery<{ readonly "hydra:member": ReadonlyArray<PromoCode> }>;
  symbol: string;
  dateTime: (iso: string) => string;
}) => {
  const intl = useIntl();
  const codes = query.data?.["hydra:member"] ?? query.latest?.["hydra:member"] ?? [];
  if (query.error)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800 dark:text-red-200">
        {errorText(query.error, intl)}
        <NetworkButton className={secondaryButton} onClick={query.retry}>
          <FormattedMessage id="promo.retry" />
        </NetworkButton>
      </div>
    );
  if (query.data === null && query.latest === null)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="promo.loading" />
      </p>
    );
  if (codes.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="promo.none" />
      </p>
    );
  return (
    <div className="max-h-64 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table aria-label={intl.formatMessage({ id: "promo.activated" })} className="w-full text-sm text-slate-800 dark:text-slate-200">
        <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <ColumnHeads
              columns={[
                { id: "promo.column.code", className: cell },
                { id: "promo.column.date", className: cell },
                { id: "promo.column.amount", className: `${cell} text-right` },
              ]}
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {codes.map((code) => (
            <tr key={code.id}>
              <td className={`${cell} font-mono`}>{code.code}</td>
              <td className={`${cell} tabular-nums`}>{dateTime(code.activatedAt)}</td>
              <td className={`${cell} text-right tabular-nums text-emerald-700 dark:text-emerald-300`}>
                +{formatMoney(code.amount, symbol)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
