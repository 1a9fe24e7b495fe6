/**
 * An offer's overview (spec 02 sections 2 and 3): its description, targeting (countries allowed and
 * denied, devices, connection types, platform groups, promo channels), payout rates per goal and
 * country, its goals, landing pages and the expected approximate payout.
 */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Offer, OfferGoal } from "../../../contracts/offers.contract";
import { formatMoney } from "../../lib/money";
import { countryFlag } from "../../ui/list";
import { CARD } from "../../ui/card";
import { ColumnHeads } from "../../ui/column-heads";

const DEVICE_NAMES = ["all", "desktop", "mobile"] as const;
const PLATFORM_NAMES: Readonly<Record<string, string>> = { android: "Android", windows: "Windows", mac: "macOS", ios: "iOS" };

const card = `${CARD} p-4`;
const heading = "mb-3 text-base font-semibold text-slate-900 dark:text-slate-100";
const th = "px-2 py-2 text-left sm:px-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300";
const td = "px-2 py-2 text-sm sm:px-3 text-slate-800 dark:text-slate-200";

/** A country's name in the language shown; the code itself when the language has no name for it. */
const useCountryName = () => {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: "region" });
  return (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
};

const Fact = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <div className="space-y-0.5">
    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="text-sm text-slate-900 dark:text-slate-100">{children}</dd>
  </div>
);

const None = () => (
  <span className="text-slate-500 dark:text-slate-400">
    <FormattedMessage id="offerDetail.none" />
  </span>
);

const Country = ({ code, name }: { code: string; name: (code: string) => string }) => (
  // A long name wraps after its flag (Russian's in the goals table on a phone), not under it.
  <span className="inline-flex items-baseline gap-1.5">
    <span aria-hidden="true">{countryFlag(code)}</span>
    <span>{name(code)}</span>
  </span>
);

const Countries = ({ codes, name }: { codes: ReadonlyArray<string>; name: (code: string) => string }) => (
  <ul className="flex flex-wrap gap-x-3 gap-y-1">
    {codes.map((code) => (
      <li key={code}>
        <Country code={code} name={name} />
      </li>
    ))}
  </ul>
);

/** A goal's payout: money for a fixed payout, a percentage of the sale otherwise. */
const usePayoutText = (symbol: string) => {
  const intl = useIntl();
  return (goal: Pick<OfferGoal, "payoutType">, amount: number) =>
    goal.payoutType === "percent"
      ? intl.formatNumber(amount / 100, { style: "percent", maximumFractionDigits: 2 })
      : formatMoney(amount, symbol);
};

export const OfferOverview = ({ offer, symbol }: { offer: Offer; symbol: string }) => {
  const intl = useIntl();
  const countryName = useCountryName();
  const payoutText = usePayoutText(symbol);
  const list = (items: ReadonlyArray<string>) => (items.length === 0 ? <None /> : intl.formatList(items, { type: "unit" }));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section aria-labelledby="offer-about" className={`${card} lg:col-span-2`}>
        <h2 id="offer-about" className={heading}>
          <FormattedMessage id="offerDetail.about" />
        </h2>
        {offer.description !== "" && <p className="mb-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{offer.description}</p>}
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={<FormattedMessage id="offerDetail.approximatePayout" />}>
            <span className="text-lg font-semibold tabular-nums">{formatMoney(offer.approximatePayout, symbol)}</span>
          </Fact>
          <Fact label={<FormattedMessage id="offers.column.payout" />}>
            <span className="tabular-nums">{offer.payout > 0 ? formatMoney(offer.payout, symbol) : "—"}</span>
          </Fact>
          <Fact label={<FormattedMessage id="offers.column.categories" />}>{list(offer.categories.map((c) => c.name))}</Fact>
          <Fact label={<FormattedMessage id="offers.filter.promoChannel" />}>{list(offer.promoChannels.map((c) => c.name))}</Fact>
        </dl>
      </section>

      <section aria-labelledby="offer-targeting" className={card}>
        <h2 id="offer-targeting" className={heading}>
          <FormattedMessage id="offerDetail.targeting" />
        </h2>
        <dl className="space-y-3">
          <Fact label={<FormattedMessage id="offerDetail.allowedCountries" />}>
            {offer.allowedCountries.length === 0 ? (
              <FormattedMessage id="offers.allCountries" />
            ) : (
              <Countries codes={offer.allowedCountries} name={countryName} />
            )}
          </Fact>
          <Fact label={<FormattedMessage id="offerDetail.deniedCountries" />}>
            {offer.deniedCountries.length === 0 ? <None /> : <Countries codes={offer.deniedCountries} name={countryName} />}
          </Fact>
          <Fact label={<FormattedMessage id="offers.column.device" />}>
            <FormattedMessage id={`offers.device.${DEVICE_NAMES[offer.device]}`} />
          </Fact>
          <Fact label={<FormattedMessage id="offerDetail.platforms" />}>{list(offer.platforms.map((p) => PLATFORM_NAMES[p] ?? p))}</Fact>
          <Fact label={<FormattedMessage id="offerDetail.connectionTypes" />}>
            {list(offer.connectionTypes.map((c) => intl.formatMessage({ id: `offerDetail.connection.${c.replace("/", "")}` })))}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="offer-landings" className={card}>
        <h2 id="offer-landings" className={heading}>
          <FormattedMessage id="offerDetail.landingPages" />
        </h2>
        {offer.landingPages.length === 0 ? (
          <None />
        ) : (
          <ul className="space-y-2">
            {offer.landingPages.map((page) => (
              <li key={page.id} className="text-sm">
                <span className="font-medium text-slate-900 dark:text-slate-100">{page.landingPage}</span>
                <a
                  href={page.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate text-teal-800 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300"
                >
                  {page.url}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offer-payouts" className={`${card} lg:col-span-2`}>
        <h2 id="offer-payouts" className={heading}>
          <FormattedMessage id="offerDetail.payoutRates" />
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead>
              <tr>
                <ColumnHeads
                  columns={[
                    { id: "offerDetail.goal", className: th },
                    // On a phone the key and type are under the goal's name, so that the payout is in view.
                    { id: "offerDetail.goalKey", className: `${th} hidden sm:table-cell`, values: { macro: "{goal}" } },
                    { id: "offerDetail.goalType", className: `${th} hidden sm:table-cell` },
                    { id: "offerDetail.country", className: th },
                    { id: "offers.column.payout", className: `${th} text-right` },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {offer.goals.map((goal) =>
                [{ country: null as string | null, payout: goal.payout }, ...goal.countryPayouts].map((rate, i) => (
                  <tr key={`${goal.id}-${rate.country ?? "all"}`}>
                    {i === 0 ? (
                      <>
                        <th scope="row" rowSpan={goal.countryPayouts.length + 1} className={`${td} text-left align-top font-medium`}>
                          {goal.title}
                          <span className="block font-mono text-xs font-normal break-all text-slate-600 sm:hidden dark:text-slate-300">
                            {goal.key} · <span className="uppercase">{goal.type}</span>
                          </span>
                        </th>
                        <td rowSpan={goal.countryPayouts.length + 1} className={`${td} hidden align-top font-mono text-xs sm:table-cell`}>
                          {goal.key}
                        </td>
                        <td rowSpan={goal.countryPayouts.length + 1} className={`${td} hidden align-top uppercase sm:table-cell`}>
                          {goal.type}
                        </td>
                      </>
                    ) : null}
                    <td className={td}>
                      {rate.country === null ? (
                        <FormattedMessage id={goal.countryPayouts.length === 0 ? "offers.allCountries" : "offerDetail.otherCountries"} />
                      ) : (
                        <Country code={rate.country} name={countryName} />
                      )}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{payoutText(goal, rate.payout)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
};
