/**
 * Smartlinks (spec 02 sections 2-9; docs/decisions/030-smartlinks-on-the-wire.md): the catalogue
 * with the publisher's display state, the verticals, and the publisher's campaigns. A launch on an
 * available vertical is live at once; on an on-request vertical it is pending until the manager
 * (the /__mock/smartlinks controls) decides. Only publishers with ROLE_SMARTLINKS get an answer.
 */
import { BadRequest, Forbidden, NotFound, type Violation, iri } from "../../contracts/hydra";
import type {
  CampaignEdit,
  CampaignInput,
  CampaignStatus,
  Smartlink,
  SmartlinkCampaign,
  SmartlinkVertical,
} from "../../contracts/smartlinks.contract";
import { CUSTOM_URL_PATTERN, CampaignQuery, SmartlinkQuery } from "../../contracts/smartlinks.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError, violations } from "../http-error";
import type { PublisherRecord } from "../store/records";
import { CERT_STATUS } from "../../contracts/domains.contract";
import { certStatusOf } from "../store/network";
import {
  type CampaignRecord,
  RUNNING,
  SMARTLINK_CATALOGUE,
  type SmartlinkRecord,
  TRAFFIC_TYPES,
  type VerticalRecord,
  displayState,
} from "../store/smartlinks";
import { COUNTRIES } from "../store/traffic";
import { SHORTLINK_MESSAGES } from "./shortlinks";
import { collection, listResource, pagedList } from "./collection";
import { isoSeconds } from "./list";

/** The texts the smartlink rules answer with (spec 02 sections 5, 6 and 8). */
export const SMARTLINK_MESSAGES = {
  verticalDisabled: "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.",
  trafficTypeRequired: "Please specify a traffic type",
  countryRequired: "Please select a country",
  incorrectUrl: "Please, input correct url",
  limitReached: "Smartlinks limit exceeded. Extra smartlinks must be requested from your manager.",
  alreadyLaunched: "This smartlink is already launched or requested.",
  declined: "The request for this smartlink was declined. Please contact your manager for support.",
  notEditable: "This smartlink can no longer be changed. Please contact your manager for support.",
  invalid: "This value is not valid.",
  unknownDomain: SHORTLINK_MESSAGES.domain,
  unvalidatedDomain: SHORTLINK_MESSAGES.unvalidated,
} as const;

/** A country code the /countries lookup does not know (on the item's property path, `countries[1]`). */
export const unknownCountry = (code: string) => `${code} is not a valid country code.`;

/** The codes of the /countries lookup: the only ones a campaign may target. */
const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.code));

export const SMARTLINK_ROLE = "ROLE_SMARTLINKS";

/** Statuses in which the publisher may change a campaign's settings (not once suspended, declined or archived). */
export const EDITABLE: ReadonlySet<CampaignStatus> = new Set(["pending", "in_review", "test", "active"]);

const SMARTLINK_LIST = listResource("Smartlink", SmartlinkQuery, "smartlinks");
const CAMPAIGN_LIST = listResource("SmartlinkCampaign", CampaignQuery, "campaigns");

/** The signed-in publisher, or a 403 without ROLE_SMARTLINKS. */
const smartlinkUser = ({ requireUser }: HandlerContext): PublisherRecord => {
  const user = requireUser();
  if (!user.roles.includes(SMARTLINK_ROLE)) fail(new Forbidden(hydraError(403, "Access Denied.")));
  return user;
};

const notFound = (): never => fail(new NotFound(hydraError(404, "Not Found")));

const smartlinkOf = (relativeId: number) => SMARTLINK_CATALOGUE.find((s) => s.relativeId === relativeId);

const toSmartlink = (ctx: HandlerContext, user: PublisherRecord, s: SmartlinkRecord): Smartlink => {
  const store = ctx.store.smartlinks;
  const campaign = store.currentCampaign(user.relativeId, s.relativeId);
  return {
    "@id": iri("smartlinks", s.relativeId),
    "@type": "Smartlink",
    id: s.relativeId,
    relativeId: s.relativeId,
    name: s.name,
    vertical: iri("smartlink_verticals", s.verticalId),
    status: displayState(store.verticals.get(s.verticalId)!, campaign),
    campaign: campaign ? iri("campaigns", campaign.id) : null,
  };
};

/** The vertical of a campaign's smartlink. */
const verticalOf = (ctx: HandlerContext, c: CampaignRecord): VerticalRecord =>
  ctx.store.smartlinks.verticals.get(smartlinkOf(c.smartlinkId)!.verticalId)!;

/** A campaign on the wire: its link while it is live or on test and its vertical takes traffic (decision 049). */
const toCampaign = (ctx: HandlerContext, c: CampaignRecord): SmartlinkCampaign => ({
  "@id": iri("campaigns", c.id),
  "@type": "SmartlinkCampaign",
  id: c.id,
  smartlink: iri("smartlinks", c.smartlinkId),
  status: c.status,
  trafficType: iri("traffic_types", c.trafficTypeId),
  countries: c.countries,
  domain: c.domain === null ? null : iri("proxy_domains", c.domain),
  customUrl: c.customUrl,
  trackingParams: c.trackingParams,
  trackingLink:
    (c.status === "active" || c.status === "test") && verticalOf(ctx, c).availability !== "disabled"
      ? `https://trk.affnet.example/smartlink?s=${c.smartlinkId}&p=${c.publisherId}`
      : null,
  createdAt: isoSeconds(c.createdAtMs),
  history: c.history.map((h) => ({ status: h.status, at: isoSeconds(h.atMs) })),
});

/** The last path segment of `value` when it is an IRI under `collection`, as a number. */
const idIn = (value: string | null | undefined, collectionName: string): number | undefined => {
  const match = value?.match(new RegExp(`^${iri(collectionName)}/(\\d{1,9})$`));
  return match ? Number(match[1]) : undefined;
};

const refuse = (text: string): never => fail(new BadRequest(hydraError(400, text)));

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null && value !== "";

/**
 * The field violations of a launch, or of an edit merged with the campaign (`payload`), for a
 * smartlink of a vertical that may ask for a country: a known traffic type; a country where the
 * vertical asks, each code one the /countries lookup knows (refused on its item, `countries[1]`); a
 * domain given, one of the publisher's validated domains; a custom URL given, over http, https or ftp.
 */
const fieldViolations = (
  ctx: HandlerContext,
  user: PublisherRecord,
  payload: CampaignInput | CampaignEdit,
  countryRequired: boolean,
): Violation[] => {
  const list: Violation[] = [];
  const trafficTypeId = idIn(payload.trafficType, "traffic_types");
  if (!given(payload.trafficType?.trim())) {
    list.push({ propertyPath: "trafficType", message: SMARTLINK_MESSAGES.trafficTypeRequired });
  } else if (!TRAFFIC_TYPES.some((t) => t.id === trafficTypeId)) {
    list.push({ propertyPath: "trafficType", message: SMARTLINK_MESSAGES.invalid });
  }
  const countries = payload.countries ?? [];
  if (countryRequired && countries.length === 0) list.push({ propertyPath: "countries", message: SMARTLINK_MESSAGES.countryRequired });
  countries.forEach((code, i) => {
    if (!COUNTRY_CODES.has(code)) list.push({ propertyPath: `countries[${i}]`, message: unknownCountry(code) });
  });
  if (given(payload.domain)) {
    const domain = ctx.store.offerArea(user).domains.get(idIn(payload.domain, "proxy_domains") ?? 0);
    if (!domain) list.push({ propertyPath: "domain", message: SMARTLINK_MESSAGES.unknownDomain });
    else if (certStatusOf(domain, ctx.store.network.dns, user.relativeId, ctx.clock.nowMs()) !== CERT_STATUS.ok)
      list.push({ propertyPath: "domain", message: SMARTLINK_MESSAGES.unvalidatedDomain });
  }
  if (given(payload.customUrl) && !CUSTOM_URL_PATTERN.test(payload.customUrl)) {
    list.push({ propertyPath: "customUrl", message: SMARTLINK_MESSAGES.incorrectUrl });
  }
  return list;
};

export const smartlinkHandlers: HandlersOf<"smartlinks"> = {
  list({ urlParams: q }, ctx) {
    const user = smartlinkUser(ctx);
    const rows = SMARTLINK_CATALOGUE.map((s) => toSmartlink(ctx, user, s));
    const needle = q.search?.trim().toLowerCase();
    const positions = rows.flatMap((r, i) =>
      (q.relativeId === undefined || r.relativeId === q.relativeId) &&
      (!needle || r.name.toLowerCase().includes(needle)) &&
      (q.status === undefined || r.status === q.status)
        ? [i]
        : [],
    );
    return pagedList(ctx.request, SMARTLINK_LIST, q, positions, (p) => rows[p]!);
  },

  get({ path }, ctx) {
    const user = smartlinkUser(ctx);
    return toSmartlink(ctx, user, smartlinkOf(path.id) ?? notFound());
  },

  verticals(_input, ctx) {
    smartlinkUser(ctx);
    const members = [...ctx.store.smartlinks.verticals.values()].map((v): SmartlinkVertical => ({
      "@id": iri("smartlink_verticals", v.id),
      "@type": "SmartlinkVertical",
      id: v.id,
      name: v.name,
      availability: v.availability,
      countryRequired: v.countryRequired,
    }));
    return collection({ path: iri("smartlink_verticals"), type: "SmartlinkVertical" }, members);
  },

  campaigns({ urlParams: q }, ctx) {
    const user = smartlinkUser(ctx);
    const rows = ctx.store.smartlinks.campaignsOf(user.relativeId).filter((c) => q.status === undefined || c.status === q.status);
    return pagedList(ctx.request, CAMPAIGN_LIST, q, Int32Array.from(rows.keys()), (p) => toCampaign(ctx, rows[p]!));
  },

  campaign({ path }, ctx) {
    const user = smartlinkUser(ctx);
    const campaign = ctx.store.smartlinks.campaigns.get(path.id);
    return toCampaign(ctx, campaign && campaign.publisherId === user.relativeId ? campaign : notFound());
  },

  launch({ payload }, ctx) {
    const user = smartlinkUser(ctx);
    const store = ctx.store.smartlinks;
    const smartlink = smartlinkOf(idIn(payload.smartlink, "smartlinks") ?? 0);
    if (!smartlink) return fail(violations([{ propertyPath: "smartlink", message: SMARTLINK_MESSAGES.invalid }]));
    const vertical = store.verticals.get(smartlink.verticalId)!;
    if (vertical.availability === "disabled") refuse(SMARTLINK_MESSAGES.verticalDisabled);
    const current = store.currentCampaign(user.relativeId, smartlink.relativeId);
    if (current?.status === "declined") refuse(SMARTLINK_MESSAGES.declined);
    if (current) refuse(SMARTLINK_MESSAGES.alreadyLaunched);
    const running = store.campaignsOf(user.relativeId).filter((c) => RUNNING.has(c.status)).length;
    if (running >= store.limitOf(user.relativeId)) refuse(SMARTLINK_MESSAGES.limitReached);
    assertValid(fieldViolations(ctx, user, payload, vertical.countryRequired));
    const now = ctx.clock.nowMs();
    const status = vertical.availability === "available" ? "active" : "pending";
    const record: CampaignRecord = {
      id: store.nextCampaignId++,
      publisherId: user.relativeId,
      smartlinkId: smartlink.relativeId,
      status,
      trafficTypeId: idIn(payload.trafficType, "traffic_types")!,
      countries: [...new Set(payload.countries ?? [])],
      domain: given(payload.domain) ? idIn(payload.domain, "proxy_domains")! : null,
      customUrl: payload.customUrl || null,
      trackingParams: payload.trackingParams ?? {},
      createdAtMs: now,
      history: [{ status, atMs: now }],
    };
    store.campaigns.set(record.id, record);
    ctx.reply.header("location", iri("campaigns", record.id));
    return toCampaign(ctx, record);
  },
  /**
   * A change of the traffic type, the countries, the domain and the custom URL: a merge patch (a field
   * left out keeps its value), while the campaign is requested, in review, on test or live and its
   * vertical takes traffic; checked like a launch (a domain or custom URL left out is not checked again).
   */
  edit({ path, payload }, ctx) {
    const user = smartlinkUser(ctx);
    const store = ctx.store.smartlinks;
    const campaign = store.campaigns.get(path.id);
    if (!campaign || campaign.publisherId !== user.relativeId) return notFound();
    const vertical = verticalOf(ctx, campaign);
    if (vertical.availability === "disabled") refuse(SMARTLINK_MESSAGES.verticalDisabled);
    if (!EDITABLE.has(campaign.status)) refuse(SMARTLINK_MESSAGES.notEditable);
    // The domain and the custom URL are checked only when given: kept as they are, they are not checked again.
    const merged: CampaignEdit = {
      trafficType: payload.trafficType === undefined ? iri("traffic_types", campaign.trafficTypeId) : payload.trafficType,
      countries: payload.countries === undefined ? campaign.countries : payload.countries,
      domain: payload.domain,
      customUrl: payload.customUrl,
    };
    assertValid(fieldViolations(ctx, user, merged, vertical.countryRequired));
    campaign.trafficTypeId = idIn(merged.trafficType, "traffic_types")!;
    campaign.countries = [...new Set(merged.countries ?? [])];
    if (payload.domain !== undefined) campaign.domain = given(payload.domain) ? idIn(payload.domain, "proxy_domains")! : null;
    if (payload.customUrl !== undefined) campaign.customUrl = payload.customUrl || null;
    return toCampaign(ctx, campaign);
  },
};
