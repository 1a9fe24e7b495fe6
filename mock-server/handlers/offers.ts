/**
 * Offers: the catalogue searched (name, or "#" and a relative id), filtered by category, country,
 * device, promo channel and availability, ordered and paged; one offer; requesting access to an
 * offer on request (or taking an available offer's link, which makes it live at once); categories, creatives and goal titles.
 */
import { BadRequest, NotFound, iri } from "../../contracts/hydra";
import { OFFER_AVAILABILITY, OFFER_ORDER, OfferQuery, type OfferOrderField } from "../../contracts/offers.contract";
import type { HandlersOf } from "../handler-types";
import { fail, hydraError } from "../http-error";
import { CATALOGUE, CATALOGUE_BY_ID, CATEGORIES, type CatalogueOffer, targetsCountry } from "../store/offer-catalogue";
import type { PublisherRecord } from "../store/records";
import type { Store } from "../store/store";
import { collection, listResource, pagedList } from "./collection";
import { allOf, listValues, needle, requestedOrder } from "./list";
import { creativeWire, offerWire } from "./offer-wire";

const OFFER_LIST = listResource("Offer", OfferQuery, "offers");

const ORDER_KEY: Record<OfferOrderField, (o: CatalogueOffer) => number | string> = {
  relativeId: (o) => o.relativeId,
  displayName: (o) => o.displayName.toLowerCase(),
  payout: (o) => o.payout,
  approximatePayout: (o) => o.approximatePayout,
};

const offerOf = (id: number): CatalogueOffer => CATALOGUE_BY_ID.get(id) ?? fail(new NotFound(hydraError(404, "Not Found")));

/** Availability of each offer for the publisher. */
const availabilityOf = (store: Store, user: PublisherRecord) => store.offerArea(user).availability;

export const offerHandlers: HandlersOf<"offers"> = {
  list({ urlParams: q }, { requireUser, store, request }) {
    const user = requireUser();
    const availability = availabilityOf(store, user);
    const checks: Array<(o: CatalogueOffer) => boolean> = [];
    const search = needle(q.search);
    const byId = search === undefined ? undefined : /^#\s*(\d+)$/.exec(search)?.[1];
    if (byId !== undefined) checks.push((o) => String(o.relativeId) === byId);
    else if (search !== undefined) checks.push((o) => o.displayName.toLowerCase().includes(search));
    if (q.relativeId !== undefined) checks.push((o) => o.relativeId === q.relativeId);
    const categories = listValues(q.category, q["category[]"])?.map(Number);
    if (categories) checks.push((o) => o.categories.some((c) => categories.includes(c)));
    const countries = listValues(q.country, q["country[]"])?.map((c) => c.toUpperCase());
    if (countries) checks.push((o) => countries.some((c) => targetsCountry(o, c)));
    const devices = listValues(q.device, q["device[]"])?.map(Number);
    if (devices) checks.push((o) => o.device === 0 || devices.includes(o.device));
    const channels = listValues(q.promoChannel, q["promoChannel[]"])?.map(Number);
    if (channels) checks.push((o) => o.promoChannels.some((c) => channels.includes(c)));
    const statuses = listValues(q.status, q["status[]"])?.map(Number);
    if (statuses) checks.push((o) => statuses.includes(availability.get(o.relativeId)!));
    const keep = allOf(checks);
    const order = requestedOrder(request, q, OFFER_ORDER, { field: "relativeId", direction: "asc" });
    const kept = CATALOGUE.flatMap((o, i) => (keep === undefined || keep(o) ? [i] : []));
    kept.sort((a, b) => {
      for (const { field, direction } of order) {
        const x = ORDER_KEY[field](CATALOGUE[a]!);
        const y = ORDER_KEY[field](CATALOGUE[b]!);
        if (x !== y) return (x < y ? -1 : 1) * (direction === "asc" ? 1 : -1);
      }
      return CATALOGUE[a]!.relativeId - CATALOGUE[b]!.relativeId;
    });
    return pagedList(request, OFFER_LIST, q, kept, (p) => offerWire(CATALOGUE[p]!, availability.get(CATALOGUE[p]!.relativeId)!, user));
  },

  get({ path }, { requireUser, store }) {
    const user = requireUser();
    const offer = offerOf(path.id);
    return offerWire(offer, availabilityOf(store, user).get(offer.relativeId)!, user);
  },

  requestAccess({ path }, { requireUser, store }) {
    const user = requireUser();
    const offer = offerOf(path.id);
    const availability = availabilityOf(store, user);
    // An available offer is public: taking its link (Get link) grants access at once, and it is live
    // from then on (issue 12, decision 028). An offer on request waits for the manager.
    const now = availability.get(offer.relativeId);
    const next =
      now === OFFER_AVAILABILITY.available
        ? OFFER_AVAILABILITY.live
        : now === OFFER_AVAILABILITY.on_request
          ? OFFER_AVAILABILITY.requested
          : null;
    if (next === null) return fail(new BadRequest(hydraError(400, "Access to this offer cannot be requested.")));
    availability.set(offer.relativeId, next);
    return offerWire(offer, next, user);
  },

  categories: () =>
    collection(
      { path: iri("categories"), type: "Category" },
      CATEGORIES.map((c) => ({ "@id": iri("categories", c.id), "@type": "Category" as const, id: c.id, name: c.name })),
    ),

  creatives({ urlParams: q }) {
    const offers = listValues(q.offer, q["offer[]"])?.map(Number);
    const creatives = CATALOGUE.filter((o) => !offers || offers.includes(o.relativeId)).flatMap((o) => o.creatives.map(creativeWire));
    return collection({ path: iri("offer_creatives"), type: "OfferCreative" }, creatives);
  },

  goalFilter({ urlParams: q }) {
    const offers = listValues(q.offer, q["offer[]"])?.map(Number);
    const search = needle(q.search);
    const goals = CATALOGUE.filter((o) => !offers || offers.includes(o.relativeId)).flatMap((o) =>
      o.goals
        .filter((g) => search === undefined || g.goal.title.toLowerCase().includes(search))
        .map((g) => ({
          "@id": iri("offer_goals", g.id),
          "@type": "OfferGoal" as const,
          id: g.id,
          key: g.goal.key,
          title: g.goal.title,
          offer: iri("offers", o.relativeId),
        })),
    );
    return collection({ path: iri("offer_goals", "filter"), type: "OfferGoal" }, goals);
  },
};
