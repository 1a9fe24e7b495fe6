/**
 * The referral block of the profile (spec 01 section 3, spec 02's referral info): the referrer link
 * with a copy button ("Copied to clipboard"), the number of referrals and their statistics, and the
 * way to the Referral report.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Publisher } from "../../../../contracts/publisher";
import { formatMoney } from "../../../lib/money";
import { CopyButton } from "../../../ui/list/copy-button";

const Stat = ({ labelId, value }: { labelId: string; value: string }) => (
  <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
    <dt className="text-xs text-slate-600 dark:text-slate-400">
      <FormattedMessage id={labelId} />
    </dt>
    <dd className="text-lg font-semibold tabular-nums text-slate-900 dark:text-slate-50">{value}</dd>
  </div>
);

export const ReferralCard = ({ publisher }: { publisher: Publisher }) => {
  const intl = useIntl();
  const stat = publisher.referrerStat;
  return (
    <section
      aria-labelledby="referral-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h2 id="referral-title" className="text-base font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="profile.referral.title" />
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="profile.referral.text" />
        </p>
      </div>
      {publisher.referrerLink ? (
        <div className="space-y-1">
          <p id="referral-link-label" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            <FormattedMessage id="profile.referral.link" />
          </p>
          <div className="flex items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 py-1.5 pl-3 pr-1.5 dark:border-slate-700 dark:bg-slate-800/60">
            <code
              aria-labelledby="referral-link-label"
              className="min-w-0 flex-1 break-all font-mono text-xs text-slate-800 dark:text-slate-200"
            >
              {publisher.referrerLink}
            </code>
            <CopyButton value={publisher.referrerLink} label={intl.formatMessage({ id: "profile.referral.copy" })} />
          </div>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-2">
        <Stat labelId="profile.referral.referrals" value={intl.formatNumber(publisher.referralsNumber)} />
        {stat ? (
          <>
            <Stat labelId="profile.referral.active" value={intl.formatNumber(stat.activePublishers)} />
            <Stat labelId="profile.referral.registrations" value={intl.formatNumber(stat.registrations)} />
            <Stat labelId="profile.referral.revenue" value={formatMoney(stat.revenue, publisher.currency.symbol)} />
          </>
        ) : null}
      </dl>
      {publisher.referralsNumber === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="profile.referral.none" />
        </p>
      ) : (
        <Link
          to="/reports?selectedTab=referral"
          className="inline-flex text-sm font-medium text-teal-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
        >
          <FormattedMessage id="profile.referral.report" />
        </Link>
      )}
    </section>
  );
};
