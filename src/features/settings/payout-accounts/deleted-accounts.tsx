/**
 * The accounts deleted while the journal remembers (this session): their history cannot sit on a
 * row any more, so it is listed under the table, each named by method and id (values are masked in
 * the journal).
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { PaymentMethod } from "../../../../contracts/payout.contract";
import { methodOf } from "../../../../machines/payout-account/payout-rules";
import type { HistoryEvent } from "./history";
import { HistoryTimeline } from "./history-timeline";
import { Card } from "../../../ui/card";

export const DeletedAccounts = ({
  history,
  present,
  methods,
  dateTime,
}: {
  history: ReadonlyArray<HistoryEvent>;
  present: ReadonlySet<number>;
  methods: ReadonlyArray<PaymentMethod>;
  dateTime: (iso: string) => string;
}) => {
  const intl = useIntl();
  const deleted = history.filter((e) => e.kind === "deleted" && !present.has(e.account));
  if (deleted.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="payout-deleted-title" className="space-y-3 px-5 py-4">
      <h3 id="payout-deleted-title" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        <FormattedMessage id="payout.deleted.title" />
      </h3>
      <ul className="space-y-3">
        {deleted.map((event) => {
          const name = intl.formatMessage(
            { id: "payout.deleted.name" },
            { method: (event.method && methodOf(methods, event.method)?.title) ?? "—", id: event.account },
          );
          const own = history.filter((e) => e.account === event.account && e.seq <= event.seq);
          return (
            <li key={event.seq} className="space-y-1.5">
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{name}</p>
              <HistoryTimeline
                items={own.map((e) => ({ key: String(e.seq), kind: e.kind, at: e.at }))}
                label={intl.formatMessage({ id: "payout.historyOf" }, { account: name })}
                dateTime={dateTime}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
