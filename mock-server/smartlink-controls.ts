/**
 * The manager's side of the smartlink lifecycle, as /__mock controls (mock mode only): take a
 * request into review, approve, put on test, decline, suspend and resume a campaign (addressed by
 * its id, or by the smartlink and the publisher's username); change a vertical's availability (by
 * its name or the spec's number); set a publisher's smartlink limit.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { CampaignStatus } from "../contracts/smartlinks.contract";
import { VERTICAL_AVAILABILITIES, VERTICAL_AVAILABILITY } from "../contracts/smartlinks.contract";
import type { Clock } from "./clock";
import type { CampaignRecord } from "./store/smartlinks";
import type { Store } from "./store/store";

/** Each manager action: the statuses it applies to and the status it leads to. */
export const MANAGER_ACTIONS = {
  review: { from: ["pending"], to: "in_review" },
  approve: { from: ["pending", "in_review", "test"], to: "active" },
  test: { from: ["pending", "in_review"], to: "test" },
  decline: { from: ["pending", "in_review", "test"], to: "declined" },
  suspend: { from: ["active", "test"], to: "suspended" },
  resume: { from: ["suspended"], to: "active" },
} as const satisfies Record<string, { from: ReadonlyArray<CampaignStatus>; to: CampaignStatus }>;
export type ManagerAction = keyof typeof MANAGER_ACTIONS;

const isAction = (a: string): a is ManagerAction => Object.hasOwn(MANAGER_ACTIONS, a);

export const registerSmartlinkControls = (app: FastifyInstance, { store, clock }: { store: Store; clock: Clock }) => {
  const bad = (reply: FastifyReply, code: number, error: string) => reply.code(code).send({ error });
  const usernameOf = (body: unknown) => {
    const username = (body as { username?: unknown } | undefined)?.username;
    return typeof username === "string" ? username : "demo";
  };

  const act = (reply: FastifyReply, campaign: CampaignRecord | undefined, action: string) => {
    if (!isAction(action)) return bad(reply, 400, `Expected an action: ${Object.keys(MANAGER_ACTIONS).join(", ")}`);
    if (!campaign) return bad(reply, 404, "No such campaign");
    const { from, to } = MANAGER_ACTIONS[action];
    if (!(from as ReadonlyArray<CampaignStatus>).includes(campaign.status))
      return bad(reply, 409, `Cannot ${action} a campaign that is ${campaign.status}`);
    store.smartlinks.setStatus(campaign, to, clock.nowMs());
    return { id: campaign.id, smartlink: campaign.smartlinkId, status: campaign.status };
  };

  app.post("/__mock/campaigns/:id/:action", async (request, reply) => {
    const { id, action } = request.params as { id: string; action: string };
    return act(reply, store.smartlinks.campaigns.get(Number(id)), action);
  });

  app.post("/__mock/smartlinks/:relativeId/:action", async (request, reply) => {
    const { relativeId, action } = request.params as { relativeId: string; action: string };
    const publisher = store.findByLogin(usernameOf(request.body));
    if (!publisher) return bad(reply, 404, "No such publisher");
    return act(reply, store.smartlinks.currentCampaign(publisher.relativeId, Number(relativeId)), action);
  });

  // The availability by its name ("disabled") or the spec's number (0).
  app.post("/__mock/smartlink-verticals/:id", async (request, reply) => {
    const vertical = store.smartlinks.verticals.get(Number((request.params as { id: string }).id));
    const given = (request.body as { availability?: unknown } | undefined)?.availability;
    if (!vertical) return bad(reply, 404, "No such vertical");
    const availability = VERTICAL_AVAILABILITIES.find((name) => name === given || VERTICAL_AVAILABILITY[name] === given);
    if (availability === undefined)
      return bad(
        reply,
        400,
        `Expected { availability: ${VERTICAL_AVAILABILITIES.map((name) => `${name} | ${VERTICAL_AVAILABILITY[name]}`).join(" | ")} }`,
      );
    vertical.availability = availability;
    return { id: vertical.id, availability: vertical.availability };
  });

  app.post("/__mock/smartlink-limit", async (request, reply) => {
    const limit = (request.body as { limit?: unknown } | undefined)?.limit;
    const publisher = store.findByLogin(usernameOf(request.body));
    if (!publisher) return bad(reply, 404, "No such publisher");
    if (!Number.isInteger(limit) || (limit as number) < 0) return bad(reply, 400, "Expected { username?, limit: a whole number from 0 }");
    store.smartlinks.limits.set(publisher.relativeId, limit as number);
    return { username: publisher.username, limit };
  });
};
