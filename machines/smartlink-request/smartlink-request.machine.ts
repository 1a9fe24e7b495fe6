/**
 * The smartlink request flow (spec 02 sections 3, 4 and 5; issue 13): a smartlink of an available
 * vertical is launched, one of an on-request vertical is requested; the publisher chooses the traffic
 * type, the countries, the domain, a custom URL and the tracking parameters, then the server answers
 * live at once or requested. A request then moves through review to live, or to declined; the
 * manager may put it on test, suspend a live smartlink and resume it, and disable a vertical, which
 * then takes no traffic whatever its smartlinks' campaigns say. Those moves are the server's:
 * the machine learns them when the page gains focus or the publisher asks (`smartlink.refresh`,
 * docs/decisions/031-smartlink-request-machine.md), never from a timer. While the campaign is
 * requested, in review, on test or live (and its vertical takes traffic), the publisher may change
 * its traffic type, countries, domain and custom URL (`smartlink.edit`: PATCH /campaigns/{id},
 * docs/decisions/037-smartlink-page.md and 049).
 */
import { assign, setup } from "xstate";
import type {
  CampaignEdit,
  CampaignInput,
  Smartlink,
  SmartlinkCampaign,
  SmartlinkVertical,
  TrackingParams,
} from "../../contracts/smartlinks.contract";
import {
  type FieldErrors,
  type FormMessage,
  type Violation,
  formErrorOf,
  isTag,
  formFailureOf,
  hasErrors,
  isBlank,
  violationsOfNoField,
  withoutErrorsOf,
} from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

/** What the flow shows a smartlink as: one state of the machine each, and one label (decision 049). */
export type SmartlinkStage = "available" | "onRequest" | "requested" | "inReview" | "live" | "test" | "suspended" | "declined" | "disabled";

/** The smartlink, the publisher's current campaign of it and its vertical, as the server reports them. */
export interface SmartlinkReport {
  readonly smartlink: Smartlink;
  readonly campaign: SmartlinkCampaign | null;
  readonly vertical: SmartlinkVertical;
}

/**
 * The stage of a report: disabled while the vertical is (it takes no traffic, whatever the campaign
 * says); else the campaign's status when there is one, else the smartlink's display state.
 */
export const stageOf = ({ smartlink, campaign, vertical }: SmartlinkReport): SmartlinkStage => {
  if (vertical.availability === "disabled") return "disabled";
  switch (campaign?.status) {
    case "pending":
      return "requested";
    case "in_review":
      return "inReview";
    case "active":
      return "live";
    case "test":
      return "test";
    case "suspended":
      return "suspended";
    case "declined":
      return "declined";
    default:
      return smartlink.status === "on_request" ? "onRequest" : "available";
  }
};

export interface LaunchValues {
  readonly trafficType: string;
  readonly countries: ReadonlyArray<string>;
  readonly domain: string;
  readonly customUrl: string;
  readonly trackingParams: TrackingParams;
}
export type LaunchField = "trafficType" | "countries" | "domain" | "customUrl";
export const LAUNCH_FIELDS: ReadonlyArray<LaunchField> = ["trafficType", "countries", "domain", "customUrl"];

/** The spec's messages of the smartlink form (spec 02 section 5), as message ids of smartlinks.json. */
export const SMARTLINK_VALIDATION = {
  trafficTypeRequired: { id: "smartlinks.validation.trafficTypeRequired" },
  countryRequired: { id: "smartlinks.validation.countryRequired" },
  incorrectUrl: { id: "smartlinks.validation.incorrectUrl" },
} as const satisfies Record<string, FormMessage>;

/**
 * Custom URLs: http, https or ftp. The same as the contract's `CUSTOM_URL_PATTERN` (the server's rule;
 * tests/mock-server/smartlinks.test.ts holds them equal), written here so that the flow's chunk does
 * not take the contract module's values.
 */
export const CUSTOM_URL_PATTERN = /^(https?|ftp):\/\/[^\s/?#]+[^\s]*$/i;

/** The form's rules, the same as the server's: a traffic type; a country when the vertical asks; a custom URL over http, https or ftp. */
export const validateLaunch = (values: LaunchValues, countryRequired: boolean): FieldErrors<LaunchField> => {
  const errors: FieldErrors<LaunchField> = {};
  if (isBlank(values.trafficType)) errors.trafficType = [SMARTLINK_VALIDATION.trafficTypeRequired];
  if (countryRequired && values.countries.length === 0) errors.countries = [SMARTLINK_VALIDATION.countryRequired];
  if (!isBlank(values.customUrl) && !CUSTOM_URL_PATTERN.test(values.customUrl.trim()))
    errors.customUrl = [SMARTLINK_VALIDATION.incorrectUrl];
  return errors;
};

/** The POST /campaigns payload of the form's values. */
export const launchPayload = (smartlink: string, values: LaunchValues): CampaignInput => ({
  smartlink,
  trafficType: values.trafficType,
  countries: [...values.countries],
  domain: isBlank(values.domain) ? null : values.domain,
  customUrl: isBlank(values.customUrl) ? null : values.customUrl.trim(),
  trackingParams: values.trackingParams,
});

/** The fields of an edit of a live or requested smartlink: all but the tracking parameters (the link builder's). */
export const EDIT_FIELDS: ReadonlyArray<LaunchField> = ["trafficType", "countries", "domain", "customUrl"];

/** The PATCH /campaigns/{id} payload of the form's values. */
export const editPayload = (values: LaunchValues): CampaignEdit => ({
  trafficType: values.trafficType,
  countries: [...values.countries],
  domain: isBlank(values.domain) ? null : values.domain,
  customUrl: isBlank(values.customUrl) ? null : values.customUrl.trim(),
});

export const EMPTY_LAUNCH: LaunchValues = { trafficType: "", countries: [], domain: "", customUrl: "", trackingParams: {} };

/** The edit form's values for a campaign as it is saved: what `startEdit` opens with. */
export const editValues = (
  campaign: { trafficType?: string | null; countries?: ReadonlyArray<string>; domain?: string | null; customUrl?: string | null } | null,
): LaunchValues => ({
  ...EMPTY_LAUNCH,
  trafficType: campaign?.trafficType ?? "",
  countries: [...(campaign?.countries ?? [])],
  domain: campaign?.domain ?? "",
  customUrl: campaign?.customUrl ?? "",
});

/** Whether the form holds something other than `from` (what it opened with): typed work a page must not drop unasked. */
export const changedFrom = (values: LaunchValues, from: LaunchValues): boolean =>
  values.trafficType !== from.trafficType ||
  values.domain !== from.domain ||
  values.customUrl.trim() !== from.customUrl.trim() ||
  values.countries.length !== from.countries.length ||
  values.countries.some((country, i) => country !== from.countries[i]) ||
  JSON.stringify(values.trackingParams) !== JSON.stringify(from.trackingParams);

export interface SmartlinkRequestContext {
  readonly relativeId: number;
  report: SmartlinkReport | null;
  values: LaunchValues;
  errors: FieldErrors<LaunchField>;
  formError: FormMessage | null;
  loadError: FormMessage | null;
  /** The last load answered 404: the smartlink does not exist. */
  notFound: boolean;
}

export type SmartlinkRequestEvent =
  | { type: "smartlink.launch" }
  | { type: "smartlink.request" }
  | { type: "smartlink.refresh" }
  | { type: "smartlink.edit" }
  | { type: "field.change"; values: Partial<LaunchValues> }
  | { type: "form.submit" }
  | { type: "form.cancel" }
  | { type: "load.retry" };

const stage = (name: SmartlinkStage) => ({ guard: { type: "isStage" as const, params: { stage: name } }, target: name });

export const smartlinkRequestMachine = setup({
  types: {
    context: {} as SmartlinkRequestContext,
    events: {} as SmartlinkRequestEvent,
    input: {} as { relativeId: number },
  },
  actors: {
    /** GET /smartlinks/{id}, its current campaign and its vertical. */
    loadSmartlink: providedByTheApp<SmartlinkReport, { relativeId: number }>("loadSmartlink"),
    /** POST /campaigns: answers the new campaign. */
    launchSmartlink: providedByTheApp<SmartlinkCampaign, CampaignInput>("launchSmartlink"),
    /** PATCH /campaigns/{id}: answers the changed campaign. */
    editCampaign: providedByTheApp<SmartlinkCampaign, { id: number; payload: CampaignEdit }>("editCampaign"),
  },
  actions: {
    /**
     * A failed call: the app sends a lost session to login and shows the violations no field took;
     * every other text the flow shows in place (`loadError`, `formError`).
     */
    reportFailure: (_, _params: { error: unknown; unhandledViolations: ReadonlyArray<Violation> }) => {},
    /** The campaign changed on the server (a launch, an edit): lists showing it refresh. */
    campaignChanged: (_, _params: { campaign: SmartlinkCampaign }) => {},
    /** The form's fields take what the publisher changed; their errors go. */
    changeFields: assign(({ context, event }) =>
      event.type === "field.change"
        ? { values: { ...context.values, ...event.values }, errors: withoutErrorsOf(context.errors, event.values) }
        : {},
    ),
    /** A submit the rules refuse: each field's message, no text above the form. */
    showErrors: assign({
      errors: ({ context }) => validateLaunch(context.values, context.report?.vertical.countryRequired ?? false),
      formError: null,
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    /** The edit form opens with the campaign's traffic type, countries, domain and custom URL. */
    startEdit: assign(({ context }) => ({
      values: editValues(context.report?.campaign ?? null),
      errors: {},
      formError: null,
    })),
  },
  guards: {
    isStage: ({ context }, { stage: name }: { stage: SmartlinkStage }) => context.report !== null && stageOf(context.report) === name,
    isInvalid: ({ context }) => hasErrors(validateLaunch(context.values, context.report?.vertical.countryRequired ?? false)),
  },
}).createMachine({
  id: "smartlinkRequest",
  context: ({ input }) => ({
    relativeId: input.relativeId,
    report: null,
    values: EMPTY_LAUNCH,
    errors: {},
    formError: null,
    loadError: null,
    notFound: false,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSmartlink",
        src: "loadSmartlink",
        input: ({ context }) => ({ relativeId: context.relativeId }),
        onDone: { target: "routing", actions: assign({ report: ({ event }) => event.output, loadError: null, notFound: false }) },
        onError: {
          target: "failed",
          actions: [
            assign({
              loadError: ({ event }) => formErrorOf(event.error),
              notFound: ({ event }) => isTag(event.error, "RequestFailed") && event.error.status === 404,
            }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error, unhandledViolations: [] }) },
          ],
        },
      },
    },
    failed: { on: { "load.retry": "loading" } },
    /** Where the server's report puts the flow. */
    routing: {
      always: [
        stage("disabled"),
        stage("available"),
        stage("onRequest"),
        stage("requested"),
        stage("inReview"),
        stage("live"),
        stage("test"),
        stage("suspended"),
        { target: "declined" },
      ],
    },
    available: {
      on: {
        "smartlink.launch": { target: "choosing", actions: assign({ values: EMPTY_LAUNCH, errors: {}, formError: null }) },
        "smartlink.refresh": "loading",
      },
    },
    onRequest: {
      on: {
        "smartlink.request": { target: "choosing", actions: assign({ values: EMPTY_LAUNCH, errors: {}, formError: null }) },
        "smartlink.refresh": "loading",
      },
    },
    /** Traffic type, countries, domain, custom URL and tracking parameters. */
    choosing: {
      on: {
        "field.change": { actions: "changeFields" },
        "form.submit": [
          { guard: "isInvalid", actions: "showErrors" },
          { target: "submitting", actions: "clearErrors" },
        ],
        "form.cancel": "routing",
      },
    },
    submitting: {
      invoke: {
        id: "launchSmartlink",
        src: "launchSmartlink",
        input: ({ context }) => launchPayload(context.report!.smartlink["@id"], context.values),
        onDone: {
          target: "routing",
          actions: [
            assign({ report: ({ context, event }) => ({ ...context.report!, campaign: event.output }) }),
            { type: "campaignChanged", params: ({ event }) => ({ campaign: event.output }) },
          ],
        },
        // A 422 goes to the fields; a refusal (a disabled vertical, the limit) above the form.
        onError: {
          target: "choosing",
          actions: [
            assign(({ event }) => formFailureOf(event.error, LAUNCH_FIELDS)),
            {
              type: "reportFailure",
              params: ({ event }) => ({ error: event.error, unhandledViolations: violationsOfNoField(event.error, LAUNCH_FIELDS) }),
            },
          ],
        },
      },
    },
    requested: { on: { "smartlink.edit": { target: "editing", actions: "startEdit" }, "smartlink.refresh": "loading" } },
    inReview: { on: { "smartlink.edit": { target: "editing", actions: "startEdit" }, "smartlink.refresh": "loading" } },
    live: { on: { "smartlink.edit": { target: "editing", actions: "startEdit" }, "smartlink.refresh": "loading" } },
    test: { on: { "smartlink.edit": { target: "editing", actions: "startEdit" }, "smartlink.refresh": "loading" } },
    suspended: { on: { "smartlink.refresh": "loading" } },
    declined: { on: { "smartlink.refresh": "loading" } },
    /** The vertical is disabled: no launch, no request, no edit, no link until the manager enables it again. */
    disabled: { on: { "smartlink.refresh": "loading" } },
    /** The traffic type, countries, domain and custom URL of a requested, in-review, test or live campaign. */
    editing: {
      on: {
        "field.change": { actions: "changeFields" },
        "form.submit": [
          { guard: "isInvalid", actions: "showErrors" },
          { target: "saving", actions: "clearErrors" },
        ],
        "form.cancel": "routing",
      },
    },
    saving: {
      invoke: {
        id: "editCampaign",
        src: "editCampaign",
        input: ({ context }) => ({ id: context.report!.campaign!.id, payload: editPayload(context.values) }),
        onDone: {
          target: "routing",
          actions: [
            assign({ report: ({ context, event }) => ({ ...context.report!, campaign: event.output }) }),
            { type: "campaignChanged", params: ({ event }) => ({ campaign: event.output }) },
          ],
        },
        // A 422 goes to the fields; a refusal (the manager suspended or declined it meanwhile) above the form.
        onError: {
          target: "editing",
          actions: [
            assign(({ event }) => formFailureOf(event.error, EDIT_FIELDS)),
            {
              type: "reportFailure",
              params: ({ event }) => ({ error: event.error, unhandledViolations: violationsOfNoField(event.error, EDIT_FIELDS) }),
            },
          ],
        },
      },
    },
  },
});
