/**
 * Offers (spec 02 sections 2, 3 and 7; issue 12): the network's catalogue on the list toolkit, with
 * the search (name, or "#" and a relative id), filters in the drawer (category, country, device,
 * promo channel, status), ordering and paging, all in the URL; two or three offers picked side by
 * side (offer-compare-dialog.tsx).
 */
import { Suspense, useCallback, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { OFFER_AVAILABILITY, OFFER_ORDER, type Offer, OfferQuery } from "../../../contracts/offers.contract";
import { withApi } from "../../api";
import { usePublisher } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { useListQuery } from "../../app/use-list-query";
import { PageTitle } from "../../ui/page-title";
import { type FilterField, ListView, toolbarButton, useListState, withContract } from "../../ui/list";
import { availabilityName } from "./availability";
import { offerColumns } from "./offer-columns";
import { ColumnChooser, useHiddenColumns } from "./column-chooser";
import { OfferSearch } from "./offer-search";
import { lazyComponent } from "../../ui/lazy-component";
import { useNeedsNetwork } from "../../ui/needs-network";

const OfferCompareDialog = lazyComponent(() => import("./offer-compare-dialog"));

/** The columns the publisher may hide (the offer itself and its action stay). */
const CHOOSABLE = [
  { id: "categories", labelId: "offers.column.categories" },
  { id: "payout", labelId: "offers.column.payout" },
  { id: "allowedCountries", labelId: "offers.column.countries" },
  { id: "device", labelId: "offers.column.device" },
  { id: "availability", labelId: "offers.column.status" },
] as const;

/** A column's id: its own, or the key an accessor column is named by. */
const columnId = (column: { id?: string }) => column.id ?? (column as { accessorKey?: string }).accessorKey ?? "";

/** At most this many offers side by side. */
const COMPARE_MAX = 3;

const named = (items: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  items?.map((item) => ({ value: String(item.id), label: item.name }));

// Checked against the request's own query schema. Category and promo channel options arrive from the
// server; until then the field has none, so a link's value is checked by the contract alone.
const filtersOf = (
  categories?: ReadonlyArray<{ id: number; name: string }>,
  channels?: ReadonlyArray<{ id: number; name: string }>,
  devices?: ReadonlyArray<{ id: number; name: "all" | "desktop" | "mobile" }>,
): ReadonlyArray<FilterField> =>
  withContract(OfferQuery, [
    { name: "category", labelId: "offers.filter.category", kind: "select", ...(categories ? { options: named(categories) } : {}) },
    {
      name: "country",
      labelId: "offers.filter.country",
      kind: "list",
      picker: "countries",
      itemCase: "upper",
      itemErrorId: "lists.conversions.countryError",
    },
    {
      name: "device",
      labelId: "offers.filter.device",
      kind: "select",
      // The device lookup (/devices); the spec's targeting values until it answers.
      options: (devices ?? (["all", "desktop", "mobile"] as const).map((name, id) => ({ id, name }))).map((d) => ({
        value: String(d.id),
        labelId: `offers.device.${d.name}`,
      })),
    },
    { name: "promoChannel", labelId: "offers.filter.promoChannel", kind: "select", ...(channels ? { options: named(channels) } : {}) },
    {
      name: "status",
      labelId: "offers.filter.status",
      kind: "select",
      options: Object.values(OFFER_AVAILABILITY).map((value) => ({
        value: String(value),
        labelId: `offers.availability.${availabilityName(value)}`,
      })),
    },
  ]);

export default function OffersPage() {
  const intl = useIntl();
  const publisher = usePublisher();
  const categories = useApiQuery(
    withApi((api) => api.offers.categories()),
    "categories",
  );
  const channels = useApiQuery(
    withApi((api) => api.lookups.promoChannels()),
    "promo-channels",
  );
  const devices = useApiQuery(
    withApi((api) => api.lookups.devices()),
    "devices",
  );
  const filters = useMemo(
    () => filtersOf(categories.data?.["hydra:member"], channels.data?.["hydra:member"], devices.data?.["hydra:member"]),
    [categories.data, channels.data, devices.data],
  );
  const state = useListState({ query: OfferQuery, sortable: OFFER_ORDER, filters: [...filters, "search"] });
  const offers = useListQuery(state, (query) => withApi((api) => api.offers.list({ urlParams: query })));
  const { retry } = offers;
  // Offers picked for the comparison, kept across pages and searches (their rows as loaded).
  const [picked, setPicked] = useState<ReadonlyMap<number, Offer>>(new Map());
  const [comparing, setComparing] = useState(false);
  const toggle = useCallback(
    (offer: Offer) =>
      setPicked((current) => {
        const next = new Map(current);
        if (next.has(offer.relativeId)) next.delete(offer.relativeId);
        else if (next.size < COMPARE_MAX) next.set(offer.relativeId, offer);
        return next;
      }),
    [],
  );
  const compare = useMemo(
    () => ({
      picked: new Set(picked.keys()),
      full: picked.size >= COMPARE_MAX,
      toggle,
      labelOf: (offer: Offer) => intl.formatMessage({ id: "offerCompare.pick" }, { name: `#${offer.relativeId} ${offer.displayName}` }),
    }),
    [picked, toggle, intl],
  );
  const [hidden, setHidden] = useHiddenColumns("offers");
  // A row's Request and Get link ask the server: offline they wait, described by one reason above the table (while a row has one).
  const network = useNeedsNetwork();
  const columns = useMemo(
    () => offerColumns(publisher.currency.symbol, retry, network, compare).filter((c) => !hidden.includes(columnId(c))),
    [publisher.currency.symbol, retry, network, compare, hidden],
  );
  const { setFilters, filters: values } = state;
  const onSearch = useCallback((search: string) => setFilters({ ...values, search }), [setFilters, values]);

  return (
    <div className="space-y-4">
      <PageTitle id="menu.offers" />
      <ListView<Offer>
        label={intl.formatMessage({ id: "menu.offers" })}
        state={state}
        columns={columns}
        query={offers}
        rowKey={(row) => String(row.relativeId)}
        filters={filters}
        dateRange={false}
        actions={
          <>
            <OfferSearch value={values.search ?? ""} onSearch={onSearch} />
            <ColumnChooser columns={CHOOSABLE} hidden={hidden} onChange={setHidden} />
            <button type="button" className={toolbarButton} disabled={picked.size < 2} onClick={() => setComparing(true)}>
              <FormattedMessage id="offerCompare.open" values={{ count: picked.size, max: COMPARE_MAX }} />
            </button>
          </>
        }
        beforeTable={
          offers.data?.["hydra:member"].some(
            (o) => o.availability === OFFER_AVAILABILITY.on_request || o.availability === OFFER_AVAILABILITY.available,
          ) && network.note
        }
      />
      {comparing && (
        <Suspense fallback={null}>
          <OfferCompareDialog offers={[...picked.values()]} symbol={publisher.currency.symbol} onClose={() => setComparing(false)} />
        </Suspense>
      )}
    </div>
  );
}
