/** The account and communication rules of issue 11, each proven on the mock server in-process. */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { API, client, mailbox, startMock, type Mock } from "./helpers";

let mock: Mock;
beforeEach(async () => {
  mock = await startMock();
});
afterAll(() => mock?.app.close());

const LD = "application/ld+json";
const method = (id: number) => `${API}/payment_methods/${id}`;
const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

type Browser = ReturnType<typeof client>;
const signedIn = async (who = "demo") => {
  const browser = client(mock);
  await browser.login(who);
  return browser;
};
const accounts = async (browser: Browser) =>
  (await browser.get(`${API}/publisher_payout_accounts`)).json()["hydra:member"] as Array<{ id: number; active: boolean; "@id": string }>;

describe("payout account rules", () => {
  it("checks every method's format with its own example in the message", async () => {
    const browser = await signedIn();
    const methods = (await browser.get(`${API}/payment_methods`)).json()["hydra:member"] as Array<{
      "@id": string;
      title: string;
      accountExample: string;
      minimalPaymentAmount: number;
    }>;
    for (const m of methods) {
      const bad = await browser.post(
        `${API}/publisher_payout_accounts/validate`,
        { method: m["@id"], account: "??", minimalPaymentAmount: m.minimalPaymentAmount },
        LD,
      );
      expect(violationsOf(bad.json())).toEqual({ account: `Invalid ${m.title} account format (e.g. ${m.accountExample})` });
      const good = await browser.post(
        `${API}/publisher_payout_accounts/validate`,
        { method: m["@id"], account: m.accountExample, minimalPaymentAmount: m.minimalPaymentAmount },
        LD,
      );
      expect(good.statusCode).toBe(204);
    }
  });

  it("refuses an e-mail account that is no e-mail address, and an amount above the maximum (issue 25 item 9)", async () => {
    const browser = await signedIn();
    const check = async (account: string, minimalPaymentAmount: number) =>
      (await browser.post(`${API}/publisher_payout_accounts/validate`, { method: method(1), account, minimalPaymentAmount }, LD)).json();
    for (const account of ["<script>@x.com", "a@b", "a b@x.com", "a@x..com", "a@-x.com"])
      expect(violationsOf(await check(account, 50)), account).toEqual({ account: "Invalid PayPal account format (e.g. name@example.com)" });
    expect(violationsOf(await check("name@example.com", 1e9))).toEqual({
      minimalPaymentAmount: "Minimal payment amount should be at most 1000000",
    });
    const fits = await browser.post(
      `${API}/publisher_payout_accounts/validate`,
      { method: method(1), account: "first.last+tag@mail.example.co.uk", minimalPaymentAmount: 1_000_000 },
      LD,
    );
    expect(fits.statusCode).toBe(204);
  });

  it("keeps the account between 2 and 255 characters", async () => {
    const browser = await signedIn();
    const at = async (account: string) =>
      violationsOf(
        (
          await browser.post(`${API}/publisher_payout_accounts/validate`, { method: method(1), account, minimalPaymentAmount: 50 }, LD)
        ).json(),
      ).account;
    expect(await at("a")).toBe("The account should contain at least 2 symbols");
    expect(await at(`${"a".repeat(251)}@b.cd`)).toBe("The account should contain at most 255 symbols");
    const longest = `${"a".repeat(250)}@b.cd`;
    expect(longest).toHaveLength(255);
    expect(
      (
        await browser.post(
          `${API}/publisher_payout_accounts/validate`,
          { method: method(1), account: longest, minimalPaymentAmount: 50 },
          LD,
        )
      ).statusCode,
    ).toBe(204);
  });

  it("requires a minimal payment amount where the method has one, and not where it has none", async () => {
    const browser = await signedIn();
    const missing = await browser.post(`${API}/publisher_payout_accounts`, { method: method(2), account: "Z123456789012" }, LD);
    expect(violationsOf(missing.json())).toEqual({ minimalPaymentAmount: "Minimal payment amount is required" });
    const below = await browser.post(
      `${API}/publisher_payout_accounts`,
      { method: method(2), account: "Z123456789012", minimalPaymentAmount: 5 },
      LD,
    );
    expect(violationsOf(below.json())).toEqual({ minimalPaymentAmount: "Minimal payment amount should be at least $20.00" });
    const none = await browser.post(`${API}/publisher_payout_accounts`, { method: method(6), account: "U1234567" }, LD);
    expect(none.statusCode).toBe(201);
    expect(none.json().minimalPaymentAmount).toBeNull();
    const cleared = await browser.patch(`${API}/publisher_payout_accounts/1/validate`, { minimalPaymentAmount: null });
    expect(violationsOf(cleared.json())).toEqual({ minimalPaymentAmount: "Minimal payment amount is required" });
  });

  it("never has two active accounts: activating one deactivates the others; leaving the active one needs another", async () => {
    const browser = await signedIn();
    const activeIds = async () => (await accounts(browser)).filter((a) => a.active).map((a) => a.id);
    expect(await activeIds()).toEqual([1]);
    const created = (
      await browser.post(`${API}/publisher_payout_accounts`, { method: method(6), account: "U7654321", active: true }, LD)
    ).json();
    expect(await activeIds()).toEqual([created.id]);
    expect((await browser.patch(`${API}/publisher_payout_accounts/3`, { active: true })).statusCode).toBe(200);
    expect(await activeIds()).toEqual([3]);
    expect(violationsOf((await browser.patch(`${API}/publisher_payout_accounts/3/validate`, { active: false })).json())).toEqual({
      active: "Activate another account to deactivate this one.",
    });
    expect(await activeIds()).toEqual([3]);
  });

  it("deletes nothing without a pin, with a wrong pin or with an expired pin (422 on pin)", async () => {
    const browser = await signedIn();
    const before = (await accounts(browser)).map((a) => a.id);
    expect(violationsOf((await browser.del(`${API}/publisher_payout_accounts/2`, {})).json())).toEqual({ pin: "Pin is required" });
    expect(violationsOf((await browser.del(`${API}/publisher_payout_accounts/2`, { pin: "   " })).json())).toEqual({
      pin: "Pin is required",
    });
    await browser.get(`${API}/profile/pin_request`);
    const mail = (await mailbox(mock, "demo@example.com")).at(-1)!;
    expect(mail.kind).toBe("pin");
    const wrong = mail.pin === "123456" ? "654321" : "123456";
    expect(violationsOf((await browser.del(`${API}/publisher_payout_accounts/2`, { pin: wrong })).json())).toEqual({
      pin: "The pin is invalid.",
    });
    mock.clock.advance({ minutes: 15 });
    expect(violationsOf((await browser.del(`${API}/publisher_payout_accounts/2`, { pin: mail.pin })).json())).toEqual({
      pin: "The pin has expired. Request a new one.",
    });
    expect((await accounts(browser)).map((a) => a.id)).toEqual(before);
  });

  it("deleting the active account leaves none active until another is activated", async () => {
    const browser = await signedIn();
    await browser.get(`${API}/profile/pin_request`);
    const { pin } = (await mailbox(mock, "demo@example.com")).at(-1)!;
    expect((await browser.del(`${API}/publisher_payout_accounts/1`, { pin })).statusCode).toBe(204);
    expect((await accounts(browser)).map((a) => [a.id, a.active])).toEqual([
      [2, false],
      [3, false],
    ]);
    // A pin is good for one delete.
    expect((await browser.del(`${API}/publisher_payout_accounts/2`, { pin })).statusCode).toBe(422);
  });
});

describe("promo codes", () => {
  const activate = (browser: Browser, code: unknown) => browser.post(`${API}/promo_codes`, code === undefined ? {} : { code }, LD);

  it("answers 422 on code for a missing, blank, unknown, expired or already used code, and credits nothing", async () => {
    const browser = await signedIn();
    const balance = (await browser.get(`${API}/ch/balance`)).json();
    expect(violationsOf((await activate(browser, undefined)).json())).toEqual({ code: "Code is required" });
    expect(violationsOf((await activate(browser, "  ")).json())).toEqual({ code: "Code should not be blank" });
    expect(violationsOf((await activate(browser, "NOSUCHCODE")).json())).toEqual({ code: "This promo code does not exist." });
    expect(violationsOf((await activate(browser, "SUMMER2026")).json())).toEqual({ code: "This promo code has expired." });
    expect(violationsOf((await activate(browser, "SPRING25")).json())).toEqual({ code: "This promo code has already been used." });
    expect((await browser.get(`${API}/ch/balance`)).json()).toBe(balance);
  });

  it("credits a good code to the balance with a transaction the balance list shows, once", async () => {
    const browser = await signedIn();
    const activated = await activate(browser, "welcome50");
    expect(activated.statusCode).toBe(201);
    expect(activated.json()).toMatchObject({ code: "WELCOME50", amount: 50 });
    expect((await browser.get(`${API}/ch/balance`)).json()).toBe(12395.67);
    const [newest] = (await browser.get(`${API}/ch/transactions`)).json()["hydra:member"];
    expect(newest).toMatchObject({
      "@id": activated.json().transaction,
      amount: 50,
      balanceAfter: 12395.67,
      description: "Promo code WELCOME50",
    });
    expect((await browser.get(`${API}/promo_codes`)).json()["hydra:member"].map((p: { code: string }) => p.code)).toEqual([
      "WELCOME50",
      "SPRING25",
    ]);
    expect((await activate(browser, "WELCOME50")).statusCode).toBe(422);
  });

  it("works for a publisher without seeded activity, and expires on the mock clock", async () => {
    const browser = await signedIn("newbie");
    expect((await activate(browser, "SPRING25")).statusCode).toBe(201);
    expect((await browser.get(`${API}/ch/balance`)).json()).toBe(25);
    expect((await browser.get(`${API}/ch/transactions`)).json()["hydra:totalItems"]).toBe(1);
    mock.clock.advance({ hours: 24 * 11 });
    expect(violationsOf((await activate(browser, "AUTUMN100")).json())).toEqual({ code: "This promo code has expired." });
  });
});

describe("news", () => {
  it("lists only what the publisher has not opened when asked for the unseen; opening one takes it off", async () => {
    const browser = await signedIn();
    const ids = async (query = "") =>
      ((await browser.get(`${API}/announcements${query}`)).json()["hydra:member"] as Array<{ id: number }>).map((a) => a.id);
    const all = await ids();
    const unseen = await ids("?unseen=true");
    // Demo has opened announcement 5 (the seed).
    expect(all).toContain(5);
    expect(unseen).toEqual(all.filter((id) => id !== 5));
    expect((await browser.get(`${API}/announcements/${unseen[0]}`)).statusCode).toBe(200);
    expect(await ids("?unseen=true")).toEqual(unseen.slice(1));
    expect(await ids("?unseen=false")).toEqual(all);
  });
});

describe("notifications", () => {
  it("lists unread first; marking one read lowers unseen; marking all read empties it", async () => {
    const browser = await signedIn();
    const unseen = async () => (await browser.get(`${API}/notifications/unseen`)).json().count;
    expect(await unseen()).toBe(3);
    const page = (await browser.get(`${API}/notifications?itemsPerPage=5`)).json();
    expect(page["hydra:totalItems"]).toBe(12);
    expect(page["hydra:member"].map((n: { read: boolean }) => n.read)).toEqual([false, false, false, true, true]);
    expect((await browser.post(`${API}/notifications/mark_read`, { notifications: [page["hydra:member"][1]["@id"]] }, LD)).statusCode).toBe(
      204,
    );
    expect(await unseen()).toBe(2);
    expect((await browser.get(`${API}/notifications?read=false`)).json()["hydra:totalItems"]).toBe(2);
    await browser.post(`${API}/notifications/mark_read`, {}, LD);
    expect(await unseen()).toBe(0);
  });

  it("refuses another publisher's notification and marks nothing", async () => {
    const browser = await signedIn("newbie");
    const refused = await browser.post(`${API}/notifications/mark_read`, { notifications: [`${API}/notifications/1`] }, LD);
    expect(violationsOf(refused.json())).toEqual({ "notifications[0]": "Item not found." });
    expect((await browser.get(`${API}/notifications/unseen`)).json().count).toBe(1);
  });
});

describe("news, FAQ, time zones", () => {
  it("serves an article with its body in the publisher's language, an empty body, 404 for an unknown id; reading lowers unread", async () => {
    const browser = await signedIn();
    const unread = async () => (await browser.get(`${API}/announcements?unseen=true`)).json()["hydra:totalItems"];
    expect(await unread()).toBe(4);
    const article = (await browser.get(`${API}/announcements/2`)).json();
    expect(article).toMatchObject({ id: 2, title: "Weekly payouts are now available" });
    expect(article.body).toContain("every week");
    expect(await unread()).toBe(3);
    expect((await browser.get(`${API}/announcements/4`)).json().body).toBe("");
    const missing = await browser.get(`${API}/announcements/999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()["hydra:description"]).toBe("Not Found");
    await browser.patch(`${API}/publishers/1001`, { language: "ru" });
    expect((await browser.get(`${API}/announcements/2`)).json().body).toContain("каждую неделю");
  });

  it("lists the FAQ in the publisher's language, and the time zones at /publisher/timezones", async () => {
    const browser = await signedIn();
    const faqs = (await browser.get(`${API}/faqs`)).json()["hydra:member"];
    expect(faqs[0].question).toBe("When are payments made?");
    const zones = (await browser.get(`${API}/publisher/timezones`)).json()["hydra:member"] as Array<{ value: string; label: string }>;
    expect(zones.find((z) => z.value === "Europe/Prague")?.label).toMatch(/^\(UTC\+0[12]:00\) Europe\/Prague$/);
  });

  it("gives each time zone its offset at the server's clock, across a transition either way", async () => {
    const browser = await signedIn();
    const label = async (zone: string) =>
      ((await browser.get(`${API}/timezones`)).json()["hydra:member"] as Array<{ value: string; label: string }>).find(
        (z) => z.value === zone,
      )?.label;
    // Prague leaves summer time at 01:00 UTC on 25 October 2026; Tokyo has none.
    for (const [at, prague] of [
      ["2026-10-25T00:59:00Z", "(UTC+02:00) Europe/Prague"],
      ["2026-10-25T01:01:00Z", "(UTC+01:00) Europe/Prague"],
      ["2026-10-25T00:59:00Z", "(UTC+02:00) Europe/Prague"],
      ["2026-03-29T01:01:00Z", "(UTC+02:00) Europe/Prague"],
      ["2026-03-29T00:59:00Z", "(UTC+01:00) Europe/Prague"],
    ] as const) {
      mock.clock.set(at);
      expect(await label("Europe/Prague"), at).toBe(prague);
      expect(await label("Asia/Tokyo"), at).toBe("(UTC+09:00) Asia/Tokyo");
    }
  });
});

describe("profile validate and e-mail change", () => {
  it("validates a patch without saving it", async () => {
    const browser = await signedIn();
    expect(violationsOf((await browser.patch(`${API}/publishers/1001/validate`, { phone: "call me" })).json())).toEqual({
      phone: "Invalid phone number",
    });
    expect(
      (await browser.patch(`${API}/publishers/1001/validate`, { phone: "+420 777 000 111", email: "someone.else@example.com" })).statusCode,
    ).toBe(204);
    const current = (await browser.get(`${API}/publishers/current`)).json();
    expect(current).toMatchObject({ phone: "+420 601 234 567", temporaryEmail: null });
    expect(await mailbox(mock, "someone.else@example.com")).toEqual([]);
  });

  it("an e-mail change sets temporaryEmail and mails a confirmation to the new address", async () => {
    const browser = await signedIn();
    const pending = (await browser.patch(`${API}/publishers/1001`, { email: "demo.moved@example.com" })).json();
    expect(pending).toMatchObject({ email: "demo@example.com", temporaryEmail: "demo.moved@example.com" });
    const [mail] = await mailbox(mock, "demo.moved@example.com");
    expect(mail).toMatchObject({ kind: "email_change", to: "demo.moved@example.com" });
  });
});
