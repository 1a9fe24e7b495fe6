/**
 * Test controls of the offers area (issue 12), under /__mock:
 * - `POST /__mock/offer-access` `{ offer, decision: "approve" | "decline", publisher? }`: the manager's
 *   answer to an access request (requested → live or declined); 409 when the offer is not requested;
 * - `GET /__mock/dns`, `POST /__mock/dns` `{ name, cname?: string | true | null, cert?: "ok" | "error" | null, publisher? }`:
 *   the DNS the mock plays for proxy domains (`cname: true` points the name at the publisher's target;
 *   `cert` ends a pending validation at once).
 */
import type { FastifyInstance } from "fastify";
import { OFFER_AVAILABILITY } from "../contracts/offers.contract";
import { CATALOGUE_BY_ID } from "./store/offer-catalogue";
import { cnameTarget } from "./store/network";
import type { Store } from "./store/store";

const DEMO = 1001;

export const registerOfferControls = (app: FastifyInstance, store: Store) => {
  const bad = (message: string) => ({ error: message });

  app.post("/__mock/offer-access", async (request, reply) => {
    const body = (request.body ?? {}) as { offer?: unknown; decision?: unknown; publisher?: unknown };
    const offer = Number(body.offer);
    const publisher = store.publishers.get(body.publisher === undefined ? DEMO : Number(body.publisher));
    if (!CATALOGUE_BY_ID.has(offer) || !publisher || (body.decision !== "approve" && body.decision !== "decline")) {
      return reply.code(400).send(bad('Expected { offer: relativeId, decision: "approve" | "decline", publisher?: relativeId }'));
    }
    const availability = store.offerArea(publisher).availability;
    if (availability.get(offer) !== OFFER_AVAILABILITY.requested) return reply.code(409).send(bad("The offer is not requested"));
    availability.set(offer, body.decision === "approve" ? OFFER_AVAILABILITY.live : OFFER_AVAILABILITY.declined);
    return { offer, availability: availability.get(offer) };
  });

  app.get("/__mock/dns", async () => ({ records: Object.fromEntries(store.network.dns) }));
  app.post("/__mock/dns", async (request, reply) => {
    const body = (request.body ?? {}) as { name?: unknown; cname?: unknown; cert?: unknown; publisher?: unknown };
    const publisher = body.publisher === undefined ? DEMO : Number(body.publisher);
    const cnameOk = body.cname === undefined || body.cname === null || body.cname === true || typeof body.cname === "string";
    const certOk = body.cert === undefined || body.cert === null || body.cert === "ok" || body.cert === "error";
    if (typeof body.name !== "string" || body.name === "" || !cnameOk || !certOk || !Number.isInteger(publisher)) {
      return reply.code(400).send(bad('Expected { name, cname?: string | true | null, cert?: "ok" | "error" | null, publisher? }'));
    }
    const name = body.name.toLowerCase();
    const record = store.network.dns.get(name) ?? { cname: null, cert: null };
    if (body.cname !== undefined) record.cname = body.cname === true ? cnameTarget(publisher) : (body.cname as string | null);
    if (body.cert !== undefined) record.cert = body.cert as "ok" | "error" | null;
    store.network.dns.set(name, record);
    return { name, ...record };
  });
};
