/**
 * Drives every contract endpoint of the mock server through Prism's validating proxy
 * (`prism proxy … --errors`), on its success path and its error paths, and asserts the status and
 * that Prism found no violation: with `--errors` Prism answers a request or response that breaks the
 * contract itself (a problem+json body, a 500 with the violations for responses) and sets an
 * `sl-violations` header.
 *
 * Prism is given the document rendered from the contracts now (`renderOpenApi()`), so that this file
 * checks the server against the contracts; tests/contract/openapi.test.ts checks that the committed
 * contracts/openapi.json equals that rendering.
 *
 * Three things Prism 5.x cannot carry, handled here and named where they happen:
 * - a request without the session cookie is answered 401 by Prism itself (security check), so the
 *   mock's own 401 is reached with an unknown session id;
 * - Prism's proxy follows redirects, so logout's 302 is checked directly against the mock;
 * - Prism reads request bodies as UTF-8 text (a PNG arrives corrupted) and cannot match a single
 *   multipart file part to the document's `file: array of 1 binary` (it always reports "must be
 *   array"), so uploads go through a second Prism with `--validate-request=false` (responses still
 *   validated), and the PNG success path is checked directly against the mock with the contract schema.
 */
import { Schema } from "effect";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PublisherApi } from "../../contracts/api";
import { renderOpenApi } from "../../contracts/openapi";
import { MediaObject } from "../../contracts/registration.contract";
import { REGISTRATION_COOKIE, SESSION_COOKIE } from "../../contracts/session";
import { buildApp } from "../../mock-server/app";
import { contractRoutes } from "../../mock-server/contract-routes";
import { registrationBody } from "../mock-server/helpers";
import { codeAt, wrongCodeAt } from "../fixtures/two-step-codes";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Prism's command, where Node finds its package: not `ROOT/node_modules/.bin`, which a copy of the
 * project whose packages live above it has not got (Stryker's sandbox, a mutation clone whose
 * node_modules is a link), and where the test failed outside any test with ENOENT.
 */
const PRISM_CLI = createRequire(import.meta.url).resolve("@stoplight/prism-cli/dist/index.js");
const API = "/publisher/api";

const routes = contractRoutes(PublisherApi);
const routeById = new Map(routes.map((r) => [r.operationId, r]));
/** operationIds that a case below sent and checked. */
const exercised = new Set<string>();

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

interface Prism {
  readonly base: string;
  readonly child: ChildProcess;
  readonly log: string[];
}

const startPrism = async (document: string, upstream: string, extra: string[]): Promise<Prism> => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [PRISM_CLI, "proxy", document, upstream, "--errors", "--port", String(port), "-h", "127.0.0.1", ...extra],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}:\n${log.join("")}`);
    try {
      await fetch(`${base}${API}/languages`, { signal: AbortSignal.timeout(2_000) });
      return { base, child, log };
    } catch {
      if (Date.now() > deadline) throw new Error(`prism did not answer within 50 s:\n${log.join("")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
};

const stopPrism = async (prism: Prism | undefined) => {
  if (!prism || prism.child.exitCode !== null) return;
  const exited = new Promise((resolve) => prism.child.once("exit", resolve));
  prism.child.kill("SIGTERM");
  const timer = setTimeout(() => prism.child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
};

let server: Awaited<ReturnType<typeof buildApp>> | undefined;
let mockBase = "";
let prism: Prism | undefined;
/** Validates responses only; for multipart requests, which Prism cannot validate (see above). */
let prismResponses: Prism | undefined;
let workDir = "";

beforeAll(async () => {
  server = await buildApp();
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  if (!address || typeof address !== "object") throw new Error("the mock server has no port");
  mockBase = `http://127.0.0.1:${address.port}`;
  workDir = mkdtempSync(join(tmpdir(), "conformance-"));
  const document = join(workDir, "openapi.json");
  writeFileSync(document, renderOpenApi());
  [prism, prismResponses] = await Promise.all([
    startPrism(document, mockBase, []),
    startPrism(document, mockBase, ["--validate-request=false"]),
  ]);
});

afterAll(async () => {
  await Promise.all([stopPrism(prism), stopPrism(prismResponses)]);
  await server?.app.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const reset = await fetch(`${mockBase}/__mock/reset`, { method: "POST" });
  expect(reset.status).toBe(200);
});

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed JSON body (typed as JSON.parse types it: Prism has checked it against the contract), or undefined. */
  readonly body: ReturnType<typeof JSON.parse>;
  readonly cookies: Record<string, string>;
}

interface Call {
  /** Path under /publisher/api, with query. */
  readonly path: string;
  readonly json?: unknown;
  /** Overrides the content type the contract declares for the endpoint. */
  readonly contentType?: string;
  readonly form?: FormData;
  readonly session?: string;
  readonly cookies?: Record<string, string>;
  /** A publisher's API token, sent as `Authorization: Bearer`. */
  readonly bearer?: string;
  readonly via?: "prism" | "prismResponses" | "mock";
}

const send = async (operationId: string, call: Call): Promise<Answer> => {
  const route = routeById.get(operationId);
  if (!route) throw new Error(`unknown operationId ${operationId}`);
  const base = call.via === "mock" ? mockBase : call.via === "prismResponses" ? prismResponses!.base : prism!.base;
  const headers: Record<string, string> = { accept: "application/ld+json, application/json;q=0.9, */*;q=0.8" };
  const cookies = { ...call.cookies, ...(call.session ? { [SESSION_COOKIE]: call.session } : {}) };
  if (Object.keys(cookies).length > 0)
    headers.cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  if (call.bearer !== undefined) headers.authorization = `Bearer ${call.bearer}`;
  let body: string | FormData | undefined;
  if (call.form) body = call.form;
  else if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers["content-type"] = call.contentType ?? route.contentTypes[0] ?? "application/json";
  }
  const response = await fetch(`${base}${API}${call.path}`, { method: route.method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const setCookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    setCookies[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
  return { status: response.status, headers: response.headers, text, body: parsed, cookies: setCookies };
};

/** Records a success asserted on the mock directly, where Prism cannot relay it (a redirect it follows, a multipart upload). */
const succeededOnMock = (operationId: string, answer: Answer) => {
  expect(answer.status, operationId).toBe(routeById.get(operationId)!.successStatus);
  exercised.add(operationId);
};

/** Sends through Prism and asserts the status and that Prism reported no violation. */
const expectCall = async (operationId: string, call: Call, status: number): Promise<Answer> => {
  const answer = await send(operationId, call);
  const context = `${operationId} ${routeById.get(operationId)!.method} ${call.path} → ${answer.status}\n${answer.text.slice(0, 1500)}`;
  expect(answer.headers.get("sl-violations"), `Prism reported violations: ${context}`).toBeNull();
  expect(answer.headers.get("content-type") ?? "", `Prism answered itself (problem+json): ${context}`).not.toContain("problem+json");
  expect(answer.status, context).toBe(status);
  if (status >= 200 && status < 300 && status !== 204) {
    expect(answer.headers.get("content-type") ?? "", context).toMatch(
      // JSON-LD, an image, CSV; plain JSON for the reporting endpoints' OpenAPI document (its contract says which: Prism checks it).
      /^(application\/ld\+json|image\/svg\+xml|image\/png|image\/jpeg|text\/csv|application\/json)/,
    );
  }
  // Only a success counts: the 401 sweep and the refusals reach every endpoint without showing that it works.
  if (status >= 200 && status < 300) exercised.add(operationId);
  return answer;
};

const expectViolation = (answer: Answer, propertyPath: string) => {
  expect(answer.body["@type"]).toBe("ConstraintViolationList");
  expect(answer.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
};

const mailbox = async (to: string): Promise<Array<{ kind: string; token?: string; pin?: string }>> => {
  const response = await fetch(`${mockBase}/__mock/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ kind: string; token?: string; pin?: string }> }).messages;
};

const lastOf = async (to: string, kind: string) => {
  const message = (await mailbox(to)).filter((m) => m.kind === kind).at(-1);
  if (!message) throw new Error(`no ${kind} e-mail to ${to}`);
  return message;
};

const advanceClock = async (advance: string) => {
  const response = await fetch(`${mockBase}/__mock/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advance }),
  });
  expect(response.status).toBe(200);
};

const login = async (username = "demo", password = "Demo-pass-1") => {
  const answer = await expectCall("auth.login", { path: "/login", json: { username, password, _remember_me: false } }, 200);
  const session = answer.cookies[SESSION_COOKIE];
  if (!session) throw new Error("login set no session cookie");
  return session;
};

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082",
  "hex",
);

const upload = (bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

const registration = (over: Record<string, unknown> = {}) =>
  registrationBody({
    email: "fresh.person@example.org",
    username: "fresh_person",
    contactInfo: "@fresh_person",
    customFieldValues: [
      { publisherCustomField: "/publisher/api/publisher_custom_fields/1", value: "https://traffic.example" },
      { publisherCustomField: "/publisher/api/publisher_custom_fields/2", value: "Push, Native" },
    ],
    fingerprint: "fp-conformance",
    ...over,
  });

const WEBMONEY = "/publisher/api/payment_methods/2";

/** A request body the contract accepts, for every endpoint that has one (used by the 401 probes). */
const VALID_BODIES: Record<string, unknown> = {
  "auth.login": { username: "demo", password: "Demo-pass-1", _remember_me: false },
  "reportViews.put": { hiddenColumns: {}, views: [] },
  "apiTokens.create": { name: "Sheets", scopes: ["statistics"] },
  "reportSchedules.create": {
    viewId: "v-1",
    name: "By country",
    tab: "summary",
    query: "groupBy=country",
    frequency: "daily",
    hour: 9,
    recipients: ["demo@example.com"],
  },
  "reportSchedules.update": { paused: true },
  "twoStep.confirm": { oneTimeCode: "000000" },
  "twoStep.regenerate": { oneTimeCode: "000000" },
  "twoStep.disable": { oneTimeCode: "000000" },
  "twoStep.verify": { challenge: "unknown", oneTimeCode: "000000" },
  "payoutTerms.request": {},
  "auth.requestPasswordReset": { email: "demo@example.com" },
  "auth.confirmPasswordReset": { plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1" },
  "auth.confirmEmailChange": {},
  "registration.register": registration(),
  "registration.confirm": {},
  "profile.update": { language: "en" },
  "profile.validate": { language: "en" },
  "notifications.markRead": {},
  "supportChat.send": { text: "Hello" },
  "supportChat.markRead": {},
  "promoCodes.activate": { code: "WELCOME50" },
  "payout.validate": { method: WEBMONEY, account: "Z123456789012", minimalPaymentAmount: 20 },
  "payout.create": { method: WEBMONEY, account: "Z123456789012", minimalPaymentAmount: 20 },
  "payout.validateUpdate": { account: "other@example.com" },
  "payout.update": { account: "other@example.com" },
  "payout.remove": { pin: "123456" },
  "offers.requestAccess": {},
  "domains.create": { name: "go.example.com" },
  "domains.update": { name: "go.example.com" },
  "domains.validate": {},
  "shortlinks.create": { offer: "/publisher/api/offers/4117" },
  "postbacks.create": { name: "x", scope: "global", url: "https://t.example/?c={ext_click_id}" },
  "postbacks.update": { name: "x" },
  "postbacks.test": { scope: "global", url: "https://t.example/?c={ext_click_id}" },
  "postbacks.resend": {},
  "postbacks.reveal": {},
  "smartlinks.launch": { smartlink: "/publisher/api/smartlinks/316", trafficType: "/publisher/api/traffic_types/1" },
  "smartlinks.edit": { countries: ["US"] },
};

const PATH_VALUES: Record<string, string> = { id: "1", relativeId: "1001", token: "some-token", folder: "announcements", file: "1.svg" };
/** Query parameters an endpoint requires, for the calls that only test what comes before them (the 401 sweep). */
const REQUIRED_QUERY: Record<string, string> = { "search.find": "?q=demo" };

const fillPath = (path: string) => path.slice(API.length).replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => PATH_VALUES[name] ?? "1");

// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------

describe("conformance through prism", () => {
  it("prism catches a response that breaks the contract (self-check of this harness)", async () => {
    const fault = await fetch(`${mockBase}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        route: "reference.languages",
        status: 200,
        body: { "@type": "hydra:Collection", "hydra:member": "not a list" },
      }),
    });
    expect(fault.status).toBe(200);
    const broken = await send("reference.languages", { path: "/languages" });
    expect(broken.status).toBe(500);
    expect(broken.headers.get("sl-violations")).toBeTruthy();
    expect(broken.headers.get("content-type")).toContain("problem+json");
    exercised.delete("reference.languages");
  });

  it("every protected endpoint answers 401 without a session and with an unknown session", async () => {
    const protectedRoutes = routes.filter((r) => r.protected);
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      if (route.contentTypes.length > 0 && !(route.operationId in VALID_BODIES)) {
        throw new Error(`add a valid request body for ${route.operationId} to VALID_BODIES`);
      }
      const call = { path: fillPath(route.path) + (REQUIRED_QUERY[route.operationId] ?? ""), json: VALID_BODIES[route.operationId] };
      // Without the cookie Prism's security check answers 401 itself, without asking the mock.
      const bare = await send(route.operationId, call);
      expect(bare.status, `${route.operationId} without a session`).toBe(401);
      expect(bare.headers.get("sl-violations")).toBeNull();
      // The mock's own 401 (an unknown or ended session), validated by Prism.
      const answer = await expectCall(route.operationId, { ...call, session: "unknown-session-id" }, 401);
      expect(answer.body["hydra:description"]).toBe("Full authentication is required to access this resource.");
    }
  });

  it("auth.login: by username or e-mail; wrong password and unknown user are 401", async () => {
    const ok = await expectCall(
      "auth.login",
      { path: "/login", json: { username: "demo", password: "Demo-pass-1", _remember_me: true, fingerprint: "fp" } },
      200,
    );
    expect(ok.body.username).toBe("demo");
    expect(ok.cookies[SESSION_COOKIE]).toBeTruthy();
    const byEmail = await expectCall(
      "auth.login",
      { path: "/login", json: { username: "newbie@example.com", password: "Newbie-pass-1", _remember_me: false } },
      200,
    );
    expect(byEmail.body.statusNew).toBe(true);
    const wrong = await expectCall(
      "auth.login",
      { path: "/login", json: { username: "demo", password: "wrong", _remember_me: false } },
      401,
    );
    expect(wrong.body.error).toBe("Invalid credentials.");
    await expectCall("auth.login", { path: "/login", json: { username: "nobody", password: "Demo-pass-1", _remember_me: false } }, 401);
  });

  it("auth.logout: 302 to the login page and the session ends (checked on the mock: Prism follows redirects)", async () => {
    const session = await login();
    const answer = await send("auth.logout", { path: "/logout", session, via: "mock" });
    succeededOnMock("auth.logout", answer);
    expect(answer.headers.get("location")).toBe("/publisher/login");
    expect(answer.text).toBe("");
    expect(answer.cookies[SESSION_COOKIE]).toBe("");
    await expectCall("profile.current", { path: "/publishers/current", session }, 401);
  });

  it("auth.requestPasswordReset: 204, 422 on a bad address, 429 within 2 hours, 204 again after", async () => {
    await expectCall(
      "auth.requestPasswordReset",
      { path: "/reset_password/send_email", json: { email: "demo@example.com", fingerprint: "fp" } },
      204,
    );
    expect((await mailbox("demo@example.com")).some((m) => m.kind === "password_reset")).toBe(true);
    const invalid = await expectCall(
      "auth.requestPasswordReset",
      { path: "/reset_password/send_email", json: { email: "not-an-address" } },
      422,
    );
    expectViolation(invalid, "email");
    await expectCall("auth.requestPasswordReset", { path: "/reset_password/send_email", json: { email: "demo@example.com" } }, 429);
    await advanceClock("PT2H");
    await expectCall("auth.requestPasswordReset", { path: "/reset_password/send_email", json: { email: "demo@example.com" } }, 204);
  });

  it("auth.confirmPasswordReset: 422 on unequal passwords, 200 signs in, 404 on reuse, unknown and expired tokens", async () => {
    await expectCall("auth.requestPasswordReset", { path: "/reset_password/send_email", json: { email: "demo@example.com" } }, 204);
    const { token } = await lastOf("demo@example.com", "password_reset");
    const path = `/publishers/${token}/reset_password`;
    const unequal = await expectCall(
      "auth.confirmPasswordReset",
      { path, json: { plainPassword: "New-pass-1", repeatPlainPassword: "Other-pass-1" } },
      422,
    );
    expectViolation(unequal, "repeatPlainPassword");
    const ok = await expectCall(
      "auth.confirmPasswordReset",
      { path, json: { plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1", fingerprint: "fp" } },
      200,
    );
    expect(ok.body.username).toBe("demo");
    expect(ok.cookies[SESSION_COOKIE]).toBeTruthy();
    await login("demo", "New-pass-1");
    await expectCall("auth.confirmPasswordReset", { path, json: { plainPassword: "x-Pass-2", repeatPlainPassword: "x-Pass-2" } }, 404);
    await expectCall(
      "auth.confirmPasswordReset",
      { path: "/publishers/no-such-token/reset_password", json: { plainPassword: "a", repeatPlainPassword: "a" } },
      404,
    );

    await advanceClock("PT2H");
    await expectCall("auth.requestPasswordReset", { path: "/reset_password/send_email", json: { email: "demo@example.com" } }, 204);
    const expiring = await lastOf("demo@example.com", "password_reset");
    await advanceClock("PT25H");
    await expectCall(
      "auth.confirmPasswordReset",
      { path: `/publishers/${expiring.token}/reset_password`, json: { plainPassword: "b-Pass-3", repeatPlainPassword: "b-Pass-3" } },
      404,
    );
  });

  it("auth.confirmEmailChange: the e-mail change link confirms once; unknown token is 404", async () => {
    const session = await login();
    const patched = await expectCall("profile.update", { path: "/publishers/1001", session, json: { email: "demo.new@example.com" } }, 200);
    expect(patched.body.temporaryEmail).toBe("demo.new@example.com");
    const { token } = await lastOf("demo.new@example.com", "email_change");
    const ok = await expectCall("auth.confirmEmailChange", { path: `/users/confirm/${token}`, json: { fingerprint: "fp" } }, 200);
    expect(ok.body.email).toBe("demo.new@example.com");
    expect(ok.body.temporaryEmail).toBeNull();
    await expectCall("auth.confirmEmailChange", { path: `/users/confirm/${token}`, json: {} }, 404);
    await expectCall("auth.confirmEmailChange", { path: "/users/confirm/no-such-token", json: {} }, 404);
  });

  it("registration.fields and registration.messengers list their collections", async () => {
    const fields = await expectCall("registration.fields", { path: "/register/fields" }, 200);
    expect(fields.body["hydra:member"].length).toBeGreaterThan(0);
    const messengers = await expectCall("registration.messengers", { path: "/register/messengers" }, 200);
    expect(messengers.body["hydra:member"].map((m: { name: string }) => m.name)).toContain("telegram");
  });

  it("registration.uploadMedia: a PNG is 201 (checked on the mock), a non-image is 422", async () => {
    const route = routeById.get("registration.uploadMedia")!;
    const png = await send("registration.uploadMedia", {
      path: "/media_objects",
      form: upload(PNG, "pixel.png", "image/png"),
      via: "mock",
    });
    expect(png.status, png.text).toBe(route.successStatus);
    succeededOnMock("registration.uploadMedia", png);
    expect(png.headers.get("content-type")).toMatch(/^application\/ld\+json/);
    const media = Schema.decodeUnknownSync(MediaObject)(png.body);
    expect(media.mimeType).toBe("image/png");
    expect(media.size).toBe(PNG.length);

    const text = await expectCall(
      "registration.uploadMedia",
      { path: "/media_objects", form: upload(Buffer.from("not an image\n"), "notes.txt", "text/plain"), via: "prismResponses" },
      422,
    );
    expectViolation(text, "file");
  });

  it("registration.register and registration.confirm: 201, 406 refusals, 422 violations, activation once", async () => {
    const media = await send("registration.uploadMedia", {
      path: "/media_objects",
      form: upload(PNG, "stats.png", "image/png"),
      via: "mock",
    });
    const payload = registration({
      customFieldValues: [
        ...(registration().customFieldValues as object[]),
        { publisherCustomField: "/publisher/api/publisher_custom_fields/4", files: [media.body["@id"]] },
      ],
    });
    const created = await expectCall("registration.register", { path: "/publishers/register", json: payload }, 201);
    expect(created.body.username).toBe("fresh_person");
    expect(created.cookies[REGISTRATION_COOKIE]).toBeTruthy();

    // The registration cookie blocks a second registration.
    const limited = await expectCall(
      "registration.register",
      {
        path: "/publishers/register",
        json: registration({ email: "second@example.org", username: "second" }),
        cookies: { [REGISTRATION_COOKIE]: "1" },
      },
      406,
    );
    expect(limited.body["hydra:description"]).toBe("Registration limit exceeded.");
    // A refused e-mail domain.
    await expectCall(
      "registration.register",
      { path: "/publishers/register", json: registration({ email: "someone@blocked.example", username: "blocked" }) },
      406,
    );
    // Business violations: the username is taken, the passwords differ, the messenger is unknown.
    const taken = await expectCall(
      "registration.register",
      { path: "/publishers/register", json: registration({ email: "third@example.org", username: "demo" }) },
      422,
    );
    expectViolation(taken, "username");
    const mismatch = await expectCall(
      "registration.register",
      {
        path: "/publishers/register",
        json: registration({ email: "fourth@example.org", username: "fourth", repeatPlainPassword: "Other-pass-1", messenger: "pigeon" }),
      },
      422,
    );
    expectViolation(mismatch, "repeatPlainPassword");
    expectViolation(mismatch, "messenger");

    // Not activated yet: login refused.
    await expectCall(
      "auth.login",
      { path: "/login", json: { username: "fresh_person", password: "Fresh-pass-1", _remember_me: false } },
      401,
    );
    const { token } = await lastOf("fresh.person@example.org", "activation");
    const confirmed = await expectCall("registration.confirm", { path: `/publishers/confirm/${token}`, json: { fingerprint: "fp" } }, 200);
    expect(confirmed.body.username).toBe("fresh_person");
    await expectCall("registration.confirm", { path: `/publishers/confirm/${token}`, json: {} }, 404);
    await expectCall("registration.confirm", { path: "/publishers/confirm/no-such-token", json: {} }, 404);
    await login("fresh_person", "Fresh-pass-1");
  });

  it("profile.current, profile.update (200, 403 on another publisher, 422) and profile.pinRequest", async () => {
    const session = await login();
    const current = await expectCall("profile.current", { path: "/publishers/current", session }, 200);
    expect(current.body.relativeId).toBe(1001);
    const updated = await expectCall(
      "profile.update",
      {
        path: "/publishers/1001",
        session,
        json: { language: "uk", phone: "+420 777 123 456", timezone: "Europe/Prague", dateOfBirth: "1991-05-06" },
      },
      200,
    );
    expect(updated.body.language).toBe("uk");
    expect(updated.body.timezone).toBe("Europe/Prague");
    await expectCall("profile.update", { path: "/publishers/1002", session, json: { language: "en" } }, 403);
    const invalid = await expectCall(
      "profile.update",
      { path: "/publishers/1001", session, json: { phone: "call me", timezone: "Mars/Base", dateOfBirth: "1990-02-30", email: "taken" } },
      422,
    );
    for (const field of ["phone", "timezone", "dateOfBirth", "email"]) expectViolation(invalid, field);
    const taken = await expectCall("profile.update", { path: "/publishers/1001", session, json: { email: "newbie@example.com" } }, 422);
    expectViolation(taken, "email");
    await expectCall("profile.pinRequest", { path: "/profile/pin_request", session }, 204);
    expect((await lastOf("demo@example.com", "pin")).pin).toMatch(/^\d{6}$/);
  });

  it("reference.languages and reference.timezones", async () => {
    const languages = await expectCall("reference.languages", { path: "/languages" }, 200);
    expect(languages.body["hydra:member"].map((l: { value: string }) => l.value)).toEqual(["en", "ru", "uk", "zh"]);
    const timezones = await expectCall("reference.timezones", { path: "/timezones" }, 200);
    expect(timezones.body["hydra:member"].some((t: { value: string }) => t.value === "Europe/Prague")).toBe(true);
  });

  it("shell.announcements (unseen, paging, 422 on a bad page size), shell.unseenNotifications, shell.balance", async () => {
    const session = await login();
    const unseen = await expectCall("shell.announcements", { path: "/announcements?unseen=true", session }, 200);
    expect(unseen.body["hydra:totalItems"]).toBe(4);
    const paged = await expectCall("shell.announcements", { path: "/announcements?page=2&itemsPerPage=2", session }, 200);
    expect(paged.body["hydra:member"]).toHaveLength(2);
    expect(paged.body["hydra:view"]["hydra:next"]).toBeTruthy();
    const tooMany = await expectCall("shell.announcements", { path: "/announcements?itemsPerPage=1000", session }, 422);
    expectViolation(tooMany, "itemsPerPage");
    const count = await expectCall("shell.unseenNotifications", { path: "/notifications/unseen", session }, 200);
    expect(count.body.count).toBe(3);
    const balance = await expectCall("shell.balance", { path: "/ch/balance", session }, 200);
    expect(balance.body).toBe(12345.67);
  });

  it("payout: list, get (404 unknown and another publisher's), payment methods", async () => {
    const session = await login();
    const list = await expectCall("payout.list", { path: "/publisher_payout_accounts", session }, 200);
    expect(list.body["hydra:totalItems"]).toBe(3);
    const one = await expectCall("payout.get", { path: "/publisher_payout_accounts/1", session }, 200);
    expect(one.body.active).toBe(true);
    await expectCall("payout.get", { path: "/publisher_payout_accounts/999", session }, 404);
    const newbie = await login("newbie", "Newbie-pass-1");
    await expectCall("payout.get", { path: "/publisher_payout_accounts/1", session: newbie }, 404);
    const empty = await expectCall("payout.list", { path: "/publisher_payout_accounts", session: newbie }, 200);
    expect(empty.body["hydra:totalItems"]).toBe(0);
    const methods = await expectCall("payout.paymentMethods", { path: "/payment_methods", session }, 200);
    expect(methods.body["hydra:member"].length).toBe(6);
  });

  it("payout: validate and create (204/201, 422 on the account format and a missing method)", async () => {
    const session = await login();
    await expectCall(
      "payout.validate",
      {
        path: "/publisher_payout_accounts/validate",
        session,
        json: { method: WEBMONEY, account: "Z123456789012", minimalPaymentAmount: 20 },
      },
      204,
    );
    const badFormat = await expectCall(
      "payout.validate",
      { path: "/publisher_payout_accounts/validate", session, json: { method: WEBMONEY, account: "Z12", minimalPaymentAmount: 20 } },
      422,
    );
    expect(badFormat.body.violations[0].message).toBe("Invalid WebMoney account format (e.g. Z123456789012)");
    const created = await expectCall(
      "payout.create",
      { path: "/publisher_payout_accounts", session, json: { method: WEBMONEY, account: "Z123456789012", minimalPaymentAmount: 20 } },
      201,
    );
    expect(created.body.active).toBe(false);
    const missing = await expectCall(
      "payout.create",
      { path: "/publisher_payout_accounts", session, json: { account: "Z123456789012" } },
      422,
    );
    expectViolation(missing, "method");
    const first = await expectCall(
      "payout.create",
      {
        path: "/publisher_payout_accounts",
        session: await login("newbie", "Newbie-pass-1"),
        json: { method: WEBMONEY, account: "Z123456789012", minimalPaymentAmount: 20 },
      },
      201,
    );
    expect(first.body.active).toBe(true);
  });

  it("payout: validateUpdate and update (204/200, 422, 404); only one account is active", async () => {
    const session = await login();
    await expectCall(
      "payout.validateUpdate",
      { path: "/publisher_payout_accounts/1/validate", session, json: { account: "other@example.com" } },
      204,
    );
    const short = await expectCall(
      "payout.validateUpdate",
      { path: "/publisher_payout_accounts/1/validate", session, json: { account: "x" } },
      422,
    );
    expectViolation(short, "account");
    await expectCall(
      "payout.validateUpdate",
      { path: "/publisher_payout_accounts/999/validate", session, json: { account: "other@example.com" } },
      404,
    );

    const deactivate = await expectCall("payout.update", { path: "/publisher_payout_accounts/1", session, json: { active: false } }, 422);
    expectViolation(deactivate, "active");
    const badAccount = await expectCall(
      "payout.update",
      { path: "/publisher_payout_accounts/3", session, json: { account: "not an iban" } },
      422,
    );
    expectViolation(badAccount, "account");
    const activated = await expectCall("payout.update", { path: "/publisher_payout_accounts/2", session, json: { active: true } }, 200);
    expect(activated.body.active).toBe(true);
    const former = await expectCall("payout.get", { path: "/publisher_payout_accounts/1", session }, 200);
    expect(former.body.active).toBe(false);
    await expectCall("payout.update", { path: "/publisher_payout_accounts/999", session, json: { account: "other@example.com" } }, 404);
  });

  it("payout.remove: 422 without the right pin, 204 with the e-mailed pin, then 404", async () => {
    const session = await login();
    const noPin = await expectCall("payout.remove", { path: "/publisher_payout_accounts/2", session, json: { pin: "" } }, 422);
    expect(noPin.body.violations[0].message).toBe("Pin is required");
    await expectCall("profile.pinRequest", { path: "/profile/pin_request", session }, 204);
    const { pin } = await lastOf("demo@example.com", "pin");
    const wrong = await expectCall(
      "payout.remove",
      { path: "/publisher_payout_accounts/2", session, json: { pin: pin === "000000" ? "111111" : "000000" } },
      422,
    );
    expect(wrong.body.violations[0].message).toBe("The pin is invalid.");
    await expectCall("payout.remove", { path: "/publisher_payout_accounts/2", session, json: { pin } }, 204);
    await expectCall("payout.get", { path: "/publisher_payout_accounts/2", session }, 404);
    await expectCall("payout.remove", { path: "/publisher_payout_accounts/2", session, json: { pin } }, 404);
  });

  it("registration.media: an upload's bytes in the type they were checked to be, to its uploader only; 404 for none", async () => {
    const session = await login();
    const uploaded = await send("registration.uploadMedia", {
      path: "/media_objects",
      form: upload(PNG, "pixel.png", "image/png"),
      via: "mock",
      session,
    });
    const media = Schema.decodeUnknownSync(MediaObject)(uploaded.body);
    const path = media.contentUrl.slice(API.length);
    const image = await expectCall("registration.media", { path, session }, 200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const direct = await fetch(`${mockBase}${API}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(Buffer.from(await direct.arrayBuffer()).equals(PNG)).toBe(true);
    const missing = await expectCall("registration.media", { path: "/media/999", session }, 404);
    expect(missing.body["hydra:description"]).toBe("File not found");
    // Not to anyone else: without a session, another publisher, or an upload made while registering.
    await expectCall("registration.media", { path }, 404);
    await expectCall("registration.media", { path, session: await login("newbie", "Newbie-pass-1") }, 404);
    const anonymous = await send("registration.uploadMedia", {
      path: "/media_objects",
      form: upload(PNG, "doc.png", "image/png"),
      via: "mock",
    });
    const anonymousPath = Schema.decodeUnknownSync(MediaObject)(anonymous.body).contentUrl.slice(API.length);
    await expectCall("registration.media", { path: anonymousPath, session }, 404);
  });

  it("cdn.asset: an announcement image, 404 for one without", async () => {
    const image = await expectCall("cdn.asset", { path: "/cdn/announcements/1.svg" }, 200);
    expect(image.text.startsWith("<svg")).toBe(true);
    await expectCall("cdn.asset", { path: "/cdn/announcements/4.svg" }, 404);
  });

  it("conversions.list: a filtered, ordered page with its view; 422 on a bad page size, order or date", async () => {
    const session = await login();
    const first = await expectCall("conversions.list", { path: "/ch/conversions", session }, 200);
    expect(first.body["hydra:itemsPerPage"]).toBe(10);
    expect(first.body["hydra:totalItems"]).toBeGreaterThanOrEqual(50_000);
    const page = await expectCall(
      "conversions.list",
      { path: "/ch/conversions?country=US,DE&country%5B%5D=GB&device=mobile&order%5Bpayout%5D=desc&itemsPerPage=20&page=2", session },
      200,
    );
    expect(page.body["hydra:member"]).toHaveLength(20);
    expect(new Set(page.body["hydra:member"].map((c: { country: string }) => c.country))).toEqual(new Set(["US", "DE", "GB"]));
    expect(page.body["hydra:view"]["hydra:previous"]).toContain("page=1");
    expect(page.body["hydra:view"]["hydra:next"]).toContain("page=3");
    // Prism checks the documented page sizes and orders itself, so these go to the mock with only the answer checked.
    expectViolation(
      await expectCall("conversions.list", { path: "/ch/conversions?itemsPerPage=7", session, via: "prismResponses" }, 422),
      "itemsPerPage",
    );
    expectViolation(
      await expectCall("conversions.list", { path: "/ch/conversions?order%5Bdatetime%5D=sideways", session, via: "prismResponses" }, 422),
      "order[datetime]",
    );
    expectViolation(
      await expectCall("conversions.list", { path: "/ch/conversions?dateRange=2026-02-30%20-%202026-03-01", session }, 422),
      "dateRange",
    );
    const empty = await expectCall("conversions.list", { path: "/ch/conversions", session: await login("newbie", "Newbie-pass-1") }, 200);
    expect(empty.body["hydra:totalItems"]).toBe(0);
  });

  it("conversions.export: CSV with a header line; 204 when nothing matches; 422 on a bad filter", async () => {
    const session = await login();
    const csv = await expectCall(
      "conversions.export",
      { path: "/ch/conversions/export?country=US&device=tablet&status=declined", session },
      200,
    );
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]!.startsWith("datetime,sourceType,sourceRelativeId,sourceName,")).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    await expectCall("conversions.export", { path: "/ch/conversions/export?country=ZZ", session }, 204);
    await expectCall("conversions.export", { path: "/ch/conversions/export", session: await login("newbie", "Newbie-pass-1") }, 204);
    expectViolation(
      await expectCall("conversions.export", { path: "/ch/conversions/export?country=USA", session, via: "prismResponses" }, 422),
      "country",
    );
  });

  it("transactions.list: newest first, balances end at the balance; filtered by type; 422 on a bad type", async () => {
    const session = await login();
    const list = await expectCall("transactions.list", { path: "/ch/transactions?itemsPerPage=50", session }, 200);
    expect(list.body["hydra:totalItems"]).toBeGreaterThanOrEqual(300);
    expect(list.body["hydra:member"][0].balanceAfter).toBe(12345.67);
    const payouts = await expectCall("transactions.list", { path: "/ch/transactions?type=payout&order%5Bamount%5D=asc", session }, 200);
    expect(payouts.body["hydra:member"].every((t: { type: string; amount: number }) => t.type === "payout" && t.amount < 0)).toBe(true);
    expectViolation(
      await expectCall("transactions.list", { path: "/ch/transactions?type=bonus", session, via: "prismResponses" }, 422),
      "type",
    );
  });

  it("payments.list: periods, methods and statuses; filtered by status and method; 422 on a bad method", async () => {
    const session = await login();
    const list = await expectCall("payments.list", { path: "/payments?itemsPerPage=100", session }, 200);
    expect(list.body["hydra:totalItems"]).toBeGreaterThanOrEqual(40);
    expect(list.body["hydra:member"][0].status).toBe("pending");
    const paypal = await expectCall(
      "payments.list",
      { path: "/payments?status=paid&method=%2Fpublisher%2Fapi%2Fpayment_methods%2F1", session },
      200,
    );
    expect(
      paypal.body["hydra:member"].every(
        (p: { status: string; method: string }) => p.status === "paid" && p.method === "/publisher/api/payment_methods/1",
      ),
    ).toBe(true);
    expectViolation(await expectCall("payments.list", { path: "/payments?method=paypal", session, via: "prismResponses" }, 422), "method");
  });

  it("offers.list and smartlinks.list: paged by relative id, searched by name, found by relative id; 422 on a bad id", async () => {
    const session = await login();
    const offers = await expectCall("offers.list", { path: "/offers", session }, 200);
    expect(offers.body["hydra:totalItems"]).toBeGreaterThan(20);
    const ids = offers.body["hydra:member"].map((o: { relativeId: number }) => o.relativeId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const dating = await expectCall("offers.list", { path: "/offers?search=%20DATING%20", session }, 200);
    expect(dating.body["hydra:member"].length).toBeGreaterThan(1);
    expect(dating.body["hydra:member"].every((o: { displayName: string }) => /dating/i.test(o.displayName))).toBe(true);
    const one = await expectCall("offers.list", { path: "/offers?relativeId=4102", session }, 200);
    expect(one.body["hydra:member"].map((o: { displayName: string }) => o.displayName)).toEqual(["CoinVault Exchange – Tier-1 CPA"]);
    expectViolation(await expectCall("offers.list", { path: "/offers?relativeId=abc", session, via: "prismResponses" }, 422), "relativeId");
    const smartlinks = await expectCall("smartlinks.list", { path: "/smartlinks?search=smartlink&itemsPerPage=20", session }, 200);
    expect(smartlinks.body["hydra:member"].length).toBeGreaterThanOrEqual(5);
    const none = await expectCall("smartlinks.list", { path: "/smartlinks?relativeId=999999", session }, 200);
    expect(none.body["hydra:totalItems"]).toBe(0);
    expectViolation(
      await expectCall("smartlinks.list", { path: "/smartlinks?relativeId=0", session, via: "prismResponses" }, 422),
      "relativeId",
    );
  });

  it("offers: one offer (404 unknown), access request (400 unless on request), categories, creatives, goal titles, offer images", async () => {
    const session = await login();
    const offer = await expectCall("offers.get", { path: "/offers/4117", session }, 200);
    expect(offer.body.goals.length).toBeGreaterThan(0);
    await expectCall("offers.get", { path: "/offers/12", session }, 404);
    const onRequest = (await expectCall("offers.list", { path: "/offers?status=3&itemsPerPage=100", session }, 200)).body[
      "hydra:member"
    ][0];
    const requested = await expectCall(
      "offers.requestAccess",
      { path: `/offers/${onRequest.relativeId}/request_access`, json: {}, session },
      200,
    );
    expect(requested.body.availability).toBe(4);
    await expectCall("offers.requestAccess", { path: `/offers/${onRequest.relativeId}/request_access`, json: {}, session }, 400);
    await expectCall("offers.requestAccess", { path: "/offers/12/request_access", json: {}, session }, 404);
    expect((await expectCall("offers.categories", { path: "/categories", session }, 200)).body["hydra:totalItems"]).toBeGreaterThan(0);
    const creatives = await expectCall("offers.creatives", { path: "/offer_creatives?offer=4117", session }, 200);
    expect(creatives.body["hydra:member"].length).toBeGreaterThan(0);
    await expectCall("offers.goalFilter", { path: "/offer_goals/filter?offer[]=4117", session }, 200);
    expectViolation(
      await expectCall("offers.goalFilter", { path: "/offer_goals/filter?offer=x", session, via: "prismResponses" }, 422),
      "offer",
    );
    await expectCall("cdn.asset", { path: "/cdn/offers/4117.svg" }, 200);
    await expectCall("cdn.asset", { path: "/cdn/creatives/41170.svg" }, 200);
  });

  it("lookups: countries most popular first, devices, promo channels, traffic types", async () => {
    const session = await login();
    const countries = await expectCall("lookups.countries", { path: "/countries.jsonld", session }, 200);
    expect(countries.body["hydra:member"][0].popularCount).toBeGreaterThan(0);
    await expectCall("lookups.devices", { path: "/devices", session }, 200);
    await expectCall("lookups.promoChannels", { path: "/promo_channels", session }, 200);
    await expectCall("lookups.trafficTypes", { path: "/traffic_types", session }, 200);
  });

  it("domains: list (filtered by certStatus), get, create (422 bare domain), update, validate (422 without CNAME, then pending), the three filters, remove", async () => {
    const session = await login();
    const list = await expectCall("domains.list", { path: "/proxy_domains?certStatus=1", session }, 200);
    expect(list.body["hydra:member"].map((d: { name: string }) => d.name)).toEqual(["go.demo-traffic.com"]);
    expectViolation(
      await expectCall("domains.list", { path: "/proxy_domains?certStatus=5", session, via: "prismResponses" }, 422),
      "certStatus",
    );
    await expectCall("domains.get", { path: "/proxy_domains/101", session }, 200);
    await expectCall("domains.get", { path: "/proxy_domains/1", session }, 404);
    expectViolation(await expectCall("domains.create", { path: "/proxy_domains", json: { name: "bare.com" }, session }, 422), "name");
    const created = await expectCall(
      "domains.create",
      { path: "/proxy_domains", json: { name: "{host}.conformance.example" }, session },
      201,
    );
    const id = created.body.id as number;
    expectViolation(await expectCall("domains.validate", { path: `/proxy_domains/${id}/validate`, json: {}, session }, 422), "name");
    const dns = await fetch(`${mockBase}/__mock/dns`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "{host}.conformance.example", cname: true }),
    });
    expect(dns.status).toBe(200);
    expect((await expectCall("domains.validate", { path: `/proxy_domains/${id}/validate`, json: {}, session }, 200)).body.certStatus).toBe(
      2,
    );
    await expectCall("domains.validate", { path: "/proxy_domains/1/validate", json: {}, session }, 404);
    expect(
      (await expectCall("domains.update", { path: `/proxy_domains/${id}`, json: { name: "go.conformance.example" }, session }, 200)).body
        .certStatus,
    ).toBe(0);
    expectViolation(await expectCall("domains.update", { path: `/proxy_domains/${id}`, json: { name: "x" }, session }, 422), "name");
    await expectCall("domains.update", { path: "/proxy_domains/1", json: { name: "a.b.example" }, session }, 404);
    expect(
      (await expectCall("domains.offerCampaigns", { path: "/proxy_domains/101/offer_campaigns_filter", session }, 200)).body[
        "hydra:totalItems"
      ],
    ).toBe(3);
    await expectCall("domains.smartlinkCampaigns", { path: "/proxy_domains/101/smartlink_campaigns_filter", session }, 200);
    await expectCall("domains.shortLinks", { path: "/proxy_domains/101/short_links", session }, 200);
    await expectCall("domains.shortLinks", { path: "/proxy_domains/1/short_links", session }, 404);
    await expectCall("domains.remove", { path: `/proxy_domains/${id}`, session }, 204);
    await expectCall("domains.remove", { path: `/proxy_domains/${id}`, session }, 404);
  });

  it("shortlinks: list, create (201, 422 on a not-live offer, 406 over the limit), remove", async () => {
    const session = await login();
    const list = await expectCall("shortlinks.list", { path: "/campaign_short_links?offer=4117", session }, 200);
    expect(list.body["hydra:totalItems"]).toBe(1);
    const created = await expectCall(
      "shortlinks.create",
      { path: "/campaign_short_links", json: { offer: `${API}/offers/4121`, domain: `${API}/proxy_domains/101` }, session },
      201,
    );
    expectViolation(
      await expectCall("shortlinks.create", { path: "/campaign_short_links", json: { offer: `${API}/offers/4275` }, session }, 422),
      "offer",
    );
    for (let i = 0; i < 7; i++)
      await expectCall("shortlinks.create", { path: "/campaign_short_links", json: { offer: `${API}/offers/4121` }, session }, 201);
    const over = await expectCall(
      "shortlinks.create",
      { path: "/campaign_short_links", json: { offer: `${API}/offers/4121` }, session },
      406,
    );
    expect(over.body["hydra:description"]).toBe("Shortlinks limit exceeded.");
    await expectCall("shortlinks.remove", { path: `/campaign_short_links/${created.body.id}`, session }, 204);
    await expectCall("shortlinks.remove", { path: `/campaign_short_links/${created.body.id}`, session }, 404);
  });

  it("postbacks: list, get, create, update (422 without the click id), test (simulated), remove", async () => {
    const session = await login();
    await expectCall("postbacks.list", { path: "/publisher_postbacks?scope=smartlink", session }, 200);
    await expectCall("postbacks.get", { path: "/publisher_postbacks/601", session }, 200);
    await expectCall("postbacks.get", { path: "/publisher_postbacks/1", session }, 404);
    const url = "https://tracker.example/pb?click={ext_click_id}&amount={sum}";
    const created = await expectCall(
      "postbacks.create",
      { path: "/publisher_postbacks", json: { name: "Conformance", scope: "global", url }, session },
      201,
    );
    expectViolation(
      await expectCall("postbacks.create", { path: "/publisher_postbacks", json: { scope: "global", url }, session }, 422),
      "name",
    );
    await expectCall("postbacks.update", { path: `/publisher_postbacks/${created.body.id}`, json: { name: "Renamed" }, session }, 200);
    expectViolation(
      await expectCall(
        "postbacks.update",
        { path: `/publisher_postbacks/${created.body.id}`, json: { url: "https://t.example/?a={sum}" }, session },
        422,
      ),
      "url",
    );
    await expectCall("postbacks.update", { path: "/publisher_postbacks/1", json: { name: "x" }, session }, 404);
    const delivery = await expectCall(
      "postbacks.test",
      { path: "/publisher_postbacks/test", json: { postback: created.body["@id"] }, session },
      200,
    );
    expect(delivery.body.simulated).toBe(true);
    expectViolation(
      await expectCall(
        "postbacks.test",
        {
          path: "/publisher_postbacks/test",
          json: { scope: "smartlink", smartlink: `${API}/smartlinks/301`, url: "https://t.example/?c={ext_click_id}&g={goal}" },
          session,
        },
        422,
      ),
      "url",
    );
    await expectCall(
      "postbacks.test",
      { path: "/publisher_postbacks/test", json: { postback: `${API}/publisher_postbacks/1` }, session },
      404,
    );
    await expectCall("postbacks.remove", { path: `/publisher_postbacks/${created.body.id}`, session }, 204);
    await expectCall("postbacks.remove", { path: `/publisher_postbacks/${created.body.id}`, session }, 404);
  });

  it("postback deliveries: the log after a conversion fired, its filters, a resend, a reveal, 404 and 422", async () => {
    const session = await login();
    const fired = await fetch(`${mockBase}/__mock/postback-deliveries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(fired.status).toBe(200);
    const { conversion } = (await fired.json()) as { conversion: number };
    const log = await expectCall("postbacks.deliveries", { path: "/publisher_postback_deliveries", session }, 200);
    expect(log.body["hydra:totalItems"]).toBeGreaterThan(0);
    await expectCall(
      "postbacks.deliveries",
      { path: `/publisher_postback_deliveries?conversion=${conversion}&postback=601`, session },
      200,
    );
    await expectCall("postbacks.deliveries", { path: "/publisher_postback_deliveries?status=failed&page=1&itemsPerPage=20", session }, 200);
    expectViolation(
      await expectCall("postbacks.deliveries", { path: "/publisher_postback_deliveries?status=nope", session, via: "prismResponses" }, 422),
      "status",
    );
    const first = log.body["hydra:member"][0] as { id: number };
    const resent = await expectCall(
      "postbacks.resend",
      { path: `/publisher_postback_deliveries/${first.id}/resend`, json: {}, session },
      201,
    );
    expect(resent.body.trigger).toBe("resend");
    await expectCall("postbacks.resend", { path: "/publisher_postback_deliveries/99999/resend", json: {}, session }, 404);
    const revealed = await expectCall(
      "postbacks.reveal",
      { path: `/publisher_postback_deliveries/${first.id}/reveal`, json: {}, session },
      200,
    );
    expect(typeof revealed.body.urlWithSecrets).toBe("string");
    await expectCall("postbacks.reveal", { path: "/publisher_postback_deliveries/99999/reveal", json: {}, session }, 404);
  });

  it("smartlinks: the list, a smartlink, verticals, campaigns, a launch and its refusals, an edit and its; 403 without ROLE_SMARTLINKS; traffic types", async () => {
    const session = await login();
    // The spec's numbers on the wire (decision 050): display state active 1, on_request 5; campaign pending 0, declined 4.
    const list = await expectCall("smartlinks.list", { path: "/smartlinks?status=1", session }, 200);
    expect(list.body["hydra:member"].every((s: { status: number }) => s.status === 1)).toBe(true);
    for (const status of ["live", "active", "6"]) {
      expectViolation(
        await expectCall("smartlinks.list", { path: `/smartlinks?status=${status}`, session, via: "prismResponses" }, 422),
        "status",
      );
    }
    expect((await expectCall("smartlinks.get", { path: "/smartlinks/318", session }, 200)).body.status).toBe(5);
    await expectCall("smartlinks.get", { path: "/smartlinks/999", session }, 404);
    expect(
      (await expectCall("smartlinks.verticals", { path: "/smartlink_verticals", session }, 200)).body["hydra:totalItems"],
    ).toBeGreaterThanOrEqual(3);
    const campaigns = await expectCall("smartlinks.campaigns", { path: "/campaigns?status=0", session }, 200);
    const pending = campaigns.body["hydra:member"][0];
    expect((await expectCall("smartlinks.campaign", { path: `/campaigns/${pending.id}`, session }, 200)).body.status).toBe(0);
    expectViolation(
      await expectCall("smartlinks.campaigns", { path: "/campaigns?status=pending", session, via: "prismResponses" }, 422),
      "status",
    );
    await expectCall("smartlinks.campaign", { path: "/campaigns/1", session }, 404);
    // A domain that is not validated (102 pending), or a country code the lookup does not know, is a 422 on its path.
    const launchBody = VALID_BODIES["smartlinks.launch"] as Record<string, unknown>;
    expectViolation(
      await expectCall(
        "smartlinks.launch",
        { path: "/campaigns", session, json: { ...launchBody, domain: "/publisher/api/proxy_domains/102" } },
        422,
      ),
      "domain",
    );
    expectViolation(
      await expectCall("smartlinks.launch", { path: "/campaigns", session, json: { ...launchBody, countries: ["US", "UK"] } }, 422),
      "countries[1]",
    );
    const live = await expectCall(
      "smartlinks.launch",
      { path: "/campaigns", session, json: { ...launchBody, domain: "/publisher/api/proxy_domains/101" } },
      201,
    );
    expect(live.body).toMatchObject({ status: 1, domain: "/publisher/api/proxy_domains/101" });
    expect(
      (await expectCall("domains.smartlinkCampaigns", { path: "/proxy_domains/101/smartlink_campaigns_filter", session }, 200)).body[
        "hydra:member"
      ].map((u: { id: number }) => u.id),
    ).toContain(316);
    const disabled = await expectCall(
      "smartlinks.launch",
      { path: "/campaigns", session, json: { smartlink: "/publisher/api/smartlinks/324", trafficType: "/publisher/api/traffic_types/1" } },
      400,
    );
    expect(disabled.body["hydra:description"]).toBe(
      "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.",
    );
    expectViolation(
      await expectCall("smartlinks.launch", { path: "/campaigns", session, json: { smartlink: "/publisher/api/smartlinks/318" } }, 422),
      "trafficType",
    );
    const edited = await expectCall(
      "smartlinks.edit",
      { path: `/campaigns/${live.body.id}`, session, json: { trafficType: "/publisher/api/traffic_types/2", countries: ["DE"] } },
      200,
    );
    expect(edited.body).toMatchObject({ trafficType: "/publisher/api/traffic_types/2", countries: ["DE"] });
    expectViolation(
      await expectCall("smartlinks.edit", { path: `/campaigns/${live.body.id}`, session, json: { trafficType: null } }, 422),
      "trafficType",
    );
    const relinked = await expectCall(
      "smartlinks.edit",
      { path: `/campaigns/${live.body.id}`, session, json: { domain: null, customUrl: "https://landing.example/x" } },
      200,
    );
    expect(relinked.body).toMatchObject({ domain: null, customUrl: "https://landing.example/x" });
    for (const [json, path] of [
      [{ domain: "/publisher/api/proxy_domains/103" }, "domain"],
      [{ customUrl: "mailto:x" }, "customUrl"],
      [{ countries: ["ZZ"] }, "countries[0]"],
    ] as const) {
      expectViolation(await expectCall("smartlinks.edit", { path: `/campaigns/${live.body.id}`, session, json }, 422), path);
    }
    // A vertical the manager disables: its live campaign has no link and refuses an edit.
    const control = await fetch(`${mockBase}/__mock/smartlink-verticals/7`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ availability: "disabled" }),
    });
    expect(control.status).toBe(200);
    expect((await expectCall("smartlinks.campaign", { path: `/campaigns/${live.body.id}`, session }, 200)).body.trackingLink).toBeNull();
    expect(
      (await expectCall("smartlinks.edit", { path: `/campaigns/${live.body.id}`, session, json: VALID_BODIES["smartlinks.edit"] }, 400))
        .body["hydra:description"],
    ).toBe("Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.");
    const declined = await expectCall("smartlinks.campaigns", { path: "/campaigns?status=4", session }, 200);
    const refused = await expectCall(
      "smartlinks.edit",
      { path: `/campaigns/${declined.body["hydra:member"][0].id}`, session, json: VALID_BODIES["smartlinks.edit"] },
      400,
    );
    expect(refused.body["hydra:description"]).toBe("This smartlink can no longer be changed. Please contact your manager for support.");
    await expectCall("smartlinks.edit", { path: "/campaigns/1", session, json: VALID_BODIES["smartlinks.edit"] }, 404);
    const newbie = await login("newbie", "Newbie-pass-1");
    await expectCall("smartlinks.list", { path: "/smartlinks", session: newbie }, 403);
    await expectCall("smartlinks.launch", { path: "/campaigns", session: newbie, json: VALID_BODIES["smartlinks.launch"] }, 403);
    await expectCall("smartlinks.edit", { path: "/campaigns/501", session: newbie, json: VALID_BODIES["smartlinks.edit"] }, 403);
    expect(
      (await expectCall("lookups.trafficTypes", { path: "/traffic_types", session: newbie }, 200)).body["hydra:member"].length,
    ).toBeGreaterThan(3);
  });

  it("reports: summary, revenue, goal performance with filters and groupings; exports; grouping rules and bad values are 422", async () => {
    const session = await login();
    const summary = await expectCall("reports.summary", { path: "/ch/reports/summary", session }, 200);
    expect(summary.body.groupBy).toBe("date");
    expect(summary.body.totals.clicks).toBeGreaterThan(0);
    const byCountry = await expectCall(
      "reports.summary",
      { path: "/ch/reports/summary?groupBy=country&device=mobile&country=US,DE&order%5Bpayout%5D=desc&itemsPerPage=20", session },
      200,
    );
    expect(byCountry.body["hydra:member"].map((r: { key: string }) => r.key).sort()).toEqual(["DE", "US"]);
    const revenue = await expectCall(
      "reports.revenue",
      { path: "/ch/reports/revenue?groupBy=offerGoal&offerCampaignRelativeId=4117", session },
      200,
    );
    expect(revenue.body["hydra:member"].every((r: { goal: unknown }) => r.goal !== null)).toBe(true);
    const goals = await expectCall("reports.goalPerformance", { path: "/ch/reports/goal_performance?groupBy=os&os=iOS", session }, 200);
    expect(goals.body["hydra:member"][0].goalEpc).not.toBeUndefined();
    const refused = await expectCall(
      "reports.summary",
      { path: "/ch/reports/summary?groupBy=offerCampaign&smartlinkCampaign=301", session },
      422,
    );
    expectViolation(refused, "groupBy");
    expectViolation(
      await expectCall("reports.goalPerformance", { path: "/ch/reports/goal_performance?groupBy=smartlinkCampaign", session }, 422),
      "groupBy",
    );
    expectViolation(
      await expectCall("reports.revenue", { path: "/ch/reports/revenue?groupBy=offer", session, via: "prismResponses" }, 422),
      "groupBy",
    );
    expectViolation(
      await expectCall("reports.summary", { path: "/ch/reports/summary?dateRange=2026-02-30%20-%202026-03-01", session }, 422),
      "dateRange",
    );
    const csv = await expectCall("reports.summaryExport", { path: "/ch/reports/summary/export?groupBy=country", session }, 200);
    expect(csv.text.startsWith("Country,Hits,")).toBe(true);
    await expectCall("reports.revenueExport", { path: "/ch/reports/revenue/export?sub1=no-such-value", session }, 204);
    await expectCall("reports.goalPerformanceExport", { path: "/ch/reports/goal_performance/export?groupBy=device", session }, 200);
    const newbie = await login("newbie", "Newbie-pass-1");
    const empty = await expectCall("reports.summary", { path: "/ch/reports/summary", session: newbie }, 200);
    expect(empty.body["hydra:member"]).toEqual([]);
    expectViolation(await expectCall("reports.summary", { path: "/ch/reports/summary?groupBy=landing", session: newbie }, 422), "groupBy");
  });

  it("reports.referral and its export: by date or referral; 204 without rows; 422 on a bad grouping", async () => {
    const session = await login();
    const byReferral = await expectCall("reports.referral", { path: "/ch/reports/referral?groupBy=referral", session }, 200);
    expect(byReferral.body["hydra:totalItems"]).toBe(4);
    await expectCall("reports.referral", { path: "/ch/reports/referral", session }, 200);
    const csv = await expectCall("reports.referralExport", { path: "/ch/reports/referral/export?groupBy=referral", session }, 200);
    expect(csv.text.split("\r\n")[0]).toBe("Referral,Referrals,Conversions,Referrals' payout,Your commission");
    await expectCall(
      "reports.referralExport",
      { path: "/ch/reports/referral/export", session: await login("newbie", "Newbie-pass-1") },
      204,
    );
    expectViolation(
      await expectCall("reports.referral", { path: "/ch/reports/referral?groupBy=country", session, via: "prismResponses" }, 422),
      "groupBy",
    );
  });

  it("dashboard.summary, dashboard.chart and dashboard.impressions; 422 on a bad range", async () => {
    const session = await login();
    const dashboard = await expectCall("dashboard.summary", { path: "/ch/dashboard", session }, 200);
    expect(dashboard.body.periods).toHaveLength(4);
    const chart = await expectCall("dashboard.chart", { path: "/ch/chart", session }, 200);
    expect(chart.body.points).toHaveLength(30);
    expectViolation(
      await expectCall("dashboard.chart", { path: "/ch/chart?dateRange=2026-01-02%20-%202026-01-01", session }, 422),
      "dateRange",
    );
    const impressions = await expectCall("dashboard.impressions", { path: "/ch/impressions", session }, 200);
    expect(impressions.body.impressions).toBeGreaterThan(0);
    const newbie = await expectCall("dashboard.summary", { path: "/ch/dashboard", session: await login("newbie", "Newbie-pass-1") }, 200);
    expect(newbie.body.periods[0].epc).toBeNull();
  });

  it("competitions.list: demo's three states; newbie has none", async () => {
    const session = await login();
    const list = await expectCall("competitions.list", { path: "/competitions.jsonld", session }, 200);
    expect(list.body["hydra:member"].map((c: { status: string }) => c.status)).toEqual(["will_start", "live", "ended"]);
    const none = await expectCall(
      "competitions.list",
      { path: "/competitions.jsonld", session: await login("newbie", "Newbie-pass-1") },
      200,
    );
    expect(none.body["hydra:totalItems"]).toBe(0);
  });

  it("profile.validate, reference.publisherTimezones", async () => {
    const session = await login();
    await expectCall("profile.validate", { path: "/publishers/1001/validate", session, json: { phone: "+420 777 123 456" } }, 204);
    expectViolation(
      await expectCall("profile.validate", { path: "/publishers/1001/validate", session, json: { phone: "call me" } }, 422),
      "phone",
    );
    await expectCall("profile.validate", { path: "/publishers/1002/validate", session, json: { language: "en" } }, 403);
    await expectCall("profile.validate", { path: "/publishers/9999/validate", session, json: { language: "en" } }, 404);
    const zones = await expectCall("reference.publisherTimezones", { path: "/publisher/timezones" }, 200);
    expect(zones.body["hydra:member"].some((t: { value: string }) => t.value === "Europe/Prague")).toBe(true);
  });

  it("shell.article (200 with its body, 404), notifications.list and markRead, support.faqs", async () => {
    const session = await login();
    const article = await expectCall("shell.article", { path: "/announcements/1", session }, 200);
    expect(article.body.body).toContain("Tier-1");
    await expectCall("shell.article", { path: "/announcements/999", session }, 404);
    const unread = await expectCall("notifications.list", { path: "/notifications?read=false", session }, 200);
    expect(unread.body["hydra:totalItems"]).toBe(3);
    await expectCall(
      "notifications.markRead",
      { path: "/notifications/mark_read", session, json: { notifications: [unread.body["hydra:member"][0]["@id"]] } },
      204,
    );
    expectViolation(
      await expectCall(
        "notifications.markRead",
        { path: "/notifications/mark_read", session, json: { notifications: ["/publisher/api/notifications/999"] } },
        422,
      ),
      "notifications[0]",
    );
    const faqs = await expectCall("support.faqs", { path: "/faqs", session }, 200);
    expect(faqs.body["hydra:totalItems"]).toBeGreaterThan(0);
  });

  it("search.find: offers by #id, domains and postbacks by name, 422 on a one-letter query", async () => {
    const session = await login();
    const found = await expectCall("search.find", { path: "/search?q=demo-traffic", session }, 200);
    expect(found.body.domains.length).toBeGreaterThan(0);
    expect(found.body.postbacks.length).toBeGreaterThan(0);
    const offer = await expectCall("search.find", { path: "/search?q=%234117", session }, 200);
    expect(offer.body.offers.map((o: { relativeId: number }) => o.relativeId)).toEqual([4117]);
    expectViolation(await expectCall("search.find", { path: "/search?q=a", session, via: "prismResponses" }, 422), "q");
  });

  it("reportViews.get and reportViews.put (200, 422 on a duplicate name)", async () => {
    const session = await login();
    const empty = await expectCall("reportViews.get", { path: "/report_preferences", session }, 200);
    expect(empty.body.views).toEqual([]);
    const view = { id: "k1", name: "By country", tab: "summary", search: "selectedTab=summary", savedAt: "2026-11-20T10:00:00.000Z" };
    const saved = await expectCall(
      "reportViews.put",
      { path: "/report_preferences", session, json: { hiddenColumns: { summary: ["epc"] }, views: [view] } },
      200,
    );
    expect(saved.body.views).toEqual([view]);
    expectViolation(
      await expectCall(
        "reportViews.put",
        { path: "/report_preferences", session, json: { hiddenColumns: {}, views: [view, { ...view, id: "k2" }] } },
        422,
      ),
      "views[1].name",
    );
  });

  it("supportChat: messages (newest page, before, after, 422 on both), send (201, 422 blank), unread and markRead", async () => {
    const session = await login();
    const newest = await expectCall("supportChat.messages", { path: "/support_chat/messages", session }, 200);
    expect(newest.body["hydra:totalItems"]).toBe(24);
    const first = newest.body["hydra:member"][0].id;
    const older = await expectCall("supportChat.messages", { path: `/support_chat/messages?before=${first}&itemsPerPage=2`, session }, 200);
    expect(older.body["hydra:member"]).toHaveLength(2);
    expectViolation(await expectCall("supportChat.messages", { path: "/support_chat/messages?before=3&after=1", session }, 422), "after");
    const sent = await expectCall(
      "supportChat.send",
      { path: "/support_chat/messages", session, json: { text: "Hello", attachment: null } },
      201,
    );
    const after = await expectCall("supportChat.messages", { path: "/support_chat/messages?after=24", session }, 200);
    expect(after.body["hydra:member"].map((m: { id: number }) => m.id)).toEqual([sent.body.id]);
    expectViolation(await expectCall("supportChat.send", { path: "/support_chat/messages", session, json: { text: " " } }, 422), "text");
    expect((await expectCall("supportChat.unread", { path: "/support_chat/unread", session }, 200)).body.count).toBe(2);
    await expectCall("supportChat.markRead", { path: "/support_chat/mark_read", session, json: {} }, 204);
    expect((await expectCall("supportChat.unread", { path: "/support_chat/unread", session }, 200)).body.count).toBe(0);
  });

  it("promoCodes.list and promoCodes.activate (201, 422 on an unknown code)", async () => {
    const session = await login();
    const before = await expectCall("promoCodes.list", { path: "/promo_codes", session }, 200);
    expect(before.body["hydra:totalItems"]).toBe(1);
    const activated = await expectCall("promoCodes.activate", { path: "/promo_codes", session, json: { code: "WELCOME50" } }, 201);
    expect(activated.body.amount).toBe(50);
    expectViolation(await expectCall("promoCodes.activate", { path: "/promo_codes", session, json: { code: "NOPE" } }, 422), "code");
  });

  it("apiTokens: list, create (201 with the secret, 422), the bearer on a report (200, 403 outside its scope, 401 once revoked), revoke (204, 404), the public OpenAPI document", async () => {
    const session = await login();
    const list = await expectCall("apiTokens.list", { path: "/api_tokens", session }, 200);
    expect(list.body["hydra:member"].length).toBeGreaterThan(0);
    const created = await expectCall(
      "apiTokens.create",
      { path: "/api_tokens", session, json: { name: "Sheets", scopes: ["statistics"], expiresOn: "2099-12-31" } },
      201,
    );
    expect(created.body.secret).toMatch(/^ppt_/);
    expectViolation(await expectCall("apiTokens.create", { path: "/api_tokens", session, json: { name: " ", scopes: [] } }, 422), "name");
    const { secret, id } = created.body as { secret: string; id: number };
    expect((await expectCall("reports.summary", { path: "/ch/reports/summary", bearer: secret }, 200)).body.totals).toBeDefined();
    await expectCall("conversions.list", { path: "/ch/conversions", bearer: secret }, 403);
    await expectCall("apiTokens.revoke", { path: `/api_tokens/${id}`, session }, 204);
    await expectCall("apiTokens.revoke", { path: `/api_tokens/${id}`, session }, 404);
    await expectCall("reports.summary", { path: "/ch/reports/summary", bearer: secret }, 401);
    const doc = await expectCall("apiTokens.openApi", { path: "/docs/openapi.json" }, 200);
    expect(doc.body.components.securitySchemes).toEqual({ apiToken: { type: "http", scheme: "bearer" } });
  });

  it("reportSchedules: list, create (201, 422), update (200, 422, 404), remove (204, 404)", async () => {
    const session = await login();
    expect((await expectCall("reportSchedules.list", { path: "/report_schedules", session }, 200)).body["hydra:member"]).toEqual([]);
    const created = await expectCall(
      "reportSchedules.create",
      {
        path: "/report_schedules",
        session,
        json: { ...(VALID_BODIES["reportSchedules.create"] as object), frequency: "weekly", weekday: 1 },
      },
      201,
    );
    expect(created.body).toMatchObject({ weekday: 1, paused: false, timeZone: "Europe/Kyiv" });
    expectViolation(
      await expectCall(
        "reportSchedules.create",
        {
          path: "/report_schedules",
          session,
          json: { ...(VALID_BODIES["reportSchedules.create"] as object), viewId: "v-2", recipients: [] },
        },
        422,
      ),
      "recipients",
    );
    const path = `/report_schedules/${created.body.id}`;
    expect((await expectCall("reportSchedules.update", { path, session, json: { paused: true } }, 200)).body.nextRunAt).toBeNull();
    expectViolation(await expectCall("reportSchedules.update", { path, session, json: { name: " " } }, 422), "name");
    await expectCall("reportSchedules.remove", { path, session }, 204);
    await expectCall("reportSchedules.remove", { path, session }, 404);
    await expectCall("reportSchedules.update", { path, session, json: { paused: false } }, 404);
  });

  it("twoStep: status, begin (201), confirm (422, 200 with ten codes), the login's challenge, verify (422, 401, 200), regenerate, disable (204)", async () => {
    const session = await login();
    expect((await expectCall("twoStep.status", { path: "/two_step", session }, 200)).body).toMatchObject({ enabled: false });
    const begun = await expectCall("twoStep.begin", { path: "/two_step/enrolment", session }, 201);
    const secret = begun.body.secret as string;
    const mockNow = async () => Date.parse(((await (await fetch(`${mockBase}/__mock/clock`)).json()) as { now: string }).now);
    // Each code of a later step: a step once used is refused again.
    let step = 0;
    const nextCode = async () => codeAt((await mockNow()) + (step++ - 1) * 30_000, secret);
    const wrong = wrongCodeAt(await mockNow(), secret);
    const path = "/two_step/enrolment/confirm";
    expectViolation(await expectCall("twoStep.confirm", { path, session, json: { oneTimeCode: wrong } }, 422), "oneTimeCode");
    const confirmed = await expectCall("twoStep.confirm", { path, session, json: { oneTimeCode: await nextCode() } }, 200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const challenged = await expectCall(
      "auth.login",
      { path: "/login", json: { username: "demo", password: "Demo-pass-1", _remember_me: false } },
      200,
    );
    expect(challenged.body).toMatchObject({ "@type": "TwoStepRequired", twoStep: "required" });
    expect(challenged.cookies[SESSION_COOKIE]).toBeUndefined();
    const challenge = challenged.body.challenge as string;
    expectViolation(
      await expectCall("twoStep.verify", { path: "/login/two_step", json: { challenge, oneTimeCode: wrong } }, 422),
      "oneTimeCode",
    );
    await expectCall("twoStep.verify", { path: "/login/two_step", json: { challenge: "unknown", oneTimeCode: wrong } }, 401);
    const verified = await expectCall(
      "twoStep.verify",
      { path: "/login/two_step", json: { challenge, oneTimeCode: await nextCode() } },
      200,
    );
    expect(verified.body.username).toBe("demo");
    const second = verified.cookies[SESSION_COOKIE]!;
    const renewed = await expectCall(
      "twoStep.regenerate",
      { path: "/two_step/recovery_codes", session: second, json: { oneTimeCode: await nextCode() } },
      200,
    );
    await expectCall(
      "twoStep.disable",
      { path: "/two_step/disable", session: second, json: { recoveryCode: renewed.body.recoveryCodes[0] } },
      204,
    );
    expect((await expectCall("twoStep.status", { path: "/two_step", session: second }, 200)).body.enabled).toBe(false);
  });

  it("payoutTerms: terms, request (201, 422 while one is open), statement (200, 404), export (200, 204)", async () => {
    const session = await login();
    const terms = await expectCall("payoutTerms.terms", { path: "/payout_terms", session }, 200);
    expect(terms.body).toMatchObject({ "@type": "PayoutTerms", refusal: null, schedule: { frequency: "weekly", day: 1 } });
    const requested = await expectCall("payoutTerms.request", { path: "/payout_requests", session, json: {} }, 201);
    expect(requested.body).toMatchObject({ status: "pending", amount: terms.body.payable });
    expectViolation(await expectCall("payoutTerms.request", { path: "/payout_requests", session, json: {} }, 422), "");
    const statement = await expectCall("payoutTerms.statement", { path: `/payments/${requested.body.id}/statement`, session }, 200);
    expect(statement.body.payment.id).toBe(requested.body.id);
    await expectCall("payoutTerms.statement", { path: "/payments/99999/statement", session }, 404);
    expect((await expectCall("payoutTerms.export", { path: "/payments/export?status=paid", session }, 200)).text).toMatch(
      /^id,period_start/,
    );
    await expectCall("payoutTerms.export", { path: "/payments/export", session: await login("newbie", "Newbie-pass-1") }, 204);
  });

  it("every contract endpoint was exercised with a success (2xx) answer", () => {
    expect([...exercised].sort()).toEqual(routes.map((r) => r.operationId).sort());
  });
});
