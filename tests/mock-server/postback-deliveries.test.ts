/**
 * The postback delivery log (issue 27.2): a conversion fires the publisher's matching postbacks, a
 * real request to loopback receivers (started here), each delivery logged with its final URL (secrets
 * masked), status or failure, excerpt and attempts (a failure retried, at most 3); the paged list
 * filtered by outcome, postback and conversion; resend; and a failing or closed receiver never breaks
 * the mock.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { PostbackDeliveryLog } from "../../contracts/postbacks.contract";
import { maskSecrets, maskUrl } from "../../mock-server/handlers/postback-secrets";
import { loopbackForFile } from "../fixtures/loopback-for-file";
import { closedLoopbackBase } from "../fixtures/loopback-receiver";
import { API, type Mock, client, startWithDemo } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
const received: string[] = [];
/** Answers per path prefix: /ok 200, /fail 500, /flaky 503 once then 200, /gone 404. */
let flaky = 0;
const receiver = loopbackForFile((request, response) => {
  const url = request.url ?? "";
  received.push(url);
  const status = url.startsWith("/fail") ? 500 : url.startsWith("/gone") ? 404 : url.startsWith("/flaky") && flaky++ === 0 ? 503 : 200;
  response.writeHead(status, { "content-type": "text/plain" });
  response.end(status === 200 ? `OK accepted ${url}` : `error ${status}`);
});
afterAll(() => mock?.app.close());
beforeEach(async () => {
  ({ mock, demo } = await startWithDemo(mock));
  received.length = 0;
  flaky = 0;
});

type Page = { "hydra:member": PostbackDeliveryLog[]; "hydra:totalItems": number };
const addPostback = async (name: string, url: string, scope = "global") => {
  const response = await demo.post(`${API}/publisher_postbacks`, { name, scope, url }, "application/ld+json");
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};
const fire = async (conversion?: number) => {
  const response = await mock.app.inject({ method: "POST", url: "/__mock/postback-deliveries", payload: conversion ? { conversion } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { conversion: number; deliveries: PostbackDeliveryLog[] };
};
const list = async (query = "") => {
  const response = await demo.get(`${API}/publisher_postback_deliveries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const rows = () => mock.store.activity(mock.store.publishers.get(1001)!).conversions.rows;

describe("postback deliveries", () => {
  it("a conversion fires every matching postback: a real call to loopback, macros filled, the answer logged, secrets masked", async () => {
    const { id } = await addPostback(
      "Loopback",
      `${receiver.base}/ok?click={ext_click_id}&sum={sum}&cur={currency}&token=s3cr3t-value&api_key=k-42`,
    );
    const newest = rows().at(-1)!;
    const fired = await fire();
    expect(fired.conversion).toBe(newest.id);
    // The seeded global postback (not loopback) is simulated; ours is sent once, with the filled values.
    const byName = Object.fromEntries(fired.deliveries.map((d) => [d.postbackName, d]));
    expect(byName["Tracker (all conversions)"]!.outcome).toBe("simulated");
    const ours = byName["Loopback"]!;
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`click=${encodeURIComponent(newest.externalClickId ?? "")}`);
    expect(received[0]).toContain(`sum=${newest.payout.toFixed(2)}`);
    expect(received[0]).toContain("token=s3cr3t-value");
    expect(ours).toMatchObject({
      postback: `${API}/publisher_postbacks/${id}`,
      conversion: `${API}/ch/conversions/${newest.id}`,
      conversionId: newest.id,
      trigger: "conversion",
      outcome: "delivered",
      status: 200,
      error: null,
    });
    expect(ours.responseExcerpt).toContain("OK accepted /ok?click=");
    expect(ours.attempts).toHaveLength(1);
    // The log never holds the secrets the receiver got.
    expect(ours.secretsMasked).toBe(true);
    expect(ours.url).toContain("token=***");
    expect(ours.url).toContain("api_key=***");
    expect(JSON.stringify(await list())).not.toContain("s3cr3t-value");
    expect(JSON.stringify(await list())).not.toContain("k-42");
    expect(ours.responseExcerpt).toContain("token=***&api_key=***");
  });

  it("the logged URL is what the receiver got, byte for byte, secrets masked; the exact URL only when asked for (issue 35.5)", async () => {
    await addPostback("Loopback", `${receiver.base}/ok?sale={sale_time}&name={name}&click={ext_click_id}&token=s3cr3t-value`);
    const { deliveries } = await fire();
    const ours = deliveries.find((d) => d.postbackName === "Loopback")!;
    expect(received).toHaveLength(1);
    // The sale time went as `2026-11-27%2021%3A30%3A35`: never re-encoded with `+` for the log.
    expect(received[0]).toMatch(/sale=\d{4}-\d{2}-\d{2}%20\d{2}%3A\d{2}%3A\d{2}&/);
    expect(ours.url).toBe(`${receiver.base}${received[0]!.replace("token=s3cr3t-value", "token=***")}`);
    expect((await list())["hydra:member"].find((d) => d.id === ours.id)!.url).toBe(ours.url);

    const revealed = await demo.post(`${API}/publisher_postback_deliveries/${ours.id}/reveal`, {}, "application/ld+json");
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ urlWithSecrets: `${receiver.base}${received[0]}` });
    expect((await demo.post(`${API}/publisher_postback_deliveries/99999/reveal`, {}, "application/ld+json")).statusCode).toBe(404);
    // Another publisher's delivery is not found for newbie, nor revealed without a session.
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.post(`${API}/publisher_postback_deliveries/${ours.id}/reveal`, {}, "application/ld+json")).statusCode).toBe(404);
    expect((await client(mock).post(`${API}/publisher_postback_deliveries/${ours.id}/reveal`, {}, "application/ld+json")).statusCode).toBe(
      401,
    );
  });

  it("a test delivery follows the log's rule: the URL as sent with its secrets masked, the echo masked, the exact URL beside it", async () => {
    const response = await demo.post(
      `${API}/publisher_postbacks/test`,
      { scope: "global", url: `${receiver.base}/ok?sale={sale_time}&click={ext_click_id}&api_key=k-4242` },
      "application/ld+json",
    );
    expect(response.statusCode, response.body).toBe(200);
    const delivery = response.json();
    expect(received).toHaveLength(1);
    expect(delivery.url).toBe(`${receiver.base}${received[0]!.replace("api_key=k-4242", "api_key=***")}`);
    expect(delivery.url).toMatch(/sale=\d{4}-\d{2}-\d{2}%20\d{2}%3A/);
    expect(delivery.secretsMasked).toBe(true);
    expect(delivery.responseExcerpt).toContain("api_key=***");
    expect(delivery.responseExcerpt).not.toContain("k-4242");
    expect(delivery.urlWithSecrets).toBe(`${receiver.base}${received[0]}`);
    const plain = await demo.post(
      `${API}/publisher_postbacks/test`,
      { scope: "global", url: `${receiver.base}/ok?c={ext_click_id}` },
      "application/ld+json",
    );
    expect(plain.json()).toMatchObject({ secretsMasked: false });
    expect(plain.json().url).toBe(plain.json().urlWithSecrets);
  });

  it("offer and smartlink postbacks fire only for their own source's conversions", async () => {
    const offerRow = [...rows()].reverse().find((r) => r.source.type === "offer" && r.source.relativeId === 4117)!;
    const smartlinkRow = [...rows()].reverse().find((r) => r.source.type === "smartlink" && r.source.relativeId === 301)!;
    const otherRow = [...rows()].reverse().find((r) => r.source.type === "offer" && r.source.relativeId !== 4117)!;
    expect((await fire(offerRow.id)).deliveries.map((d) => d.postbackName)).toEqual(["Tracker (all conversions)", "MatchMe goals"]);
    expect((await fire(smartlinkRow.id)).deliveries.map((d) => d.postbackName)).toEqual(["Tracker (all conversions)", "Dating smartlink"]);
    expect((await fire(otherRow.id)).deliveries.map((d) => d.postbackName)).toEqual(["Tracker (all conversions)"]);
  });

  it("a failing receiver is retried (3 attempts at most), logged as failed with its status, and the mock keeps answering", async () => {
    await addPostback("Failing", `${receiver.base}/fail?c={ext_click_id}`);
    await addPostback("Not found", `${receiver.base}/gone?c={ext_click_id}`);
    await addPostback("Flaky", `${receiver.base}/flaky?c={ext_click_id}`);
    const { deliveries } = await fire();
    const byName = Object.fromEntries(deliveries.map((d) => [d.postbackName, d]));
    expect(byName["Failing"]).toMatchObject({ outcome: "failed", status: 500, responseExcerpt: "error 500" });
    expect(byName["Failing"]!.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    // A 404 would answer the same again: not retried.
    expect(byName["Not found"]!.attempts.map((a) => a.status)).toEqual([404]);
    expect(byName["Not found"]!.outcome).toBe("failed");
    // A 503 then a 200: delivered on the second attempt.
    expect(byName["Flaky"]!.attempts.map((a) => a.status)).toEqual([503, 200]);
    expect(byName["Flaky"]!.outcome).toBe("delivered");
  });

  it("a receiver that is not listening is a failure with its reason, not an error of the mock", async () => {
    await addPostback("Closed", `${await closedLoopbackBase()}/pb?c={ext_click_id}`);
    const { deliveries } = await fire();
    const entry = deliveries.find((d) => d.postbackName === "Closed")!;
    expect(entry).toMatchObject({ outcome: "failed", status: null, responseExcerpt: null });
    expect(entry.error).toBeTruthy();
    expect(entry.attempts).toHaveLength(3);
    expect((await demo.get(`${API}/publisher_postback_deliveries`)).statusCode).toBe(200);
  });

  it("the list: newest first, paged, filtered by outcome, postback and conversion", async () => {
    const failing = await addPostback("Failing", `${receiver.base}/fail?c={ext_click_id}`);
    const ok = await addPostback("Loopback", `${receiver.base}/ok?c={ext_click_id}`);
    // Two conversions of an offer without postbacks of its own: the global ones fire, 3 each.
    const [a, b] = rows()
      .filter((r) => r.source.type === "offer" && r.source.relativeId !== 4117)
      .slice(-2);
    await fire(a!.id);
    await fire(b!.id);
    const all = await list();
    expect(all["hydra:totalItems"]).toBe(6);
    expect(all["hydra:member"].map((d) => d.id)).toEqual([...all["hydra:member"].map((d) => d.id)].sort((x, y) => y - x));
    const failed = await list("?status=failed");
    expect(failed["hydra:member"].map((d) => [d.postbackName, d.outcome])).toEqual([
      ["Failing", "failed"],
      ["Failing", "failed"],
    ]);
    expect((await list(`?postback=${ok.id}`))["hydra:member"].every((d) => d.postbackName === "Loopback")).toBe(true);
    expect((await list(`?postback[]=${ok.id}&postback[]=${failing.id}`))["hydra:totalItems"]).toBe(4);
    const ofA = await list(`?conversion=${a!.id}`);
    expect(ofA["hydra:totalItems"]).toBe(3);
    expect(ofA["hydra:member"].every((d) => d.conversionId === a!.id)).toBe(true);
    expect((await list(`?conversion=${a!.id}&status=delivered`))["hydra:member"].map((d) => d.postbackName)).toEqual(["Loopback"]);
    expect((await list("?itemsPerPage=10&page=1"))["hydra:member"]).toHaveLength(6);
  });

  it("resend: a new entry from the postback's current template; 404 for an unknown entry, 422 once the postback is deleted", async () => {
    const failing = await addPostback("Failing", `${receiver.base}/fail?c={ext_click_id}`);
    const { deliveries } = await fire();
    const entry = deliveries.find((d) => d.postbackName === "Failing")!;
    // The publisher fixes the URL, then resends.
    const fixed = await demo.patch(`${API}/publisher_postbacks/${failing.id}`, { url: `${receiver.base}/ok?c={ext_click_id}` });
    expect(fixed.statusCode).toBe(200);
    const resent = await demo.post(`${API}/publisher_postback_deliveries/${entry.id}/resend`, {}, "application/ld+json");
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ trigger: "resend", outcome: "delivered", status: 200, conversionId: entry.conversionId });
    expect((await list(`?conversion=${entry.conversionId}`))["hydra:member"][0]!.trigger).toBe("resend");
    expect((await demo.post(`${API}/publisher_postback_deliveries/99999/resend`, {}, "application/ld+json")).statusCode).toBe(404);
    expect((await demo.del(`${API}/publisher_postbacks/${failing.id}`)).statusCode).toBe(204);
    const gone = await demo.post(`${API}/publisher_postback_deliveries/${entry.id}/resend`, {}, "application/ld+json");
    expect(gone.statusCode).toBe(422);
    expect(gone.json().violations).toEqual([
      { propertyPath: "postback", message: "The postback was deleted: there is nothing to resend." },
    ]);
  });

  it("422 on a bad filter, 401 without a session, an empty log for newbie", async () => {
    const bad = await demo.get(`${API}/publisher_postback_deliveries?status=broken`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe("status");
    expect((await demo.get(`${API}/publisher_postback_deliveries?conversion=abc`)).statusCode).toBe(422);
    expect((await client(mock).get(`${API}/publisher_postback_deliveries`)).statusCode).toBe(401);
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(`${API}/publisher_postback_deliveries`)).json()["hydra:totalItems"]).toBe(0);
  });

  it("masks credentials and secret-looking parameters, and leaves the rest", () => {
    expect(maskUrl("https://user:pw@t.example/pb?click=abc&secret=x&Signature=y&amount=1.50")).toBe(
      "https://user:***@t.example/pb?click=abc&secret=***&Signature=***&amount=1.50",
    );
    expect(maskUrl("https://t.example/pb?click=abc")).toBe("https://t.example/pb?click=abc");
    expect(maskUrl("https://t.example:8443/pb?click=abc&token=")).toBe("https://t.example:8443/pb?click=abc&token=");
    expect(maskUrl("not a url")).toBe("not a url");
  });

  it("masking changes only the secrets' own characters: every other byte is encoded as it was sent (issue 35.5)", () => {
    const sent = "https://t.example/pb?sale=2026-11-27%2021%3A30%3A35&name=Caf%C3%A9%20Bar&q=a+b&access%5Ftoken=s%2Fx%3D1&amount=1.50#top";
    expect(maskUrl(sent)).toBe(
      "https://t.example/pb?sale=2026-11-27%2021%3A30%3A35&name=Caf%C3%A9%20Bar&q=a+b&access%5Ftoken=***&amount=1.50#top",
    );
    // An echo of the secret, as written in the URL or decoded, is masked too.
    expect(maskSecrets("got access_token=s%2Fx%3D1 (s/x=1)", sent)).toBe("got access_token=*** (***)");
  });
});
