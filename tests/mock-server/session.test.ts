import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { API, client, startMock, type Mock } from "./helpers";

let mock: Mock;
beforeEach(async () => {
  mock = await startMock();
});
afterAll(() => mock?.app.close());

describe("sessions", () => {
  it("login sets an HttpOnly SameSite cookie whose lifetime follows _remember_me", async () => {
    const remembered = await client(mock).login("demo", "Demo-pass-1", true);
    expect(remembered.statusCode).toBe(200);
    const cookie = remembered.cookies.find((c) => c.name === "PHPSESSID")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/publisher", maxAge: 30 * 24 * 3600 });

    const session = await client(mock).login("demo", "Demo-pass-1", false);
    const sessionCookie = session.cookies.find((c) => c.name === "PHPSESSID")!;
    expect(sessionCookie.httpOnly).toBe(true);
    expect(sessionCookie.maxAge).toBeUndefined();
  });

  it("accepts the e-mail as well as the username", async () => {
    expect((await client(mock).login("newbie@example.com", "Newbie-pass-1")).statusCode).toBe(200);
  });

  it("answers a wrong password with 401 and the error text", async () => {
    const response = await client(mock).login("demo", "nope");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Invalid credentials." });
  });

  it("protected calls answer 401 without the cookie, and the session works until logout clears it", async () => {
    const browser = client(mock);
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(401);
    await browser.login();
    const current = await browser.get(`${API}/publishers/current`);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      username: "demo",
      relativeId: 1001,
      customer: { roles: expect.arrayContaining(["ROLE_SMARTLINKS"]) },
    });
    const logout = await browser.get(`${API}/logout`);
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe("/publisher/login");
    expect(browser.jar.has("PHPSESSID")).toBe(false);
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(401);
  });

  it("a remembered session expires after 30 days on the server clock", async () => {
    const browser = client(mock);
    await browser.login();
    mock.clock.advance({ hours: 24 * 31 });
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(401);
  });

  it("every response carries the version header, which the controls change", async () => {
    const browser = client(mock);
    expect((await browser.get(`${API}/languages`)).headers["x-app-version"]).toBe("0.1.0");
    await mock.app.inject({ method: "POST", url: "/__mock/version", payload: { version: "9.9.9" } });
    expect((await browser.get(`${API}/languages`)).headers["x-app-version"]).toBe("9.9.9");
    expect((await browser.get(`/publisher/nowhere.js`)).headers["x-app-version"]).toBe("9.9.9");
  });
});

describe("seeded data", () => {
  it("is the same for the same seed and different for another", async () => {
    const again = await startMock();
    const other = await startMock({ seed: 7 });
    const names = (m: Mock) => [...m.store.publishers.values()].map((p) => p.username);
    expect(names(again)).toEqual(names(mock));
    expect(names(other)).not.toEqual(names(mock));
    expect(names(other).slice(0, 2)).toEqual(["demo", "newbie"]);
  });

  it("holds what the shell shows for demo: manager, balance, news with images, unread notifications", async () => {
    const browser = client(mock);
    await browser.login();
    const me = (await browser.get(`${API}/publishers/current`)).json();
    expect(me.manager.contactDetails).toMatchObject({
      email: expect.any(String),
      skype: expect.any(String),
      telegram: expect.any(String),
      teams: expect.any(String),
    });
    expect(me.currency).toEqual({ name: "USD", symbol: "$" });
    expect(me.showCompetitionsLabel).toBe(true);
    expect((await browser.get(`${API}/ch/balance`)).json()).toBe(12345.67);
    const news = (await browser.get(`${API}/announcements?unseen=true`)).json();
    expect(news["hydra:totalItems"]).toBe(4);
    expect(news["hydra:member"].filter((a: { previewImagePath: string | null }) => a.previewImagePath).length).toBe(3);
    const image = await browser.get(news["hydra:member"][0].previewImagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    expect((await browser.get(`${API}/notifications/unseen`)).json()).toEqual({ count: 3 });
  });

  it("newbie is in demo mode with no roles and no payout accounts", async () => {
    const browser = client(mock);
    await browser.login("newbie");
    const me = (await browser.get(`${API}/publishers/current`)).json();
    expect(me).toMatchObject({ statusNew: true, customer: { roles: [] }, showCompetitionsLabel: false });
    expect((await browser.get(`${API}/publisher_payout_accounts`)).json()["hydra:totalItems"]).toBe(0);
  });

  it("reset restores the seeded state", async () => {
    const browser = client(mock);
    await browser.login();
    await browser.patch(`${API}/publishers/1001`, { phone: "+44 20 7946 0000" });
    await mock.app.inject({ method: "POST", url: "/__mock/reset" });
    await browser.login();
    expect((await browser.get(`${API}/publishers/current`)).json().phone).toBe("+420 601 234 567");
  });
});

describe("fault injection", () => {
  it("makes the next N calls of a route answer a status, by route or by operation id", async () => {
    const browser = client(mock);
    await mock.app.inject({
      method: "POST",
      url: "/__mock/faults",
      payload: { route: "GET /publisher/api/languages", status: 503, times: 2 },
    });
    expect((await browser.get(`${API}/languages`)).statusCode).toBe(503);
    expect((await browser.get(`${API}/languages`)).statusCode).toBe(503);
    expect((await browser.get(`${API}/languages`)).statusCode).toBe(200);
    await mock.app.inject({ method: "POST", url: "/__mock/faults", payload: { route: "reference.timezones", status: 500 } });
    const failed = await browser.get(`${API}/timezones`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()["hydra:description"]).toBe("Injected fault: 500");
  });

  it("drops the connection or hangs", async () => {
    await mock.app.listen({ port: 0, host: "127.0.0.1" });
    const address = mock.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}${API}/languages`;
    await mock.app.inject({ method: "POST", url: "/__mock/faults", payload: { route: "reference.languages", mode: "drop" } });
    await expect(fetch(url)).rejects.toThrow();
    await mock.app.inject({ method: "POST", url: "/__mock/faults", payload: { route: "reference.languages", mode: "hang" } });
    await expect(fetch(url, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect((await fetch(url)).status).toBe(200);
  });

  it("rejects a malformed fault with 400", async () => {
    expect((await mock.app.inject({ method: "POST", url: "/__mock/faults", payload: { mode: "explode" } })).statusCode).toBe(400);
  });
});
