/**
 * Offer comparison (issue 12, beyond the spec): two or three offers picked in the list, side by
 * side: availability, payouts (the highest fixed one, the approximate one, each goal's default and
 * its countries), targeting (countries allowed and denied, devices, platforms, connection types).
 * Loaded when first opened.
 */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Offer } from "../../../contracts/offers.contract";
import { formatMoney } from "../../lib/money";
import { secondaryButton } from "../../ui/buttons";
import { AvailabilityBadge } from "./availability";
import { ModalFrame, ModalTitle } from "../../ui/modal";

const DEVICE_NAMES = ["all", "desktop", "mobile"] as const;
const PLATFORM_NAMES: Readonly<Record<string, string>> = { android: "Android", windows: "Windows", mac: "macOS", ios: "iOS" };

export interface OfferCompareDialogProps {
  readonly offers: ReadonlyArray<Offer>;
  readonly symbol: string;
  readonly onClose: () => void;
}

export default function OfferCompareDialog({ offers, symbol, onClose }: OfferCompareDialogProps) {
  const intl = useIntl();
  const list = (items: ReadonlyArray<string>) => (items.length === 0 ? "—" : intl.formatList(items, { type: "unit" }));
  const payout = (goal: Offer["goals"][number], amount: number) =>
    goal.payoutType === "percent"
      ? intl.formatNumber(amount / 100, { style: "percent", maximumFractionDigits: 2 })
      : formatMoney(amount, symbol);
  const rows: ReadonlyArray<{ key: string; label: ReactNode; cell: (offer: Offer) => ReactNode }> = [
    {
      key: "availability",
      label: <FormattedMessage id="offers.column.status" />,
      cell: (o) => <AvailabilityBadge value={o.availability} />,
    },
    {
      key: "payout",
      label: <FormattedMessage id="offers.column.payout" />,
      cell: (o) => (o.payout > 0 ? formatMoney(o.payout, symbol) : "—"),
    },
    {
      key: "approximate",
      label: <FormattedMessage id="offerDetail.approximatePayout" />,
      cell: (o) => formatMoney(o.approximatePayout, symbol),
    },
    {
      key: "goals",
      label: <FormattedMessage id="offerDetail.payoutRates" />,
      cell: (o) => (
        <ul className="space-y-1">
          {o.goals.map((g) => (
            <li key={g.id}>
              {g.title}: <span className="tabular-nums">{payout(g, g.payout)}</span>
              {g.countryPayouts.length > 0 && (
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {g.countryPayouts.map((c) => `${c.country} ${payout(g, c.payout)}`).join(", ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "allowed",
      label: <FormattedMessage id="offerDetail.allowedCountries" />,
      cell: (o) => (o.allowedCountries.length === 0 ? <FormattedMessage id="offers.allCountries" /> : o.allowedCountries.join(", ")),
    },
    {
      key: "denied",
      label: <FormattedMessage id="offerDetail.deniedCountries" />,
      cell: (o) => (o.deniedCountries.length === 0 ? "—" : o.deniedCountries.join(", ")),
    },
    {
      key: "device",
      label: <FormattedMessage id="offers.column.device" />,
      cell: (o) => <FormattedMessage id={`offers.device.${DEVICE_NAMES[o.device]}`} />,
    },
    {
      key: "platforms",
      label: <FormattedMessage id="offerDetail.platforms" />,
      cell: (o) => list(o.platforms.map((p) => PLATFORM_NAMES[p] ?? p)),
    },
    {
      key: "connections",
      label: <FormattedMessage id="offerDetail.connectionTypes" />,
      cell: (o) => list(o.connectionTypes.map((c) => intl.formatMessage({ id: `offerDetail.connection.${c.replace("/", "")}` }))),
    },
  ];
  return (
    <ModalFrame onClose={onClose}>
      <ModalTitle>
        <FormattedMessage id="offerCompare.title" />
      </ModalTitle>
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr>
              <td />
              {offers.map((o) => (
                <th
                  key={o.relativeId}
                  scope="col"
                  className="min-w-48 px-3 py-2 text-left align-bottom font-semibold text-slate-900 dark:text-slate-100"
                >
                  <span className="font-mono text-xs text-slate-500 dark:text-slate-400">#{o.relativeId}</span> {o.displayName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="px-3 py-2 text-left align-top text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
                >
                  {row.label}
                </th>
                {offers.map((o) => (
                  <td key={o.relativeId} className="px-3 py-2 align-top text-slate-800 dark:text-slate-200">
                    {row.cell(o)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className={secondaryButton} onClick={onClose}>
          <FormattedMessage id="offerCompare.close" />
        </button>
      </div>
    </ModalFrame>
  );
}
