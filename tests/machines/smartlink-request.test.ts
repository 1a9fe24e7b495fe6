/**
 * The smartlink form's rules and payloads, and what the load's failure and an edit's opening leave in
 * the context (issue 33: the mutants the model test left alive or never ran). The model walks the
 * stages with one valid form; what the form refuses and what it sends are checked here, field by field.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { CampaignEdit, CampaignInput, SmartlinkCampaign } from "../../contracts/smartlinks.contract";
import { RequestFailed } from "../../src/api/errors";
import {
  EMPTY_LAUNCH,
  type LaunchValues,
  type SmartlinkReport,
  changedFrom,
  editPayload,
  editValues,
  launchPayload,
  smartlinkRequestMachine,
  validateLaunch,
} from "../../machines/smartlink-request/smartlink-request.machine";

const TRAFFIC = "/publisher/api/traffic_types/3";
const valid: LaunchValues = { ...EMPTY_LAUNCH, trafficType: TRAFFIC };
const REQUIRED = { id: "smartlinks.validation.trafficTypeRequired" };
const COUNTRY = { id: "smartlinks.validation.countryRequired" };
const URL = { id: "smartlinks.validation.incorrectUrl" };

describe("the smartlink form's rules", () => {
  it("asks for a traffic type, blank or spaces alike", () => {
    expect(validateLaunch(EMPTY_LAUNCH, false)).toEqual({ trafficType: [REQUIRED] });
    expect(validateLaunch({ ...EMPTY_LAUNCH, trafficType: "  " }, false)).toEqual({ trafficType: [REQUIRED] });
    expect(validateLaunch(valid, false)).toEqual({});
  });

  it("asks for a country only when the vertical does", () => {
    expect(validateLaunch(valid, true)).toEqual({ countries: [COUNTRY] });
    expect(validateLaunch({ ...valid, countries: ["DE"] }, true)).toEqual({});
    expect(validateLaunch(valid, false)).toEqual({});
  });

  it("takes a custom URL over http, https or ftp, spaces around it trimmed, and nothing else", () => {
    for (const customUrl of ["http://example.com", "HTTPS://example.com/path?x=1", "ftp://files.example.com", "  https://e.com  ", ""])
      expect(validateLaunch({ ...valid, customUrl }, false), customUrl).toEqual({});
    for (const customUrl of ["example.com", "mailto:a@b.c", "https://", "https://exa mple.com", "javascript://x", "://example.com"])
      expect(validateLaunch({ ...valid, customUrl }, false), customUrl).toEqual({ customUrl: [URL] });
  });

  it("gives each field its own message at once", () => {
    expect(validateLaunch({ ...EMPTY_LAUNCH, customUrl: "nope" }, true)).toEqual({
      trafficType: [REQUIRED],
      countries: [COUNTRY],
      customUrl: [URL],
    });
  });
});

const values: LaunchValues = {
  trafficType: TRAFFIC,
  countries: ["DE", "FR"],
  domain: "/publisher/api/domains/4",
  customUrl: "  https://landing.example.com  ",
  trackingParams: { sub1: "a" },
};

describe("what the form sends", () => {
  it("a launch names the smartlink, copies the countries and trims the custom URL", () => {
    const payload = launchPayload("/publisher/api/smartlinks/316", values);
    expect(payload).toEqual<CampaignInput>({
      smartlink: "/publisher/api/smartlinks/316",
      trafficType: TRAFFIC,
      countries: ["DE", "FR"],
      domain: "/publisher/api/domains/4",
      customUrl: "https://landing.example.com",
      trackingParams: { sub1: "a" },
    });
    expect(payload.countries).not.toBe(values.countries);
  });

  it("a blank domain or custom URL is sent as none", () => {
    const blank = { ...values, domain: " ", customUrl: "" };
    expect(launchPayload("/s/1", blank)).toMatchObject({ domain: null, customUrl: null });
    expect(editPayload(blank)).toMatchObject({ domain: null, customUrl: null });
  });

  it("an edit sends the four fields and no tracking parameters", () => {
    expect(editPayload(values)).toEqual<CampaignEdit>({
      trafficType: TRAFFIC,
      countries: ["DE", "FR"],
      domain: "/publisher/api/domains/4",
      customUrl: "https://landing.example.com",
    });
  });

  it("an edit opens with the campaign as saved, and empty without one", () => {
    expect(editValues({ trafficType: TRAFFIC, countries: ["DE"], domain: "/d/4", customUrl: "https://e.com" })).toEqual({
      trafficType: TRAFFIC,
      countries: ["DE"],
      domain: "/d/4",
      customUrl: "https://e.com",
      trackingParams: {},
    });
    expect(editValues({ trafficType: null, domain: null, customUrl: null })).toEqual(EMPTY_LAUNCH);
    expect(editValues(null)).toEqual(EMPTY_LAUNCH);
  });
});

describe("whether the form holds typed work", () => {
  const from: LaunchValues = { ...values, customUrl: "https://landing.example.com" };

  it("not when nothing changed, nor when only spaces around the custom URL did", () => {
    expect(changedFrom({ ...from, countries: [...from.countries] }, from)).toBe(false);
    expect(changedFrom({ ...from, customUrl: " https://landing.example.com " }, from)).toBe(false);
  });

  it("when any one field changed", () => {
    const changes: ReadonlyArray<Partial<LaunchValues>> = [
      { trafficType: "/publisher/api/traffic_types/5" },
      { domain: "" },
      { customUrl: "https://other.example.com" },
      { countries: ["DE"] },
      { countries: ["FR", "DE"] },
      { countries: ["DE", "IT"] },
      { trackingParams: { sub1: "b" } },
    ];
    for (const change of changes) expect(changedFrom({ ...from, ...change }, from), JSON.stringify(change)).toBe(true);
  });
});

const CAMPAIGN = {
  id: 41,
  status: "active",
  trafficType: TRAFFIC,
  countries: ["DE"],
  domain: null,
  customUrl: "https://e.com",
} as unknown as SmartlinkCampaign;

const reportOf = (countryRequired: boolean, campaign: SmartlinkCampaign | null = null): SmartlinkReport =>
  ({
    smartlink: { "@id": "/publisher/api/smartlinks/316", status: "launch" },
    campaign,
    vertical: { countryRequired, availability: "available" },
  }) as unknown as SmartlinkReport;

const started = (load: () => Promise<SmartlinkReport>) =>
  createActor(
    smartlinkRequestMachine.provide({
      actors: {
        loadSmartlink: fromPromise(load),
        launchSmartlink: fromPromise<SmartlinkCampaign, CampaignInput>(() => new Promise(() => {})),
        editCampaign: fromPromise<SmartlinkCampaign, { id: number; payload: CampaignEdit }>(() => new Promise(() => {})),
      },
    }),
    { input: { relativeId: 316 } },
  ).start();

describe("smartlink request machine", () => {
  it("says not found only when the load answered 404", async () => {
    const missing = started(() => Promise.reject(new RequestFailed({ status: 404, message: "Not found" })));
    expect(missing.getSnapshot().context.notFound).toBe(false);
    await waitFor(missing, (s) => s.matches("failed"));
    expect(missing.getSnapshot().context).toMatchObject({ notFound: true, loadError: { text: "Not found" } });

    const down = started(() => Promise.reject(new RequestFailed({ status: 503, message: "Resting" })));
    await waitFor(down, (s) => s.matches("failed"));
    expect(down.getSnapshot().context).toMatchObject({ notFound: false, loadError: { text: "Resting" } });
  });

  it("a submit without a country shows its message when the vertical asks for one", async () => {
    const actor = started(async () => reportOf(true));
    await waitFor(actor, (s) => s.matches("available"));
    actor.send({ type: "smartlink.launch" });
    actor.send({ type: "field.change", values: { trafficType: TRAFFIC } });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context.errors).toEqual({ countries: [COUNTRY] });
    actor.send({ type: "field.change", values: { countries: ["DE"] } });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
  });

  it("an edit opens with the campaign's fields", async () => {
    const actor = started(async () => reportOf(false, CAMPAIGN));
    await waitFor(actor, (s) => s.matches("live"));
    actor.send({ type: "smartlink.edit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values).toEqual({
      ...EMPTY_LAUNCH,
      trafficType: TRAFFIC,
      countries: ["DE"],
      customUrl: "https://e.com",
    });
  });
});
