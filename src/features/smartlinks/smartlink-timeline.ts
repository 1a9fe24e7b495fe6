/**
 * A smartlink's timeline (issue 13): its lifecycle as the server dated it (the campaign's `history`:
 * requested, in review, live, on test, suspended, resumed, declined, archived) and what the journal
 * saw the publisher do to it (a launch or a request, a change of traffic type and countries), oldest
 * first. The journal holds the flows' API answers, so an entry belongs to this smartlink when its
 * answer names the smartlink's IRI.
 */
import type { CampaignStatus, SmartlinkCampaign } from "../../../contracts/smartlinks.contract";
import type { JournalEntry } from "../../journal/journal";

export type TimelineKind =
  | "requested"
  | "inReview"
  | "launched"
  | "approved"
  | "resumed"
  | "test"
  | "suspended"
  | "declined"
  | "archived"
  | "youLaunched"
  | "youRequested"
  | "youEdited";

export interface TimelineItem {
  readonly key: string;
  readonly kind: TimelineKind;
  readonly at: string;
  /** Who made the step: the network (its server's dates) or the publisher (the journal). */
  readonly by: "server" | "you";
}

/** A step of the server's history in words: "active" is a launch, an approval or a resumption by what came before. */
const kindOf = (status: CampaignStatus, before: CampaignStatus | undefined): TimelineKind => {
  switch (status) {
    case "pending":
      return "requested";
    case "in_review":
      return "inReview";
    case "active":
      return before === undefined ? "launched" : before === "suspended" ? "resumed" : "approved";
    case "test":
      return "test";
    case "suspended":
      return "suspended";
    case "declined":
      return "declined";
    case "archived":
      return "archived";
  }
};

const outputOf = (entry: JournalEntry): { smartlink?: unknown; status?: unknown } | null => {
  const output = (entry.payload as { output?: unknown } | null)?.output;
  return typeof output === "object" && output !== null ? (output as { smartlink?: unknown; status?: unknown }) : null;
};

/** The publisher's own steps on the smartlink `smartlinkIri`, from any flow's journal entries. */
export const journalSteps = (entries: ReadonlyArray<JournalEntry>, smartlinkIri: string): ReadonlyArray<TimelineItem> =>
  entries.flatMap((entry): TimelineItem[] => {
    const output = outputOf(entry);
    if (output?.smartlink !== smartlinkIri) return [];
    if (entry.type === "xstate.done.actor.launchSmartlink") {
      return [{ key: `journal-${entry.seq}`, kind: output.status === "pending" ? "youRequested" : "youLaunched", at: entry.at, by: "you" }];
    }
    if (entry.type === "xstate.done.actor.editCampaign")
      return [{ key: `journal-${entry.seq}`, kind: "youEdited", at: entry.at, by: "you" }];
    return [];
  });

/** How far the journal's clock and the server's may differ for one step. */
const TIE_MS = 60_000;

/** The timeline: the campaign's history and the journal's steps, oldest first (the server's first on a tie). */
export const smartlinkTimeline = (campaign: SmartlinkCampaign | null, steps: ReadonlyArray<TimelineItem>): ReadonlyArray<TimelineItem> => {
  const history = campaign?.history ?? [];
  const since = history[0] === undefined ? Number.NaN : Date.parse(history[0].at);
  // Steps of an earlier campaign of the same smartlink (archived since) are not this campaign's.
  const recent = steps.filter((s) => Date.parse(s.at) >= since - TIE_MS);
  // The launch or request the journal saw is the server's first step, made by the publisher: one item.
  const start = recent.find((s) => s.kind === "youLaunched" || s.kind === "youRequested");
  const server = history.map((h, i): TimelineItem => ({
    key: `server-${i}`,
    kind: kindOf(h.status, history[i - 1]?.status),
    at: h.at,
    by: i === 0 && start ? "you" : "server",
  }));
  const own = recent.filter((s) => s !== start);
  return [...server, ...own]
    .map((item, order) => ({ item, order, ms: Date.parse(item.at) }))
    .sort((a, b) => a.ms - b.ms || a.order - b.order)
    .map(({ item }) => item);
};
