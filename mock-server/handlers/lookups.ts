/** Countries (most popular first), device targeting, promo channels and traffic types. */
import { iri } from "../../contracts/hydra";
import type { HandlersOf } from "../handler-types";
import { COUNTRY_POPULARITY, PROMO_CHANNELS, TRAFFIC_TYPES } from "../store/offer-catalogue";
import { COUNTRIES } from "../store/traffic";
import { collection } from "./collection";

const names = new Intl.DisplayNames(["en"], { type: "region" });

const COUNTRY_LIST = COUNTRIES.map((c) => ({
  "@id": iri("countries", c.code),
  "@type": "Country" as const,
  code: c.code,
  name: names.of(c.code) ?? c.code,
  popularCount: COUNTRY_POPULARITY.get(c.code) ?? 0,
})).sort((a, b) => b.popularCount - a.popularCount || a.name.localeCompare(b.name));

const DEVICE_LIST = (["all", "desktop", "mobile"] as const).map((name, id) => ({
  "@id": iri("devices", id),
  "@type": "Device" as const,
  id: id as 0 | 1 | 2,
  name,
}));

const named = <T extends string>(type: T, segment: string, items: ReadonlyArray<{ id: number; name: string }>) =>
  collection(
    { path: iri(segment), type },
    items.map((i) => ({ "@id": iri(segment, i.id), "@type": type, id: i.id, name: i.name })),
  );

export const lookupHandlers: HandlersOf<"lookups"> = {
  countries: () => collection({ path: iri("countries"), type: "Country" }, COUNTRY_LIST),
  devices: () => collection({ path: iri("devices"), type: "Device" }, DEVICE_LIST),
  promoChannels: () => named("PromoChannel", "promo_channels", PROMO_CHANNELS),
  trafficTypes: () => named("TrafficType", "traffic_types", TRAFFIC_TYPES),
};
