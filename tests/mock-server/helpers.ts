/** Drives the mock server in-process through `fastify.inject`, keeping the session cookie like a browser. */
import { Temporal } from "temporal-polyfill";
import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../../mock-server/app";

export type Mock = Awaited<ReturnType<typeof buildApp>>;

export const API = "/publisher/api";

/** A registration request that the mock accepts, with `over` replacing any of its fields. */
export const registrationBody = (over: Record<string, unknown> = {}) => ({
  email: "fresh@example.org",
  username: "fresh.publisher",
  plainPassword: "Fresh-pass-1",
  repeatPlainPassword: "Fresh-pass-1",
  messenger: "telegram",
  contactInfo: "@fresh",
  customFieldValues: [
    { publisherCustomField: "/publisher/api/publisher_custom_fields/1", value: "https://fresh.example.org" },
    { publisherCustomField: "/publisher/api/publisher_custom_fields/2", value: "Push, Native" },
  ],
  fingerprint: "fp-1",
  ...over,
});

export const startMock = async (options: Parameters<typeof buildApp>[0] = {}) => {
  const mock = await buildApp({ validateResponses: true, ...options });
  await mock.app.ready();
  return mock;
};

/**
 * Moves the mock's clock to midday of today in `timeZone` (demo's) and reseeds from there, before any
 * sign-in. A test file comparing "the days around the reset" with the server's "today" then runs hours
 * away from a midnight, however slowly a busy machine runs it (two files failed when their run crossed
 * midnight in Kyiv).
 */
export const resetAtMidday = (mock: Mock, timeZone = "Europe/Kyiv") => {
  const midday = Temporal.Now.zonedDateTimeISO(timeZone).with({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  mock.clock.set(midday.toInstant().toString());
  mock.store.reset(mock.store.seed);
};

/** Starts a mock (closing `previous`, the test file's last one, first) with a client signed in as demo. */
export const startWithDemo = async (previous?: Mock) => {
  await previous?.app.close();
  const mock = await startMock();
  const demo = client(mock);
  await demo.login();
  return { mock, demo };
};

/** A mock reset to midday (resetAtMidday) with clients signed in as demo and as newbie. */
export const startAtMiddayWithNewbie = async () => {
  const mock = await startMock();
  resetAtMidday(mock);
  const demo = client(mock);
  const newbie = client(mock);
  await demo.login();
  await newbie.login("newbie");
  return { mock, demo, newbie };
};

/** A cookie jar over inject: remembers Set-Cookie answers and sends them back. */
export const client = (mock: Mock) => {
  const jar = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      if (c.value === "" || (c.maxAge !== undefined && c.maxAge <= 0) || (c.expires && c.expires.getTime() < Date.now()))
        jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  };
  const send = async (method: string, url: string, body?: unknown, contentType = "application/json") =>
    remember(
      await mock.app.inject({
        method: method as "GET",
        url,
        cookies: Object.fromEntries(jar),
        ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { "content-type": contentType } }),
      }),
    );
  return {
    jar,
    get: (url: string) => send("GET", url),
    post: (url: string, body?: unknown, contentType?: string) => send("POST", url, body ?? {}, contentType),
    patch: (url: string, body: unknown) => send("PATCH", url, body, "application/merge-patch+json"),
    del: (url: string, body?: unknown) => send("DELETE", url, body ?? {}),
    login: (username = "demo", password = username === "demo" ? "Demo-pass-1" : "Newbie-pass-1", rememberMe = true) =>
      send("POST", `${API}/login`, { username, password, _remember_me: rememberMe }),
  };
};

export const mailbox = async (mock: Mock, to: string) =>
  (await mock.app.inject({ method: "GET", url: `/__mock/mailbox?to=${encodeURIComponent(to)}` })).json().messages as Array<{
    kind: string;
    token?: string;
    pin?: string;
    to: string;
  }>;
