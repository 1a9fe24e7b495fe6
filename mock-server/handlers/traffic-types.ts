/** Traffic types: the lookup a smartlink or an offer link is launched with. */
import { iri } from "../../contracts/hydra";
import type { HandlersOf } from "../handler-types";
import { TRAFFIC_TYPES } from "../store/smartlinks";
import { collection } from "./collection";

export const trafficTypeHandlers: HandlersOf<"trafficTypes"> = {
  list(_input, { requireUser }) {
    requireUser();
    return collection(
      { path: iri("traffic_types"), type: "TrafficType" },
      TRAFFIC_TYPES.map((t) => ({ "@id": iri("traffic_types", t.id), "@type": "TrafficType" as const, id: t.id, name: t.name })),
    );
  },
};
