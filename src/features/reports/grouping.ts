/**
 * The report grouping rules (spec 02 sections 5 and 6), on the portal's side. The URL's `groupBy`
 * holds the API's dimension; the chooser offers the spec's options, each mapped to one
 * (docs/decisions/020 and 035):
 * - default date; offer and offer-goal fall back to date when a URL asks for them on arrival;
 * - smartlink needs ROLE_SMARTLINKS and is not on Goal performance; landing needs ROLE_CUSTOM_LANDINGS;
 *   goal only on Revenue and Goal performance (a URL asking otherwise falls back to date);
 * - smartlink is disabled while offer filters exist, offer while smartlinks are selected (a URL that
 *   combines them anyway is sent, and the server's violation is shown).
 */
import type { ReportGrouping } from "../../../contracts/reports.contract";
import { REPORT_GROUPINGS } from "../../../contracts/reports.contract";

export type StatisticsTab = "summary" | "revenue" | "goalPerformance";

/** The chooser's options, in the spec's order, with the dimension each asks for. */
export const GROUPING_OPTIONS = [
  { option: "browser", groupBy: "browser" },
  { option: "country", groupBy: "country" },
  { option: "date", groupBy: "date" },
  { option: "device", groupBy: "device" },
  { option: "landing", groupBy: "landing" },
  { option: "goal", groupBy: "offerGoal" },
  { option: "offer", groupBy: "offerCampaign" },
  { option: "os", groupBy: "os" },
  { option: "smartlink", groupBy: "smartlinkCampaign" },
  { option: "tracker", groupBy: "track" },
  { option: "subsource", groupBy: "subSource" },
  { option: "sub1", groupBy: "sub1" },
  { option: "sub2", groupBy: "sub2" },
  { option: "sub3", groupBy: "sub3" },
  { option: "sub4", groupBy: "sub4" },
  { option: "sub5", groupBy: "sub5" },
  { option: "sub6", groupBy: "sub6" },
] as const satisfies ReadonlyArray<{ option: string; groupBy: ReportGrouping }>;

export type GroupingOption = (typeof GROUPING_OPTIONS)[number];

export const DEFAULT_GROUPING: ReportGrouping = "date";

/** Offer groupings (that fall back to date from a URL) and the filters that select offers or smartlinks. */
const OFFER_DIMENSIONS: ReadonlyArray<string> = ["offerCampaign", "offerLink", "offerGoal", "subOfferCampaign"];
export const OFFER_FILTERS = ["offerCampaignRelativeId", "offerLinkRelativeId"] as const;
export const SMARTLINK_FILTERS = ["smartlinkCampaign"] as const;

export interface GroupingContext {
  readonly tab: StatisticsTab;
  readonly roles: ReadonlyArray<string>;
  readonly filters: Readonly<Record<string, string>>;
}

/** Whether the publisher and the tab allow an option at all (an option not allowed is not offered). */
export const isOffered = ({ option }: GroupingOption, { tab, roles }: GroupingContext): boolean => {
  if (option === "landing") return roles.includes("ROLE_CUSTOM_LANDINGS");
  if (option === "goal") return tab !== "summary";
  if (option === "smartlink") return roles.includes("ROLE_SMARTLINKS") && tab !== "goalPerformance";
  return true;
};

/** Why an offered option cannot be chosen now (a message id), or null. */
export const disabledReason = ({ option }: GroupingOption, { filters }: GroupingContext): string | null => {
  if (option === "smartlink" && OFFER_FILTERS.some((name) => filters[name])) return "reports.grouping.smartlinkWithOffers";
  if (option === "offer" && SMARTLINK_FILTERS.some((name) => filters[name])) return "reports.grouping.offerWithSmartlinks";
  return null;
};

/** The grouping a URL's `groupBy` gives, on arrival: date when it is missing, unknown, not offered, or an offer grouping. */
export const groupingOnArrival = (
  asked: string | null,
  context: GroupingContext,
): { groupBy: ReportGrouping; fellBack: boolean; asked: string | null } => {
  const decided = decide(asked, context);
  return { ...decided, asked };
};

const decide = (asked: string | null, context: GroupingContext): { groupBy: ReportGrouping; fellBack: boolean } => {
  if (asked === null || asked === DEFAULT_GROUPING) return { groupBy: DEFAULT_GROUPING, fellBack: false };
  const known = (REPORT_GROUPINGS as ReadonlyArray<string>).includes(asked);
  if (!known || OFFER_DIMENSIONS.includes(asked)) return { groupBy: DEFAULT_GROUPING, fellBack: true };
  const option = GROUPING_OPTIONS.find((o) => o.groupBy === asked);
  // A dimension the chooser has no option for (hour, referrer, the sub-dimensions) is not offered
  // either: it would show as a raw, untranslated option under a "Date" column (issue 25.11).
  if (!option || !isOffered(option, context)) return { groupBy: DEFAULT_GROUPING, fellBack: true };
  return { groupBy: asked as ReportGrouping, fellBack: false };
};
