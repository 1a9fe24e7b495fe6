/**
 * The smartlink flow's API calls (machines/smartlink-request), shared by the app, which runs them
 * through `system.fromApi`, and by the model test, which runs them against the mock server.
 */
import { Effect } from "effect";
import type { CampaignEdit, CampaignInput, SmartlinkCampaign } from "../../../contracts/smartlinks.contract";
import type { SmartlinkReport } from "../../../machines/smartlink-request/smartlink-request.machine";
import type { ApiCall } from "../../app/system";
import { NetworkFailed } from "../../api/errors";

/** The id of an IRI: its last path segment, as a number. */
const idOf = (iri: string): number => Number(iri.slice(iri.lastIndexOf("/") + 1));

/** GET /smartlinks/{id}, then its current campaign and its vertical. */
export const loadSmartlinkCall: ApiCall<{ relativeId: number }, SmartlinkReport> = (api, { relativeId }) =>
  Effect.gen(function* () {
    const smartlink = yield* api.smartlinks.get({ path: { id: relativeId } });
    const [campaign, verticals] = yield* Effect.all(
      [
        smartlink.campaign === null ? Effect.succeed(null) : api.smartlinks.campaign({ path: { id: idOf(smartlink.campaign) } }),
        api.smartlinks.verticals({}),
      ],
      { concurrency: 2 },
    );
    const vertical = verticals["hydra:member"].find((v) => v["@id"] === smartlink.vertical);
    // A smartlink names a vertical the server lists; without it the report is not usable.
    if (!vertical) return yield* Effect.fail(new NetworkFailed({ cause: `no vertical ${smartlink.vertical}` }));
    return { smartlink, campaign, vertical };
  });

/** POST /campaigns: a launch or a request. */
export const launchSmartlinkCall: ApiCall<CampaignInput, SmartlinkCampaign> = (api, payload) => api.smartlinks.launch({ payload });

/** PATCH /campaigns/{id}: the traffic type and countries of a requested or live smartlink. */
export const editCampaignCall: ApiCall<{ id: number; payload: CampaignEdit }, SmartlinkCampaign> = (api, { id, payload }) =>
  api.smartlinks.edit({ path: { id }, payload });
