/** The columns of the offers list: "#relativeId displayName" with its preview, categories, payout, countries, device, availability and action. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import type { Offer } from "../../../contracts/offers.contract";
import { formatMoney } from "../../lib/money";
import { CountryFlags } from "../../ui/list";
import type { NeedsNetwork } from "../../ui/needs-network";
import { AvailabilityBadge, OfferAction } from "./availability";
import { OfferImage } from "./offer-image";

const column = createColumnHelper<Offer>();
const DEVICE_NAMES = ["all", "desktop", "mobile"] as const;

/** The comparison's picking (offer-compare-dialog.tsx): which offers are picked, and whether the most are. */
export interface ComparePick {
  readonly picked: ReadonlySet<number>;
  readonly full: boolean;
  readonly toggle: (offer: Offer) => void;
  readonly labelOf: (offer: Offer) => string;
}

export const offerColumns = (
  symbol: string,
  onChanged: () => void,
  network: NeedsNetwork,
  compare?: ComparePick,
): ReadonlyArray<ColumnDef<Offer, never>> =>
  [
    ...(compare
      ? [
          column.display({
            id: "compare",
            header: () => <FormattedMessage id="offerCompare.column" />,
            cell: (c) => {
              const offer = c.row.original;
              const picked = compare.picked.has(offer.relativeId);
              return (
                <input
                  type="checkbox"
                  checked={picked}
                  disabled={!picked && compare.full}
                  aria-label={compare.labelOf(offer)}
                  onChange={() => compare.toggle(offer)}
                  className="size-4 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900"
                />
              );
            },
          }),
        ]
      : []),
    column.accessor("relativeId", {
      // The row's main column on a small screen (always shown); then Status and Payout (decision 057).
      meta: { priority: 0 },
      header: () => <FormattedMessage id="offers.column.offer" />,
      cell: (c) => {
        const offer = c.row.original;
        return (
          <span className="flex min-w-40 items-center gap-3 lg:min-w-56">
            <OfferImage src={offer.previewImage} width={64} height={36} lazy className="h-9 w-16 shrink-0 rounded object-cover" />
            <Link
              to={`/offers/${offer.relativeId}`}
              className="rounded font-medium text-slate-900 underline-offset-2 outline-none hover:text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-100 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
            >
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">#{offer.relativeId}</span> {offer.displayName}
            </Link>
          </span>
        );
      },
    }),
    column.accessor("categories", {
      enableSorting: false,
      header: () => <FormattedMessage id="offers.column.categories" />,
      // Wrapped within 11rem (beside the 36 px preview, two lines take no more height): on one line the
      // longest pushed the list past 1440 px's card by a few pixels, and Devices folded (issue 35 item 6).
      cell: (c) => <span className="block max-w-44">{c.row.original.categories.map((category) => category.name).join(", ")}</span>,
    }),
    column.accessor("payout", {
      meta: { align: "right", priority: 2 },
      header: () => <FormattedMessage id="offers.column.payout" />,
      cell: (c) => <span className="tabular-nums">{c.getValue() > 0 ? formatMoney(c.getValue(), symbol) : "—"}</span>,
    }),
    column.accessor("allowedCountries", {
      enableSorting: false,
      header: () => <FormattedMessage id="offers.column.countries" />,
      cell: (c) => {
        const { allowedCountries, deniedCountries } = c.row.original;
        // No allowed list: every country but the denied ones.
        return (
          <span className="inline-flex items-center gap-1.5">
            {allowedCountries.length === 0 && <FormattedMessage id="offers.allCountries" />}
            <CountryFlags countries={allowedCountries} denied={deniedCountries} />
          </span>
        );
      },
    }),
    column.accessor("device", {
      enableSorting: false,
      header: () => <FormattedMessage id="offers.column.device" />,
      cell: (c) => <FormattedMessage id={`offers.device.${DEVICE_NAMES[c.getValue()]}`} />,
    }),
    column.accessor("availability", {
      meta: { priority: 1 },
      enableSorting: false,
      header: () => <FormattedMessage id="offers.column.status" />,
      cell: (c) => <AvailabilityBadge value={c.getValue()} />,
    }),
    column.display({
      id: "action",
      header: () => <FormattedMessage id="offers.column.action" />,
      cell: (c) => <OfferAction offer={c.row.original} onChanged={onChanged} network={network} />,
    }),
  ] as ReadonlyArray<ColumnDef<Offer, never>>;
