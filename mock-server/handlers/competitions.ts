/** Competitions: will start, live or ended by the server's clock, with the position and the points to advance. */
import type { Competition } from "../../contracts/competitions.contract";
import type { HandlersOf } from "../handler-types";
import { competitionStatus, competitionsOf } from "../store/competitions";
import { aggregate } from "../store/report-engine";
import { trafficOf } from "../store/statistics";
import { collection, listResource } from "./collection";
import { isoSeconds, timeZoneOf } from "./list";

const LIST = listResource("Competition", null, "competitions.jsonld");
const ITEM = (id: number) => `${LIST.path.replace(/\.jsonld$/, "")}/${id}`;

export const competitionHandlers: HandlersOf<"competitions"> = {
  list(_input, { requireUser, store, clock }) {
    const user = requireUser();
    const nowMs = clock.nowMs();
    const members = competitionsOf(user, store.seededAtMs).map((c): Competition => {
      const status = competitionStatus(c, nowMs);
      // One point per unit of payout earned from the start until now (or the end).
      const points =
        status === "will_start"
          ? 0
          : aggregate(trafficOf(store, user), timeZoneOf(user), { startMs: c.startMs, endMs: Math.min(nowMs, c.endMs) }, null, false).total
              .payout;
      return {
        "@id": ITEM(c.id),
        "@type": "Competition",
        id: c.id,
        title: c.title,
        description: c.description,
        prize: c.prize,
        startDate: isoSeconds(c.startMs),
        endDate: isoSeconds(c.endMs),
        status,
        participants: c.participants,
        position: status === "will_start" ? null : c.rank,
        points,
        pointsToAdvance: status === "live" && c.rank > 1 ? Math.round(points * c.gap * 100) / 100 + 0.01 : null,
      };
    });
    return collection(LIST, members);
  },
};
