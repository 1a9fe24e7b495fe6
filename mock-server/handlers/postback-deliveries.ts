/**
 * The postback delivery log (issue 27.2, decision 059): the mock fires a publisher's postbacks for a
 * conversion (a `/__mock` control, or the publisher's resend), each one whose scope matches the
 * conversion's source, with the macros filled from the conversion; a real request to loopback
 * addresses only (the test's rule), with a timeout and at most 3 attempts; every delivery logged with
 * its URL as sent (secrets masked by the one rule of ./postback-secrets.ts; the exact URL only when the
 * publisher asks for it), each attempt's status or failure, time and the answer's first characters.
 * A failing receiver never fails the mock: `deliver` turns every error into a logged failure.
 */
import { iri } from "../../contracts/hydra";
import { type DeliveryOutcome, DeliveryQuery, type PostbackDeliveryLog } from "../../contracts/postbacks.contract";
import type { HandlerContext } from "../context";
import { fail, violations } from "../http-error";
import type { ConversionRecord, PublisherRecord } from "../store/records";
import type { DeliveryAttemptRecord, DeliveryRecord, PostbackRecord, PublisherNetwork } from "../store/network";
import type { Store } from "../store/store";
import { listResource, pagedList } from "./collection";
import { isoSeconds, listValues, localDateTime, timeZoneOf } from "./list";
import { deliver, fillMacros } from "./postback-rules";
import { hasSecrets, maskSecrets, maskUrl, sentUrl } from "./postback-secrets";

export const DELIVERY_LIST = listResource("PublisherPostbackDelivery", DeliveryQuery, "publisher_postback_deliveries");
/** Attempts per delivery: the first and up to two retries. */
export const MAX_ATTEMPTS = 3;
export const DELIVERY_MESSAGES = { postbackGone: "The postback was deleted: there is nothing to resend." } as const;

/** The macro values of a conversion (spec 02 section 9): the payout with a dot, the sale time in the publisher's zone. */
export const conversionValues = (c: ConversionRecord, user: PublisherRecord): Record<string, string> => ({
  country: c.country,
  currency: user.currency.name,
  track: c.sub1 ?? "",
  ext_click_id: c.externalClickId ?? "",
  sum: c.payout.toFixed(2),
  sale_time: localDateTime(timeZoneOf(user), c.timeMs),
  name: c.source.displayName,
  goal: c.goal.key,
  sub_source: c.subsource ?? "",
  transaction_id: String(c.id),
  int_click_id: c.clickId,
  adv_tid: `adv-${c.id}`,
  ext1: c.sub1 ?? "",
  ext2: c.sub2 ?? "",
  ext3: c.sub3 ?? "",
  ext4: c.sub4 ?? "",
  ext5: c.sub5 ?? "",
  ext6: c.sub6 ?? "",
});

/** The postbacks that report a conversion: every global one, and those of its offer or smartlink. */
export const postbacksFor = (network: PublisherNetwork, c: ConversionRecord): PostbackRecord[] =>
  [...network.postbacks.values()]
    .filter(
      (p) =>
        p.scope === "global" ||
        (p.scope === "offer" && c.source.type === "offer" && p.offer === c.source.relativeId) ||
        (p.scope === "smartlink" && c.source.type === "smartlink" && p.smartlink === c.source.relativeId),
    )
    .sort((a, b) => a.id - b.id);

const outcomeOf = (r: Pick<DeliveryRecord, "simulated" | "attempts">): DeliveryOutcome => {
  if (r.simulated) return "simulated";
  const last = r.attempts.at(-1);
  return last && last.status !== null && last.status >= 200 && last.status < 300 ? "delivered" : "failed";
};

/** A failure worth another attempt: no answer, a server error, 408 or 429. Other 4xx would answer the same again. */
const retryable = (a: DeliveryAttemptRecord) => a.status === null || a.status >= 500 || a.status === 408 || a.status === 429;

/** Sends one postback for one conversion, retrying a retryable failure, and logs it. Never throws. */
const fire = async (
  network: PublisherNetwork,
  store: Store,
  user: PublisherRecord,
  postback: PostbackRecord,
  conversion: ConversionRecord,
  trigger: DeliveryRecord["trigger"],
): Promise<DeliveryRecord> => {
  const url = fillMacros(postback.url, conversionValues(conversion, user));
  const record: DeliveryRecord = {
    id: store.network.nextId.delivery++,
    postbackId: postback.id,
    postbackName: postback.name,
    conversionId: conversion.id,
    trigger,
    url: maskUrl(url),
    urlWithSecrets: sentUrl(url),
    simulated: false,
    attempts: [],
  };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const atMs = store.clock.nowMs();
    const sent = await deliver(url, isoSeconds(atMs));
    record.simulated = sent.simulated;
    const logged: DeliveryAttemptRecord = {
      atMs,
      status: sent.status,
      error: maskSecrets(sent.error, url),
      timeMs: sent.timeMs,
      responseExcerpt: maskSecrets(sent.responseExcerpt, url),
    };
    record.attempts.push(logged);
    if (sent.simulated || !retryable(logged) || (logged.status !== null && logged.status < 300)) break;
  }
  network.deliveries.push(record);
  return record;
};

/** Fires every postback that reports `conversion`; resolves when each is logged. */
export const fireForConversion = (store: Store, user: PublisherRecord, conversion: ConversionRecord): Promise<DeliveryRecord[]> => {
  const network = store.offerArea(user);
  return Promise.all(postbacksFor(network, conversion).map((p) => fire(network, store, user, p, conversion, "conversion")));
};

export const deliveryWire = (r: DeliveryRecord): PostbackDeliveryLog => {
  const last = r.attempts.at(-1)!;
  return {
    "@id": iri("publisher_postback_deliveries", r.id),
    "@type": "PublisherPostbackDelivery",
    id: r.id,
    postback: iri("publisher_postbacks", r.postbackId),
    postbackName: r.postbackName,
    conversion: iri("ch", "conversions", r.conversionId),
    conversionId: r.conversionId,
    trigger: r.trigger,
    url: r.url,
    secretsMasked: hasSecrets(r.urlWithSecrets),
    outcome: outcomeOf(r),
    status: last.status,
    error: last.error,
    responseExcerpt: last.responseExcerpt,
    timeMs: last.timeMs,
    sentAt: isoSeconds(r.attempts[0]!.atMs),
    attempts: r.attempts.map((a) => ({ at: isoSeconds(a.atMs), status: a.status, error: a.error, timeMs: a.timeMs })),
  };
};

/** The log, newest first, filtered by outcome, postbacks and conversion. */
export const listDeliveries = (q: DeliveryQuery, { requireUser, store, request }: HandlerContext) => {
  const network = store.offerArea(requireUser());
  const postbacks = listValues(q.postback, q["postback[]"])?.map(Number);
  const rows = network.deliveries
    .filter((r) => q.status === undefined || outcomeOf(r) === q.status)
    .filter((r) => postbacks === undefined || postbacks.includes(r.postbackId))
    .filter((r) => q.conversion === undefined || r.conversionId === q.conversion)
    // Newest first by when it was fired (its id), not by when its last attempt ended.
    .sort((a, b) => b.id - a.id);
  return pagedList(request, DELIVERY_LIST, q, Int32Array.from(rows.keys()), (i) => deliveryWire(rows[i]!));
};

/** Sends a logged delivery's postback again, from its current template and the conversion: a new entry. */
export const resendDelivery = async (id: number, { requireUser, store }: HandlerContext, notFound: () => never) => {
  const user = requireUser();
  const network = store.offerArea(user);
  const logged = network.deliveries.find((r) => r.id === id) ?? notFound();
  const postback = network.postbacks.get(logged.postbackId);
  if (!postback) return fail(violations([{ propertyPath: "postback", message: DELIVERY_MESSAGES.postbackGone }]));
  const conversion = store.activity(user).conversions.rows[logged.conversionId - 1] ?? notFound();
  return deliveryWire(await fire(network, store, user, postback, conversion, "resend"));
};

/** A logged delivery's URL exactly as it was sent, secrets included: only when the publisher asks to see it (issue 35.5). */
export const revealDelivery = (id: number, { requireUser, store }: HandlerContext, notFound: () => never) => {
  const logged = store.offerArea(requireUser()).deliveries.find((r) => r.id === id) ?? notFound();
  return { urlWithSecrets: logged.urlWithSecrets };
};
