/** The report filter keys of spec 02 section 5, word for word, as drawer fields checked against the report's query schema. */
import { Device } from "../../../contracts/conversions.contract";
import { BROWSER_VALUES, OS_VALUES, ReportQuery } from "../../../contracts/reports.contract";
import { type FilterField, withContract } from "../../ui/list";

const text = (name: string): FilterField => ({ name, labelId: `reports.filter.${name}`, kind: "text" });

/**
 * The drawer's fields; the smartlink filter only for a publisher with ROLE_SMARTLINKS, the custom
 * landing filter (spec 02 section 6) only with ROLE_CUSTOM_LANDINGS.
 */
export const reportFilters = (smartlinks: boolean, customLandings: boolean): ReadonlyArray<FilterField> =>
  withContract(ReportQuery, [
    {
      name: "country",
      labelId: "reports.filter.country",
      kind: "list",
      picker: "countries",
      itemCase: "upper",
      itemErrorId: "lists.conversions.countryError",
    },
    {
      name: "device",
      labelId: "reports.filter.device",
      kind: "select",
      options: Device.literals.map((value) => ({ value, labelId: `lists.device.${value}` })),
    },
    { name: "os", labelId: "reports.filter.os", kind: "select", options: OS_VALUES.map((value) => ({ value, label: value })) },
    {
      name: "browser",
      labelId: "reports.filter.browser",
      kind: "select",
      options: BROWSER_VALUES.map((value) => ({ value, label: value })),
    },
    {
      name: "offerCampaignRelativeId",
      labelId: "reports.filter.offerCampaignRelativeId",
      kind: "lookup",
      lookup: "offers",
      hintId: "lists.lookup.hint",
    },
    { name: "offerLinkRelativeId", labelId: "reports.filter.offerLinkRelativeId", kind: "list" },
    text("offerGoalTitle"),
    ...(smartlinks
      ? [
          {
            name: "smartlinkCampaign",
            labelId: "reports.filter.smartlinkCampaign",
            kind: "lookup",
            lookup: "smartlinks",
            hintId: "lists.lookup.hint",
          } as const,
        ]
      : []),
    ...(customLandings
      ? [{ name: "landing", labelId: "reports.filter.landing", kind: "list", hintId: "reports.filter.landingHint" } as const]
      : []),
    text("subSourceLike"),
    text("trackLike"),
    text("referral"),
    text("date"),
    ...["sub1", "sub2", "sub3", "sub4", "sub5", "sub6"].map(text),
  ]);
