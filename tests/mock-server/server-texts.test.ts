/**
 * Issue 35.15: every text the mock sends comes from its catalogue (mock-server/messages), in the
 * request's language (the `_locale` cookie the portal writes, also when it adopts the profile's).
 * Every error status the contracts declare is produced here, in each of the four languages: English
 * says the spec's words, and ru, uk and zh answer with no English text (a text the English catalogue
 * holds, or the English answer's own text) and with a description that is the translated
 * violations' lines (never «pin: Pin», a whole `pin: Pin is required` taken into a template).
 * Beyond the named refusals, every endpoint is walked for the errors any endpoint may answer.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PublisherApi } from "../../contracts/api";
import { contractRoutes } from "../../mock-server/contract-routes";
import { errorTexts, isCatalogued } from "../../mock-server/server-messages";
import { API, client, registrationBody, startMock, type Mock } from "./helpers";

const LOCALES = ["en", "ru", "uk", "zh"] as const;
type Locale = (typeof LOCALES)[number];

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
beforeEach(() => mock.store.reset(mock.store.seed));
afterAll(() => mock.app.close());

interface Ask {
  method?: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
  url: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  cookies?: Record<string, string>;
}
const ask = (locale: Locale, { method = "GET", url, body, raw, contentType, cookies = {} }: Ask) =>
  mock.app.inject({
    method,
    url,
    cookies: { ...cookies, _locale: locale },
    ...(raw !== undefined || body !== undefined
      ? { payload: raw ?? JSON.stringify(body), headers: { "content-type": contentType ?? "application/json" } }
      : {}),
  });

/** A session of `username` (its cookies), opened on the shared server. */
const sessionOf = async (username: "demo" | "newbie") => {
  const browser = client(mock);
  expect((await browser.login(username)).statusCode).toBe(200);
  return Object.fromEntries(browser.jar);
};

type Body = { violations?: Array<{ propertyPath: string; message: string }>; "hydra:description"?: string };

/** What is wrong with a translated answer, compared with the English one (an empty list when nothing is). */
const englishLeft = (answer: LightMyRequestResponse, english: LightMyRequestResponse): string[] => {
  const body = answer.json() as Body;
  const englishTexts = errorTexts(english.json());
  const problems = errorTexts(body)
    .filter((text) => isCatalogued(text) || englishTexts.includes(text))
    .map((text) => `English text: ${text}`);
  if (body.violations) {
    const lines = body.violations.map((v) => `${v.propertyPath}: ${v.message}`).join("\n");
    if (body["hydra:description"] !== lines) problems.push(`description is not the violations' lines: ${body["hydra:description"]}`);
  }
  return problems;
};

/** Asks in the four languages: the English answer and what the others left in English. */
const inEveryLanguage = async (status: number, request: (locale: Locale) => Promise<LightMyRequestResponse>) => {
  const answers = new Map<Locale, LightMyRequestResponse>();
  for (const locale of LOCALES) {
    const answer = await request(locale);
    expect(answer.statusCode, `${locale}: ${answer.body.slice(0, 300)}`).toBe(status);
    answers.set(locale, answer);
  }
  const english = answers.get("en")!;
  for (const locale of ["ru", "uk", "zh"] as const) {
    expect(englishLeft(answers.get(locale)!, english), `${locale}: ${answers.get(locale)!.body}`).toEqual([]);
  }
  for (const text of errorTexts(english.json())) expect(isCatalogued(text), text).toBe(true);
  return { english: errorTexts(english.json()), answers };
};

const registration = registrationBody;

/** The refusals that the spec or issue 35 names, with the English each must say word for word. */
const REFUSALS: ReadonlyArray<{ name: string; status: number; english: string[]; ask: (locale: Locale) => Promise<Ask> }> = [
  {
    name: "a wrong password",
    status: 401,
    english: ["Invalid credentials."],
    ask: async () => ({ method: "POST", url: `${API}/login`, body: { username: "demo", password: "wrong", _remember_me: false } }),
  },
  {
    name: "an account not yet activated",
    status: 401,
    english: ["Your account is not activated yet. Please follow the link in the activation e-mail."],
    ask: async (locale) => {
      const user = `late.${locale}`;
      expect(
        (
          await ask("en", {
            method: "POST",
            url: `${API}/publishers/register`,
            body: registration({ email: `${user}@example.org`, username: user }),
          })
        ).statusCode,
      ).toBe(201);
      return { method: "POST", url: `${API}/login`, body: { username: user, password: "Fresh-pass-1", _remember_me: false } };
    },
  },
  {
    name: "a second password reset within 2 hours",
    status: 429,
    english: ["A password reset e-mail was already sent. Only one request is allowed per 2 hours."],
    ask: async () => {
      await ask("en", { method: "POST", url: `${API}/reset_password/send_email`, body: { email: "demo@example.com" } });
      return { method: "POST", url: `${API}/reset_password/send_email`, body: { email: "demo@example.com" } };
    },
  },
  {
    name: "an unknown password reset token",
    status: 404,
    english: ["The password reset link is invalid or has expired."],
    ask: async () => ({
      method: "PATCH",
      url: `${API}/publishers/nope/reset_password`,
      body: { plainPassword: "A-pass-123", repeatPlainPassword: "A-pass-123" },
      contentType: "application/merge-patch+json",
    }),
  },
  {
    name: "an unknown e-mail change token",
    status: 404,
    english: ["The e-mail confirmation link is invalid or has expired."],
    ask: async () => ({ method: "POST", url: `${API}/users/confirm/nope`, body: {} }),
  },
  {
    name: "a second registration from the same browser",
    status: 406,
    english: ["Registration limit exceeded."],
    ask: async () => ({ method: "POST", url: `${API}/publishers/register`, body: registration(), cookies: { _registration: "1" } }),
  },
  {
    name: "a refused e-mail domain",
    status: 406,
    english: ["Registrations from this e-mail domain are not accepted. Please contact the network's support."],
    ask: async () => ({ method: "POST", url: `${API}/publishers/register`, body: registration({ email: "x@blocked.example" }) }),
  },
  {
    name: "a taken username and passwords that differ",
    status: 422,
    english: ["This username is already taken.", "Passwords do not match"],
    ask: async () => ({
      method: "POST",
      url: `${API}/publishers/register`,
      body: registration({ username: "demo", repeatPlainPassword: "Other-pass-1" }),
    }),
  },
  {
    name: "an unknown confirmation token",
    status: 404,
    english: ["The confirmation link is invalid or has already been used."],
    ask: async () => ({ method: "POST", url: `${API}/publishers/confirm/nope`, body: { fingerprint: "fp" } }),
  },
  {
    name: "a required pin (a description ending in “is required”)",
    status: 422,
    english: ["Pin is required"],
    ask: async () => ({ method: "DELETE", url: `${API}/publisher_payout_accounts/2`, body: {}, cookies: await sessionOf("demo") }),
  },
  {
    name: "grouping by smartlink without the smartlinks role",
    status: 422,
    english: ["Grouping by smartlink needs the smartlinks role (ROLE_SMARTLINKS)."],
    ask: async () => ({ url: `${API}/ch/reports/summary?groupBy=smartlinkCampaign`, cookies: await sessionOf("newbie") }),
  },
  {
    name: "grouping by landing without the custom landings role",
    status: 422,
    english: ["Grouping by landing needs the custom landings role (ROLE_CUSTOM_LANDINGS)."],
    ask: async () => ({ url: `${API}/ch/reports/summary?groupBy=landing`, cookies: await sessionOf("newbie") }),
  },
  {
    name: "filtering by landing without the custom landings role",
    status: 422,
    english: ["Filtering by landing needs the custom landings role (ROLE_CUSTOM_LANDINGS)."],
    ask: async () => ({ url: `${API}/ch/reports/summary?groupBy=date&landing=1`, cookies: await sessionOf("newbie") }),
  },
  {
    name: "smartlinks without the smartlinks role",
    status: 403,
    english: ["Access Denied."],
    ask: async () => ({ url: `${API}/smartlinks`, cookies: await sessionOf("newbie") }),
  },
  {
    name: "a body over the limit",
    status: 413,
    english: ["The request body is too large."],
    ask: async () => ({ method: "POST", url: `${API}/login`, raw: JSON.stringify({ username: "x".repeat(1_100_000) }) }),
  },
  {
    name: "an offer list with a page that is not a number",
    status: 422,
    english: ["The page should be a whole number from 1."],
    ask: async () => ({ url: `${API}/offers?page=two`, cookies: await sessionOf("demo") }),
  },
];

describe("server texts in every language", () => {
  for (const refusal of REFUSALS) {
    it(`${refusal.name}: the spec's English, and no English in ru, uk or zh`, async () => {
      const { english } = await inEveryLanguage(refusal.status, async (locale) => ask(locale, await refusal.ask(locale)));
      expect([...new Set(english)]).toEqual(refusal.english);
    });
  }

  it("today's two examples read in Russian", async () => {
    const wrong = await ask("ru", {
      method: "POST",
      url: `${API}/login`,
      body: { username: "demo", password: "wrong", _remember_me: false },
    });
    expect(wrong.json().error).toBe("Неверное имя пользователя или пароль.");
    const taken = await ask("ru", { method: "POST", url: `${API}/publishers/register`, body: registration({ username: "demo" }) });
    expect(taken.json()["hydra:description"]).toBe("username: Это имя пользователя уже занято.");
  });

  it("produces every error status the contracts declare", () => {
    const declared = new Set(contractRoutes(PublisherApi).flatMap((route) => route.errorStatuses));
    const produced = new Set([...REFUSALS.map((r) => r.status), ...WALKED_STATUSES]);
    expect([...declared].filter((status) => !produced.has(status))).toEqual([]);
  });

  /** Every endpoint, for the errors any endpoint may answer: no session, a body that is not JSON, a type it does not take, a bad id. */
  const WALKED_STATUSES = [400, 401, 404, 415, 422];
  it("walks every endpoint's shared errors in the four languages", async () => {
    const demo = await sessionOf("demo");
    const seen = new Set<number>();
    for (const route of contractRoutes(PublisherApi)) {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => (name === "token" ? "nope" : "0"));
      const method = route.method as Ask["method"];
      const asks: Ask[] = [{ method, url, cookies: {} }];
      if (route.method !== "GET" && route.contentTypes.some((type) => type.includes("json"))) {
        asks.push({ method, url, raw: "{not json", contentType: route.contentTypes[0], cookies: demo });
        asks.push({ method, url, raw: "a=1", contentType: "application/x-www-form-urlencoded", cookies: demo });
      }
      if (route.path.includes(":") && route.method === "GET") asks.push({ method, url, cookies: demo });
      for (const one of asks) {
        const english = await ask("en", one);
        if (english.statusCode < 400) continue;
        seen.add(english.statusCode);
        await inEveryLanguage(english.statusCode, (locale) => ask(locale, one));
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(WALKED_STATUSES));
  });
});

describe("the mock's own texts", () => {
  it("are all in the catalogue, so that a test server refuses an English text the catalogue lacks", async () => {
    const demo = await sessionOf("demo");
    const answer = await ask("ru", { url: `${API}/offers?itemsPerPage=7`, cookies: demo });
    expect(answer.statusCode).toBe(422);
    expect(errorTexts(answer.json())).toEqual(["Выбранное значение недопустимо. Допустимые значения: 10, 20, 50 или 100."]);
  });

  it("say 'This value is not valid.' where a schema speaks for itself", async () => {
    const answer = await ask("en", { method: "POST", url: `${API}/login`, body: { username: 5, password: "x", _remember_me: false } });
    expect(answer.statusCode).toBe(422);
    expect(errorTexts(answer.json())).toEqual(["This value is not valid."]);
  });
});
