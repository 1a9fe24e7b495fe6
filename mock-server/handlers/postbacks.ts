/** Postbacks: listed by scope and target, added, edited and deleted under the rules; tested with a test conversion; their delivery log. */
import { NotFound, iri } from "../../contracts/hydra";
import { type Postback, PostbackQuery } from "../../contracts/postbacks.contract";
import type { HandlersOf } from "../handler-types";
import { fail, hydraError, violations } from "../http-error";
import type { PostbackRecord } from "../store/network";
import { listResource, pagedList } from "./collection";
import { isoSeconds, listValues, localDateTime, timeZoneOf } from "./list";
import { checkPostback, deliver, fillMacros, testValues } from "./postback-rules";
import { idOf } from "../../contracts/hydra";
import { listDeliveries, resendDelivery, revealDelivery } from "./postback-deliveries";
import { hasSecrets, maskSecrets, maskUrl } from "./postback-secrets";

const POSTBACK_LIST = listResource("PublisherPostback", PostbackQuery, "publisher_postbacks");

const wire = (p: PostbackRecord): Postback => ({
  "@context": iri("contexts", "PublisherPostback"),
  "@id": iri("publisher_postbacks", p.id),
  "@type": "PublisherPostback",
  id: p.id,
  name: p.name,
  scope: p.scope,
  offer: p.offer === null ? null : iri("offers", p.offer),
  smartlink: p.smartlink === null ? null : iri("smartlinks", p.smartlink),
  url: p.url,
  createdAt: isoSeconds(p.createdAtMs),
});

const notFound = () => fail(new NotFound(hydraError(404, "Not Found")));

export const postbackHandlers: HandlersOf<"postbacks"> = {
  list({ urlParams: q }, { requireUser, store, request }) {
    const network = store.offerArea(requireUser());
    const offers = listValues(q.offer, q["offer[]"])?.map(Number);
    const smartlinks = listValues(q.smartlink, q["smartlink[]"])?.map(Number);
    const rows = [...network.postbacks.values()]
      .filter((p) => q.scope === undefined || p.scope === q.scope)
      .filter((p) => offers === undefined || (p.offer !== null && offers.includes(p.offer)))
      .filter((p) => smartlinks === undefined || (p.smartlink !== null && smartlinks.includes(p.smartlink)))
      .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id);
    return pagedList(request, POSTBACK_LIST, q, Int32Array.from(rows.keys()), (i) => wire(rows[i]!));
  },

  get({ path }, { requireUser, store }) {
    return wire(store.offerArea(requireUser()).postbacks.get(path.id) ?? notFound());
  },

  create({ payload }, { requireUser, store, clock }) {
    const network = store.offerArea(requireUser());
    const checked = checkPostback(payload);
    if ("problems" in checked) return fail(violations(checked.problems));
    const record: PostbackRecord = { id: store.network.nextId.postback++, ...checked.ok, createdAtMs: clock.nowMs() };
    network.postbacks.set(record.id, record);
    return wire(record);
  },

  update({ path, payload }, { requireUser, store }) {
    const record = store.offerArea(requireUser()).postbacks.get(path.id) ?? notFound();
    const merged = {
      name: record.name,
      scope: record.scope,
      offer: record.offer === null ? null : iri("offers", record.offer),
      smartlink: record.smartlink === null ? null : iri("smartlinks", record.smartlink),
      url: record.url,
      ...payload,
    };
    const checked = checkPostback(merged);
    if ("problems" in checked) return fail(violations(checked.problems));
    Object.assign(record, checked.ok);
    return wire(record);
  },

  remove({ path }, { requireUser, store }) {
    if (!store.offerArea(requireUser()).postbacks.delete(path.id)) notFound();
  },

  async test({ payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const network = store.offerArea(user);
    let input = payload;
    if (payload.postback) {
      const saved = payload.postback.startsWith(`${iri("publisher_postbacks")}/`)
        ? network.postbacks.get(Number(idOf(payload.postback)))
        : undefined;
      if (!saved) return notFound();
      input = { ...wire(saved), ...Object.fromEntries(Object.entries(payload).filter(([k, v]) => k !== "postback" && v !== undefined)) };
    }
    const checked = checkPostback(input, false);
    if ("problems" in checked) return fail(violations(checked.problems));
    const now = clock.nowMs();
    const url = fillMacros(checked.ok.url, testValues(checked.ok, user.currency.name, localDateTime(timeZoneOf(user), now)));
    const sent = await deliver(url, isoSeconds(now));
    // The delivery log's rule (issue 35.5): shown masked; the exact URL only when the publisher reveals it.
    return {
      ...sent,
      url: maskUrl(sent.url),
      secretsMasked: hasSecrets(sent.url),
      urlWithSecrets: sent.url,
      error: maskSecrets(sent.error, sent.url),
      responseExcerpt: maskSecrets(sent.responseExcerpt, sent.url),
    };
  },

  deliveries({ urlParams }, ctx) {
    return listDeliveries(urlParams, ctx);
  },

  resend({ path }, ctx) {
    return resendDelivery(path.id, ctx, notFound);
  },

  reveal({ path }, ctx) {
    return revealDelivery(path.id, ctx, notFound);
  },
};
