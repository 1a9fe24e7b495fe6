/** The current balance (spec 01 sections 2, 7, 9): "$12,345.67", refreshed every 5 minutes; it links to the Balance page. */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher } from "../../app/react";
import { formatMoney } from "../../lib/money";
import { useCurrentBalance } from "../../app/balance-source";
import { WalletIcon } from "./icons";

export const Balance = () => {
  const publisher = usePublisher();
  const balance = useCurrentBalance();
  return (
    <Link
      to="/balance"
      className="group inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-1 outline-none sm:h-10 transition-colors hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400 sm:px-2.5"
    >
      <span
        aria-hidden="true"
        className="hidden size-8 items-center justify-center rounded-lg bg-teal-50 text-teal-700 sm:flex dark:bg-teal-400/10 dark:text-teal-300"
      >
        <WalletIcon className="size-[1.125rem]" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="sr-only text-[0.6875rem] font-medium uppercase tracking-wide text-slate-500 lg:not-sr-only dark:text-slate-400">
          <FormattedMessage id="header.balance" />
        </span>
        <span className="text-sm font-semibold tabular-nums text-slate-900 dark:text-slate-50">
          {formatMoney(balance, publisher.currency.symbol)}
        </span>
      </span>
    </Link>
  );
};
