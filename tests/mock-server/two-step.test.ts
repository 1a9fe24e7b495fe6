/**
 * Two-step sign-in in the mock (issue 37 item 1; mock-server/store/two-step.ts): turning it on (a
 * secret and its otpauth URI, confirmed by a code, then ten recovery codes once, never cached), the
 * login's challenge and its second step (a code of the step before or after taken, two steps away
 * refused, a code never good twice, a recovery code once), the lock after five wrong codes and its
 * end on the mock's clock, the challenge's expiry, turning it off with a code, and a backend without
 * the capability (the login signs in as before).
 */
import { TOTP, Secret } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../../contracts/cookies";
import { LOCK_MINUTES } from "../../mock-server/store/two-step";
import { API, type Mock, client, mailbox, startMock } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());
beforeEach(async () => {
  await mock.app.inject({ method: "POST", url: "/__mock/reset" });
  demo = client(mock);
  await demo.login();
});

const LD = "application/ld+json";
const STEP_MS = 30_000;
/** The app's code for `secret` at `offsetMs` from the mock's now. */
const codeOf = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: mock.clock.nowMs() + offsetMs,
  });
const violations = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

/** Turns it on for `who` with a code of the step before now, so that now's code is still unused. */
const enable = async (who = demo) => {
  const begun = await who.post(`${API}/two_step/enrolment`, {}, LD);
  expect(begun.statusCode).toBe(201);
  const { secret, otpauthUri } = begun.json() as { secret: string; otpauthUri: string };
  const confirmed = await who.post(`${API}/two_step/enrolment/confirm`, { oneTimeCode: codeOf(secret, -STEP_MS) }, LD);
  expect(confirmed.statusCode).toBe(200);
  return { secret, otpauthUri, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes, confirmed, begun };
};

/** A fresh browser's login as demo: the challenge it answers. */
const challenge = async () => {
  const browser = client(mock);
  const answer = await browser.login();
  expect(answer.statusCode).toBe(200);
  expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
  const body = answer.json() as { "@type": string; twoStep: string; challenge: string; expiresAt: string };
  expect(body).toMatchObject({ "@type": "TwoStepRequired", twoStep: "required" });
  return { browser, id: body.challenge, body };
};
const verify = (browser: ReturnType<typeof client>, body: Record<string, unknown>) => browser.post(`${API}/login/two_step`, body, LD);

describe("turning it on", () => {
  it("begins with a secret and its otpauth URI, takes one right code, answers ten recovery codes once, never cached", async () => {
    expect((await demo.get(`${API}/two_step`)).json()).toMatchObject({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const begun = await demo.post(`${API}/two_step/enrolment`, {}, LD);
    const { secret, otpauthUri } = begun.json() as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Publisher%20Platform:demo%40example\.com\?/);
    expect(new URL(otpauthUri).searchParams.get("secret")).toBe(secret);
    expect(begun.headers["cache-control"]).toBe("no-store");

    const wrong = await demo.post(
      `${API}/two_step/enrolment/confirm`,
      { oneTimeCode: "000000" === codeOf(secret) ? "111111" : "000000" },
      LD,
    );
    expect(wrong.statusCode).toBe(422);
    expect(violations(wrong.json())).toEqual({ oneTimeCode: "The code is not valid." });
    expect((await demo.get(`${API}/two_step`)).json()).toMatchObject({ enabled: false });

    const right = await demo.post(`${API}/two_step/enrolment/confirm`, { oneTimeCode: codeOf(secret) }, LD);
    expect(right.statusCode).toBe(200);
    expect(right.headers["cache-control"]).toBe("no-store");
    const codes = (right.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await demo.get(`${API}/two_step`)).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The codes are kept by their hash only.
    expect(JSON.stringify([...mock.store.twoStep.of(1001).recoveryHashes])).not.toContain(codes[0]!.replace("-", ""));
  });
});

describe("the login's second step", () => {
  it("answers a challenge instead of a session; a code of the step before or after signs in with remember-me", async () => {
    const { secret } = await enable();
    for (const offset of [-STEP_MS, STEP_MS]) {
      // Two steps on, so that the step before now was never used.
      mock.clock.advance({ milliseconds: 2 * STEP_MS });
      const { browser, id } = await challenge();
      const answer = await verify(browser, { challenge: id, oneTimeCode: codeOf(secret, offset), fingerprint: "fp-1" });
      expect(answer.statusCode, `offset ${offset}`).toBe(200);
      expect(answer.json()).toMatchObject({ "@type": "Publisher", username: "demo" });
      expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
      expect((answer.cookies as Array<{ name: string; maxAge?: number }>).find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThan(
        0,
      );
      expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(200);
      // The challenge is used once.
      expect((await verify(browser, { challenge: id, oneTimeCode: codeOf(secret, offset) })).statusCode).toBe(401);
    }
  });

  it("refuses a code two steps away, and a code used once (and any older one)", async () => {
    const { secret } = await enable();
    const first = await challenge();
    const far = await verify(first.browser, { challenge: first.id, oneTimeCode: codeOf(secret, 2 * STEP_MS) });
    expect(far.statusCode).toBe(422);
    expect(violations(far.json())).toEqual({ oneTimeCode: "The code is not valid." });
    const code = codeOf(secret);
    expect((await verify(first.browser, { challenge: first.id, oneTimeCode: code })).statusCode).toBe(200);

    const second = await challenge();
    const replay = await verify(second.browser, { challenge: second.id, oneTimeCode: code });
    expect(replay.statusCode).toBe(422);
    expect(violations(replay.json())).toEqual({ oneTimeCode: "This code was already used. Wait for the next one." });
    const older = await verify(second.browser, { challenge: second.id, oneTimeCode: codeOf(secret, -STEP_MS) });
    expect(violations(older.json())).toEqual({ oneTimeCode: "This code was already used. Wait for the next one." });
    // The next step's code is fine.
    expect((await verify(second.browser, { challenge: second.id, oneTimeCode: codeOf(secret, STEP_MS) })).statusCode).toBe(200);
  });

  it("takes a recovery code once, however it is typed", async () => {
    const { recoveryCodes } = await enable();
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace("-", "")} `;
    const first = await challenge();
    expect((await verify(first.browser, { challenge: first.id, recoveryCode: typed })).statusCode).toBe(200);
    expect((await demo.get(`${API}/two_step`)).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const second = await challenge();
    const again = await verify(second.browser, { challenge: second.id, recoveryCode: recoveryCodes[3] });
    expect(again.statusCode).toBe(422);
    expect(violations(again.json())).toEqual({ recoveryCode: "The recovery code is not valid or was already used." });
  });

  it("locks after five wrong codes until the lock ends on the mock's clock; a right code is refused meanwhile", async () => {
    const { secret } = await enable();
    const { browser, id } = await challenge();
    const wrong = codeOf(secret) === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) expect((await verify(browser, { challenge: id, oneTimeCode: wrong })).statusCode, `try ${i}`).toBe(422);
    const locking = await verify(browser, { challenge: id, oneTimeCode: wrong });
    expect(locking.statusCode).toBe(429);
    const lockedUntil = Date.parse((locking.json() as { lockedUntil: string }).lockedUntil);
    expect(lockedUntil - mock.clock.nowMs()).toBeGreaterThan((LOCK_MINUTES - 1) * 60_000);
    expect(lockedUntil - mock.clock.nowMs()).toBeLessThanOrEqual(LOCK_MINUTES * 60_000);
    expect((locking.json() as Record<string, string>)["hydra:description"]).toBe("Too many wrong codes. Try again later.");
    expect((await verify(browser, { challenge: id, oneTimeCode: codeOf(secret) })).statusCode).toBe(429);
    // No code at all is refused as locked too, not asked for again.
    expect((await verify(browser, { challenge: id, oneTimeCode: " " })).statusCode).toBe(429);
    // Settings are locked too.
    expect((await demo.post(`${API}/two_step/disable`, { oneTimeCode: codeOf(secret) }, LD)).statusCode).toBe(429);

    mock.clock.advance({ minutes: LOCK_MINUTES });
    const after = await challenge();
    expect((await verify(after.browser, { challenge: after.id, oneTimeCode: codeOf(secret) })).statusCode).toBe(200);
  });

  it("refuses new recovery codes and turning off while it is off, saying so", async () => {
    for (const path of ["recovery_codes", "disable"]) {
      const answer = await demo.post(`${API}/two_step/${path}`, { oneTimeCode: "123456" }, LD);
      expect(answer.statusCode, path).toBe(422);
      expect(violations(answer.json()), path).toEqual({ "": "Two-step sign-in is off." });
    }
  });

  it("asks for the code when it is blank or only spaces, without counting a wrong try", async () => {
    const { secret } = await enable();
    const { browser, id } = await challenge();
    for (const blank of ["", "   "]) {
      const answer = await verify(browser, { challenge: id, oneTimeCode: blank });
      expect(answer.statusCode).toBe(422);
      expect(violations(answer.json())).toEqual({ oneTimeCode: "Enter the code from your authenticator app." });
    }
    expect((await verify(browser, { challenge: id, oneTimeCode: codeOf(secret) })).statusCode).toBe(200);
  });

  it("a right code resets the count of wrong ones", async () => {
    const { secret } = await enable();
    const wrong = () => (codeOf(secret) === "000000" ? "111111" : "000000");
    const first = await challenge();
    for (let i = 0; i < 4; i++) await verify(first.browser, { challenge: first.id, oneTimeCode: wrong() });
    expect((await verify(first.browser, { challenge: first.id, oneTimeCode: codeOf(secret) })).statusCode).toBe(200);
    const second = await challenge();
    expect((await verify(second.browser, { challenge: second.id, oneTimeCode: wrong() })).statusCode).toBe(422);
  });

  it("a challenge older than five minutes is refused: the password again", async () => {
    const { secret } = await enable();
    const { browser, id } = await challenge();
    mock.clock.advance({ minutes: 5 });
    const late = await verify(browser, { challenge: id, oneTimeCode: codeOf(secret) });
    expect(late.statusCode).toBe(401);
    expect((late.json() as { error: string }).error).toBe("The sign-in has expired. Please enter your password again.");
  });
});

describe("a password reset", () => {
  /** A fresh browser's reset of demo's password to `password` with a real e-mailed link. */
  const reset = async (password: string) => {
    const browser = client(mock);
    expect((await browser.post(`${API}/reset_password/send_email`, { email: "demo@example.com" })).statusCode).toBe(204);
    const mail = (await mailbox(mock, "demo@example.com")).find((m) => m.kind === "password_reset")! as {
      token?: string;
      subject?: string;
    };
    expect(mail.subject).toBe("Reset your password");
    const token = mail.token!;
    const answer = await browser.patch(`${API}/publishers/${token}/reset_password`, {
      plainPassword: password,
      repeatPlainPassword: password,
    });
    expect(answer.statusCode).toBe(200);
    return { browser, answer };
  };

  it("sets the new password but opens no session: the login's challenge, which a right code signs in with", async () => {
    const { secret } = await enable();
    const { browser, answer } = await reset("Fresh-pass-42");
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
    const body = answer.json() as { "@type": string; challenge: string; expiresAt: string };
    expect(body).toMatchObject({ "@type": "TwoStepRequired", twoStep: "required" });
    // The mock's clock runs on while the answer travels: the challenge was made at most a moment ago.
    const left = Date.parse(body.expiresAt) - mock.clock.nowMs();
    expect(left).toBeLessThanOrEqual(5 * 60_000);
    expect(left).toBeGreaterThan(4 * 60_000);
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(401);
    // The new password is the one now: the login asks for the code too.
    expect((await client(mock).login("demo", "Fresh-pass-42")).json()).toMatchObject({ "@type": "TwoStepRequired" });
    expect((await client(mock).login("demo", "Demo-pass-1")).statusCode).toBe(401);

    const signedIn = await verify(browser, { challenge: body.challenge, oneTimeCode: codeOf(secret) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ "@type": "Publisher", username: "demo" });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
    // The link signs in as a login without "remember me" does: the session ends with the browser.
    const session = (signedIn.cookies as Array<{ name: string; maxAge?: number; expires?: Date }>).find((c) => c.name === SESSION_COOKIE);
    expect(session).toBeDefined();
    expect([session?.maxAge, session?.expires]).toEqual([undefined, undefined]);
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(200);
  });

  it("signs in at once when two-step sign-in is off, or the backend lacks it", async () => {
    const off = await reset("Fresh-pass-42");
    expect(off.answer.json()).toMatchObject({ "@type": "Publisher", username: "demo" });
    expect(off.browser.jar.has(SESSION_COOKIE)).toBe(true);

    await mock.app.inject({ method: "POST", url: "/__mock/reset" });
    demo = client(mock);
    await demo.login();
    await enable();
    await mock.app.inject({ method: "POST", url: "/__mock/capabilities", payload: { group: "twoStep", absent: 404 } });
    mock.clock.advance({ hours: 3 });
    const lacking = await reset("Other-pass-43");
    expect(lacking.answer.json()).toMatchObject({ "@type": "Publisher", username: "demo" });
    expect(lacking.browser.jar.has(SESSION_COOKIE)).toBe(true);
  });
});

describe("turning it off, new recovery codes", () => {
  it("asks for a code (or a recovery code); then the login signs in at once", async () => {
    const { secret, recoveryCodes } = await enable();
    const missing = await demo.post(`${API}/two_step/disable`, {}, LD);
    expect(violations(missing.json())).toEqual({ oneTimeCode: "Enter the code from your authenticator app." });
    const renewed = await demo.post(`${API}/two_step/recovery_codes`, { oneTimeCode: codeOf(secret) }, LD);
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await demo.post(`${API}/two_step/disable`, { recoveryCode: recoveryCodes[0] }, LD);
    expect(old.statusCode).toBe(422);
    expect((await demo.post(`${API}/two_step/disable`, { recoveryCode: fresh[0] }, LD)).statusCode).toBe(204);
    expect((await demo.get(`${API}/two_step`)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const browser = client(mock);
    expect((await browser.login()).json()).toMatchObject({ "@type": "Publisher" });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
  });
});

describe("a backend without two-step sign-in", () => {
  for (const absent of [404, 501] as const) {
    it(`answers ${absent} on its endpoints, and its login signs in as before`, async () => {
      await enable();
      await mock.app.inject({ method: "POST", url: "/__mock/capabilities", payload: { group: "twoStep", absent } });
      expect((await demo.get(`${API}/two_step`)).statusCode).toBe(absent);
      const browser = client(mock);
      expect((await browser.login()).json()).toMatchObject({ "@type": "Publisher", username: "demo" });
      expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
    });
  }
});

describe("the mock's logs", () => {
  it("hold nothing of the secret, the otpauth URI, the codes, the recovery codes or the challenge", async () => {
    const written: string[] = [];
    const keep = (...args: unknown[]) => void written.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    const spies = [
      ...(["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level).mockImplementation(keep)),
      vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (keep(String(chunk)), true)),
      vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (keep(String(chunk)), true)),
    ];
    try {
      const { secret, otpauthUri, recoveryCodes } = await enable();
      const { browser, id } = await challenge();
      const code = codeOf(secret);
      await verify(browser, { challenge: id, oneTimeCode: "000000" === code ? "111111" : "000000" });
      await verify(browser, { challenge: id, oneTimeCode: code });
      await demo.post(`${API}/two_step/disable`, { recoveryCode: recoveryCodes[0] }, LD);
      // A failure the server logs (a 500) on the way, with a code in its request.
      await mock.app.inject({ method: "POST", url: "/__mock/faults", payload: { route: "twoStep.verify", status: 500, times: 1 } });
      await verify(browser, { challenge: id, oneTimeCode: code });
      const text = written.join("\n");
      for (const secretText of [secret, otpauthUri, code, id, ...recoveryCodes]) expect(text).not.toContain(secretText);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
