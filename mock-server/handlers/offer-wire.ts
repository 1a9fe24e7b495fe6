/** The wire shape of an offer, its goals and creatives, as the signed-in publisher sees them. */
import { iri } from "../../contracts/hydra";
import { OFFER_AVAILABILITY, type Offer, type OfferAvailability, type OfferCreative } from "../../contracts/offers.contract";
import { CATEGORIES, type CatalogueCreative, type CatalogueOffer, PROMO_CHANNELS } from "../store/offer-catalogue";
import type { PublisherRecord } from "../store/records";

const CATEGORY = new Map(
  CATEGORIES.map((c) => [c.id, { "@id": iri("categories", c.id), "@type": "Category" as const, id: c.id, name: c.name }]),
);
const PROMO = new Map(
  PROMO_CHANNELS.map((c) => [c.id, { "@id": iri("promo_channels", c.id), "@type": "PromoChannel" as const, id: c.id, name: c.name }]),
);

/** Availabilities under which the publisher has a tracking link. */
export const HAS_LINK: ReadonlySet<OfferAvailability> = new Set([OFFER_AVAILABILITY.live, OFFER_AVAILABILITY.test]);

/** The default tracking link of an offer for a publisher (the link builder adds its parameters). */
export const trackingLink = (offer: number, publisher: number) => `https://trk.affnet.example/click?o=${offer}&p=${publisher}`;

export const creativeUrl = (id: number) => iri("cdn", "creatives", `${id}.svg`);
export const previewUrl = (offer: number) => iri("cdn", "offers", `${offer}.svg`);

export const offerWire = (o: CatalogueOffer, availability: OfferAvailability, user: PublisherRecord): Offer => ({
  "@id": iri("offers", o.relativeId),
  "@type": "Offer",
  id: o.relativeId,
  relativeId: o.relativeId,
  displayName: o.displayName,
  description: o.description,
  previewImage: previewUrl(o.relativeId),
  categories: o.categories.map((c) => CATEGORY.get(c)!),
  status: o.status,
  availability,
  allowedCountries: o.allowedCountries,
  deniedCountries: o.deniedCountries,
  device: o.device,
  platforms: o.platforms,
  connectionTypes: o.connectionTypes,
  promoChannels: o.promoChannels.map((c) => PROMO.get(c)!),
  goals: o.goals.map((g) => ({
    "@id": iri("offer_goals", g.id),
    "@type": "OfferGoal",
    id: g.id,
    key: g.goal.key,
    title: g.goal.title,
    type: g.goal.type,
    payoutType: g.payoutType,
    payout: g.payout,
    countryPayouts: g.countryPayouts,
  })),
  landingPages: o.landingPages.map((l) => ({
    "@id": iri("landing_pages", l.id),
    "@type": "LandingPage",
    id: l.id,
    landingPage: l.name,
    url: l.url,
  })),
  currency: user.currency.name,
  payout: o.payout,
  approximatePayout: o.approximatePayout,
  trackingLink: HAS_LINK.has(availability) ? trackingLink(o.relativeId, user.relativeId) : null,
});

export const creativeWire = (c: CatalogueCreative): OfferCreative => ({
  "@id": iri("offer_creatives", c.id),
  "@type": "OfferCreative",
  id: c.id,
  offer: iri("offers", c.offer),
  name: c.name,
  kind: c.kind,
  width: c.width,
  height: c.height,
  url: creativeUrl(c.id),
});
