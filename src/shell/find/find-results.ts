/**
 * What the server's search answered, as the palette's groups of links (decision 060): each hit with
 * its text, a detail line and the portal page that shows it.
 */
import { Temporal } from "../../lib/temporal";
import type { SearchResults } from "../../../contracts/search.contract";

export type FindGroupKey = "offers" | "smartlinks" | "domains" | "postbacks" | "conversions" | "news";

export interface FindHit {
  readonly key: string;
  readonly text: string;
  /** A second line: an id, a URL, a date; plain data, not a sentence. */
  readonly detail?: string;
  readonly to: string;
}

export interface FindGroup {
  readonly group: FindGroupKey;
  readonly hits: ReadonlyArray<FindHit>;
}

/** The day (in the publisher's time zone) of an instant, as the lists' one-day dateRange. */
const dayRange = (datetime: string, timeZone: string) => {
  const day = Temporal.Instant.from(datetime).toZonedDateTimeISO(timeZone).toPlainDate();
  return `${day.toString()} - ${day.add({ days: 1 }).toString()}`;
};

const postbackTarget = (p: SearchResults["postbacks"][number]) =>
  p.scope === "offer" && p.offer !== null
    ? `/offers/${p.offer}?selectedTab=postback`
    : p.scope === "smartlink" && p.smartlink !== null
      ? `/smartlinks/${p.smartlink}`
      : "/settings?selectedTab=postbacks";

/** The answer's non-empty groups, in a fixed order; `formatDate` writes a conversion's time. */
export const findGroups = (
  results: SearchResults,
  timeZone: string,
  formatDate: (datetime: string) => string,
): ReadonlyArray<FindGroup> => {
  const groups: FindGroup[] = [
    {
      group: "offers",
      hits: results.offers.map((o) => ({ key: o["@id"], text: o.displayName, detail: `#${o.relativeId}`, to: `/offers/${o.relativeId}` })),
    },
    {
      group: "smartlinks",
      hits: results.smartlinks.map((s) => ({ key: s["@id"], text: s.name, detail: `#${s.relativeId}`, to: `/smartlinks/${s.relativeId}` })),
    },
    { group: "domains", hits: results.domains.map((d) => ({ key: d["@id"], text: d.name, to: "/domains" })) },
    { group: "postbacks", hits: results.postbacks.map((p) => ({ key: p["@id"], text: p.name, detail: p.url, to: postbackTarget(p) })) },
    {
      group: "conversions",
      hits: results.conversions.map((c) => {
        const query = new URLSearchParams({ dateRange: dayRange(c.datetime, timeZone) });
        if (c.externalClickId !== null) query.set("externalClickId", c.externalClickId);
        return { key: c["@id"], text: `${c.clickId} · ${c.sourceName}`, detail: formatDate(c.datetime), to: `/conversions?${query}` };
      }),
    },
    { group: "news", hits: results.news.map((n) => ({ key: n["@id"], text: n.title, to: `/announcements/article/${n.id}` })) },
  ];
  return groups.filter((g) => g.hits.length > 0);
};
