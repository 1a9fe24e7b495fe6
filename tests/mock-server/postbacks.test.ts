/** Issue 12, step 2: postbacks (scope, URL template and macros) and the test delivery against a real loopback receiver. */
import type { IncomingMessage } from "node:http";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POSTBACK_MACROS } from "../../contracts/postbacks.contract";
import { isLoopback, urlProblems } from "../../mock-server/handlers/postback-rules";
import { loopbackForFile } from "../fixtures/loopback-for-file";
import { closedLoopbackBase } from "../fixtures/loopback-receiver";
import { API, type Mock, client, startWithDemo } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
const received: IncomingMessage[] = [];
const receiver = loopbackForFile((request, response) => {
  received.push(request);
  if (request.url?.startsWith("/hang")) return;
  response.writeHead(request.url?.startsWith("/fail") ? 500 : 200, { "content-type": "text/plain" });
  response.end(`received ${request.url}`);
});
afterAll(() => mock?.app.close());
beforeEach(async () => {
  ({ mock, demo } = await startWithDemo(mock));
  received.length = 0;
});

const post = (url: string, body: unknown) => demo.post(url, body, "application/ld+json");
const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
const TEMPLATE = "https://tracker.example/pb?click={ext_click_id}&track={track}&amount={sum}&source={name}";

describe("postbacks", () => {
  it("lists the seeded ones by scope and target", async () => {
    const all = (await demo.get(`${API}/publisher_postbacks`)).json();
    expect(all["hydra:member"].map((p: { scope: string }) => p.scope).sort()).toEqual(["global", "offer", "smartlink"]);
    const forOffer = (await demo.get(`${API}/publisher_postbacks?scope=offer&offer=4117`)).json()["hydra:member"];
    expect(forOffer.map((p: { name: string }) => p.name)).toEqual(["MatchMe goals"]);
    expect((await demo.get(`${API}/publisher_postbacks?scope=everything`)).statusCode).toBe(422);
  });

  it("creates, edits and deletes under the spec's messages", async () => {
    const created = await post(`${API}/publisher_postbacks`, { name: "Mine", scope: "offer", offer: `${API}/offers/4102`, url: TEMPLATE });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ scope: "offer", offer: `${API}/offers/4102`, smartlink: null });
    const id = created.json().id as number;
    expect(violationsOf((await post(`${API}/publisher_postbacks`, { scope: "global", url: "" })).json())).toEqual({
      name: "Name is required",
      url: "Postback URL should not be blank",
    });
    expect(
      violationsOf(
        (await post(`${API}/publisher_postbacks`, { name: "x", scope: "global", url: "https://t.example/pb?amount={sum}" })).json(),
      ),
    ).toEqual({
      url: "Parameter is not configured in the postback url",
    });
    expect(
      violationsOf((await post(`${API}/publisher_postbacks`, { name: "x", scope: "global", url: "not a url {ext_click_id}" })).json()).url,
    ).toBe("Please, input correct url");
    expect(
      violationsOf(
        (
          await post(`${API}/publisher_postbacks`, { name: "x", scope: "global", url: "https://t.example/?c={ext_click_id}&x={payout}" })
        ).json(),
      ).url,
    ).toMatch(/^Unknown macro: \{payout\}/);
    expect(
      violationsOf(
        (
          await post(`${API}/publisher_postbacks`, {
            name: "x",
            scope: "smartlink",
            smartlink: `${API}/smartlinks/301`,
            url: "https://t.example/?c={ext_click_id}&g={goal}",
          })
        ).json(),
      ),
    ).toEqual({
      url: "The {goal} macro is not available for smartlinks.",
    });
    expect(
      (
        await post(`${API}/publisher_postbacks`, {
          name: "x",
          scope: "offer",
          url: "https://t.example/?c={ext_click_id}&g={goal}",
          offer: `${API}/offers/4102`,
        })
      ).statusCode,
    ).toBe(201);
    expect(violationsOf((await post(`${API}/publisher_postbacks`, { name: "x", scope: "offer", url: TEMPLATE })).json())).toEqual({
      offer: "This value should not be blank.",
    });
    expect(violationsOf((await post(`${API}/publisher_postbacks`, { name: "x", scope: "nowhere", url: TEMPLATE })).json()).scope).toMatch(
      /not a valid choice/,
    );
    const renamed = await demo.patch(`${API}/publisher_postbacks/${id}`, { name: "Renamed" });
    expect(renamed.json()).toMatchObject({ name: "Renamed", url: TEMPLATE });
    expect(violationsOf((await demo.patch(`${API}/publisher_postbacks/${id}`, { url: "https://t.example/?a={sum}" })).json()).url).toBe(
      "Parameter is not configured in the postback url",
    );
    expect((await demo.del(`${API}/publisher_postbacks/${id}`)).statusCode).toBe(204);
    expect((await demo.get(`${API}/publisher_postbacks/${id}`)).statusCode).toBe(404);
  });
});

describe("postback test", () => {
  it("really sends one request to a loopback receiver with the macros filled, and records status, time and response", async () => {
    const delivery = await post(`${API}/publisher_postbacks/test`, {
      scope: "offer",
      offer: `${API}/offers/4117`,
      url: `${receiver.base}/pb?click={ext_click_id}&goal={goal}&sum={sum}&name={name}`,
    });
    expect(delivery.statusCode).toBe(200);
    const body = delivery.json();
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe(
      `/pb?click=test-click-0001&goal=registration&sum=1.50&name=${encodeURIComponent("MatchMe Dating – DOI")}`,
    );
    expect(body).toMatchObject({
      simulated: false,
      status: 200,
      error: null,
      url: `${receiver.base}${received[0]!.url}`,
      responseExcerpt: `received ${received[0]!.url}`,
    });
    expect(body.timeMs).toBeGreaterThanOrEqual(0);
    const failing = (
      await post(`${API}/publisher_postbacks/test`, { scope: "global", url: `${receiver.base}/fail?c={ext_click_id}` })
    ).json();
    expect(failing).toMatchObject({ simulated: false, status: 500 });
  });

  it("tests a saved postback by its IRI, and simulates the delivery to any other address", async () => {
    const saved = (await post(`${API}/publisher_postbacks/test`, { postback: `${API}/publisher_postbacks/601` })).json();
    expect(saved).toMatchObject({ simulated: true, status: null, responseExcerpt: null });
    expect(saved.url).toBe(
      `https://tracker.demo-traffic.com/postback?click=test-click-0001&track=test_track&amount=1.50&source=${encodeURIComponent("Test offer")}`,
    );
    expect(received).toHaveLength(0);
    expect((await post(`${API}/publisher_postbacks/test`, { postback: `${API}/publisher_postbacks/9` })).statusCode).toBe(404);
    expect(
      violationsOf((await post(`${API}/publisher_postbacks/test`, { scope: "global", url: "https://x.example/?a={sum}" })).json()).url,
    ).toBe("Parameter is not configured in the postback url");
  });

  it("gives up after 5 seconds on a receiver that does not answer", async () => {
    const started = Date.now();
    const delivery = (
      await post(`${API}/publisher_postbacks/test`, { scope: "global", url: `${receiver.base}/hang?c={ext_click_id}` })
    ).json();
    expect(delivery).toMatchObject({ simulated: false, status: null, error: "Timed out after 5 s" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    // Not much later either (a busy machine may add seconds, not the receiver's whole silence).
    expect(delivery.timeMs).toBeLessThan(15_000);
  });

  it("reports a refused connection", async () => {
    const closed = await closedLoopbackBase();
    const delivery = (await post(`${API}/publisher_postbacks/test`, { scope: "global", url: `${closed}/?c={ext_click_id}` })).json();
    expect(delivery).toMatchObject({ simulated: false, status: null });
    expect(delivery.error).toMatch(/ECONNREFUSED|refused/i);
  });
});

describe("a postback URL's rules and the hosts the mock calls", () => {
  const problem = (url: string) => urlProblems(url, "global")[0]?.message;

  it("takes http and https with a host, and no other scheme", () => {
    expect(problem("https://t.example/?c={ext_click_id}")).toBeUndefined();
    expect(problem("http://t.example/?c={ext_click_id}")).toBeUndefined();
    for (const url of ["ftp://t.example/?c={ext_click_id}", "xhttps://t.example/?c={ext_click_id}", "https:?c={ext_click_id}"])
      expect(problem(url), url).toBe("Please, input correct url");
  });

  it("names the first unknown macro and lists the known ones", () => {
    expect(problem("https://t.example/?c={ext_click_id}&x={payout}&y={other}")).toBe(
      `Unknown macro: {payout}. Use one of ${POSTBACK_MACROS.map((m) => `{${m}}`).join(", ")}.`,
    );
  });

  it("calls only the loopback interface: localhost, ::1 and 127.0.0.0/8", () => {
    for (const url of [
      "http://localhost:8080/x",
      "http://LOCALHOST/x",
      "http://[::1]:9/x",
      "http://127.0.0.1/x",
      "http://127.255.10.200/x",
    ])
      expect(isLoopback(url), url).toBe(true);
    for (const url of ["http://10.0.0.1/x", "http://127.0.0.1.example/x", "http://localhost.example/x", "http://128.0.0.1/x"])
      expect(isLoopback(url), url).toBe(false);
  });
});
