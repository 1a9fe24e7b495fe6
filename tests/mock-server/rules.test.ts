import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { API, client, mailbox, registrationBody, startMock, type Mock } from "./helpers";

let mock: Mock;
beforeEach(async () => {
  mock = await startMock();
});
afterAll(() => mock?.app.close());

const registration = registrationBody;

const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe("registration", () => {
  it("registers, mails a one-time activation token, sets the registration cookie; login works after confirmation", async () => {
    const browser = client(mock);
    const response = await browser.post(`${API}/publishers/register`, registration());
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === "_registration")!;
    expect(cookie).toMatchObject({ path: "/publisher", sameSite: "Lax" });
    expect(cookie.httpOnly).toBeFalsy();

    expect((await client(mock).login("fresh.publisher", "Fresh-pass-1")).statusCode).toBe(401);
    const [mail] = await mailbox(mock, "fresh@example.org");
    expect(mail).toMatchObject({ kind: "activation", token: expect.any(String) });
    expect((await browser.post(`${API}/publishers/confirm/${mail!.token}`, { fingerprint: "fp" })).statusCode).toBe(200);
    const again = await browser.post(`${API}/publishers/confirm/${mail!.token}`, { fingerprint: "fp" });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBeTruthy();
    const login = await client(mock).login("fresh.publisher", "Fresh-pass-1");
    expect(login.statusCode).toBe(200);
    expect(login.json().statusNew).toBe(true);
  });

  it("refuses a second registration from the same browser with 406", async () => {
    const browser = client(mock);
    await browser.post(`${API}/publishers/register`, registration());
    const second = await browser.post(`${API}/publishers/register`, registration({ email: "other@example.org", username: "other" }));
    expect(second.statusCode).toBe(406);
    expect(second.json()["hydra:description"]).toBe("Registration limit exceeded.");
  });

  it("answers 406 with a description for a refused e-mail domain", async () => {
    const response = await client(mock).post(`${API}/publishers/register`, registration({ email: "x@blocked.example" }));
    expect(response.statusCode).toBe(406);
    expect(response.json()["hydra:description"]).toMatch(/not accepted/);
  });

  it("validates with the spec's messages and refuses a taken e-mail or username", async () => {
    const response = await client(mock).post(
      `${API}/publishers/register`,
      registration({ email: "bad", username: "x".repeat(33), repeatPlainPassword: "other", messenger: "", customFieldValues: [] }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.json())).toMatchObject({
      email: "Please input valid email",
      username: "The username length should be less or equal than 32 symbols",
      repeatPlainPassword: "Passwords do not match",
      messenger: "Please select your preferred instant messenger platform",
      "customFieldValues[0]": "Field is required",
    });
    const taken = await client(mock).post(`${API}/publishers/register`, registration({ email: "DEMO@example.com", username: "newbie" }));
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(violationsOf(taken.json())).sort()).toEqual(["email", "username"]);
    expect(taken.json()["hydra:description"]).toContain("username: ");
  });

  it("rejects characters outside letters, digits and , . _ - @ in the username", async () => {
    const response = await client(mock).post(`${API}/publishers/register`, registration({ username: "bad name!" }));
    expect(violationsOf(response.json()).username).toMatch(/letters, digits/);
  });
});

describe("uploads", () => {
  const upload = (bytes: Buffer, filename = "a.png") => {
    const boundary = "----b";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return mock.app.inject({
      method: "POST",
      url: `${API}/media_objects`,
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  };
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

  it("accepts PNG and JPEG by their content", async () => {
    const ok = await upload(png);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ mimeType: "image/png", size: png.length });
    expect((await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]), "a.jpg")).json().mimeType).toBe(
      "image/jpeg",
    );
  });

  it("refuses a file that only claims to be an image", async () => {
    const response = await upload(Buffer.from("<?php echo 'hi'; ?>"), "evil.png");
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response.json()).file).toBe("Invalid image. Please check the requirements.");
  });

  it("refuses a signature alone, or one a byte away from PNG's or JPEG's", async () => {
    const signature = png.subarray(0, 8);
    const refused = [
      signature,
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]), Buffer.alloc(64)]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0x00, 0xe0]), Buffer.alloc(32)]),
      Buffer.concat([Buffer.from([0xff, 0x00, 0xff, 0xe0]), Buffer.alloc(32)]),
      Buffer.concat([Buffer.from([0x00, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
    ];
    for (const bytes of refused) {
      const response = await upload(bytes);
      expect(response.statusCode, bytes.subarray(0, 8).toString("hex")).toBe(422);
      expect(violationsOf(response.json()).file).toBe("Invalid image. Please check the requirements.");
    }
  });

  it("refuses files over 5,000,000 bytes", async () => {
    const exactly = await upload(Buffer.concat([png, Buffer.alloc(5_000_000 - png.length)]));
    expect(exactly.statusCode).toBe(201);
    const over = await upload(Buffer.concat([png, Buffer.alloc(5_000_001 - png.length)]));
    expect(over.statusCode).toBe(422);
    expect(violationsOf(over.json()).file).toMatch(/^The file is too large. Allowed maximum size is/);
  });

  it("lets registration reference uploaded files, and refuses unknown ones", async () => {
    const media = (await upload(png)).json();
    const field = { publisherCustomField: "/publisher/api/publisher_custom_fields/4", files: [media["@id"]] };
    const base = registration();
    const ok = await client(mock).post(`${API}/publishers/register`, { ...base, customFieldValues: [...base.customFieldValues, field] });
    expect(ok.statusCode).toBe(201);
    const unknown = { ...field, files: ["/publisher/api/media_objects/999"] };
    const bad = await client(mock).post(
      `${API}/publishers/register`,
      registration({ email: "b@example.org", username: "b", customFieldValues: [...base.customFieldValues, unknown] }),
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe("password reset", () => {
  it("sends a one-time token, logs in with the new password, and allows one request per e-mail per 2 hours", async () => {
    const browser = client(mock);
    expect((await browser.post(`${API}/reset_password/send_email`, { email: "demo@example.com", fingerprint: "fp" })).statusCode).toBe(204);
    const second = await browser.post(`${API}/reset_password/send_email`, { email: "demo@example.com" });
    expect(second.statusCode).toBe(429);
    expect(second.json()["hydra:description"]).toMatch(/per 2 hours/);
    const [mail] = await mailbox(mock, "demo@example.com");

    const mismatch = await browser.patch(`${API}/publishers/${mail!.token}/reset_password`, {
      plainPassword: "New-pass-1",
      repeatPlainPassword: "x",
    });
    expect(violationsOf(mismatch.json())).toEqual({ repeatPlainPassword: "Passwords are not equal" });
    const blank = await browser.patch(`${API}/publishers/${mail!.token}/reset_password`, { plainPassword: "  ", repeatPlainPassword: "" });
    expect(violationsOf(blank.json())).toEqual({
      plainPassword: "Password is required",
      repeatPlainPassword: "Repeat password is required",
    });

    const done = await browser.patch(`${API}/publishers/${mail!.token}/reset_password`, {
      plainPassword: "New-pass-1",
      repeatPlainPassword: "New-pass-1",
    });
    expect(done.statusCode).toBe(200);
    expect((await browser.get(`${API}/publishers/current`)).statusCode).toBe(200);
    expect(
      (await browser.patch(`${API}/publishers/${mail!.token}/reset_password`, { plainPassword: "a", repeatPlainPassword: "a" })).statusCode,
    ).toBe(404);
    expect((await client(mock).login("demo", "New-pass-1")).statusCode).toBe(200);

    mock.clock.advance({ hours: 2 });
    expect((await browser.post(`${API}/reset_password/send_email`, { email: "demo@example.com" })).statusCode).toBe(204);
  });

  it("validates the e-mail and answers unknown addresses like known ones", async () => {
    const invalid = await client(mock).post(`${API}/reset_password/send_email`, { email: "nope" });
    expect(violationsOf(invalid.json())).toEqual({ email: "Please input valid email" });
    expect((await client(mock).post(`${API}/reset_password/send_email`, { email: "ghost@example.com" })).statusCode).toBe(204);
    expect(await mailbox(mock, "ghost@example.com")).toEqual([]);
  });

  it("expires tokens after a day", async () => {
    await client(mock).post(`${API}/reset_password/send_email`, { email: "newbie@example.com" });
    const [mail] = await mailbox(mock, "newbie@example.com");
    mock.clock.advance({ hours: 25 });
    expect(
      (await client(mock).patch(`${API}/publishers/${mail!.token}/reset_password`, { plainPassword: "a", repeatPlainPassword: "a" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("profile", () => {
  it("merges a language PATCH, refuses another publisher's profile, validates the phone", async () => {
    const browser = client(mock);
    await browser.login();
    const patched = await browser.patch(`${API}/publishers/1001`, { language: "uk" });
    expect(patched.json()).toMatchObject({ language: "uk", languageInfo: { value: "uk", label: "Українська" } });
    const news = (await browser.get(`${API}/announcements?unseen=true`)).json();
    expect(news["hydra:member"][0].title).toBe("Нові вертикалі смартлінків для Tier-1 трафіку");
    expect((await browser.patch(`${API}/publishers/1002`, { language: "uk" })).statusCode).toBe(403);
    expect(violationsOf((await browser.patch(`${API}/publishers/1001`, { phone: "call me" })).json())).toEqual({
      phone: "Invalid phone number",
    });
  });

  it("changes the e-mail only after its confirmation link", async () => {
    const browser = client(mock);
    await browser.login();
    const pending = (await browser.patch(`${API}/publishers/1001`, { email: "demo.new@example.com" })).json();
    expect(pending).toMatchObject({ email: "demo@example.com", temporaryEmail: "demo.new@example.com" });
    const [mail] = await mailbox(mock, "demo.new@example.com");
    const confirmed = await client(mock).post(`${API}/users/confirm/${mail!.token}`, { fingerprint: "fp" });
    expect(confirmed.json()).toMatchObject({ email: "demo.new@example.com", temporaryEmail: null });
    expect((await client(mock).post(`${API}/users/confirm/${mail!.token}`, {})).statusCode).toBe(404);
  });
});

describe("payout accounts", () => {
  const accounts = async (browser: ReturnType<typeof client>) =>
    (await browser.get(`${API}/publisher_payout_accounts`)).json()["hydra:member"] as Array<{ id: number; active: boolean; "@id": string }>;

  it("keeps one account active: the first created, or the one activated", async () => {
    const browser = client(mock);
    await browser.login("newbie");
    const first = await browser.post(
      `${API}/publisher_payout_accounts`,
      { method: "/publisher/api/payment_methods/1", account: "me@example.com", minimalPaymentAmount: 50 },
      "application/ld+json",
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().active).toBe(true);
    const second = (
      await browser.post(
        `${API}/publisher_payout_accounts`,
        { method: "/publisher/api/payment_methods/2", account: "Z123456789012", minimalPaymentAmount: 20 },
        "application/ld+json",
      )
    ).json();
    expect(second.active).toBe(false);
    await browser.patch(second["@id"], { active: true });
    expect((await accounts(browser)).map((a) => a.active)).toEqual([false, true]);
    const deactivate = await browser.patch(second["@id"], { active: false });
    expect(deactivate.statusCode).toBe(422);
  });

  it("validates method, length and format per method, in validate and create alike", async () => {
    const browser = client(mock);
    await browser.login();
    const empty = await browser.post(`${API}/publisher_payout_accounts/validate`, {}, "application/ld+json");
    expect(violationsOf(empty.json())).toEqual({ method: "Payment method is required", account: "Payment account is required" });
    const short = await browser.post(
      `${API}/publisher_payout_accounts/validate`,
      { method: "/publisher/api/payment_methods/2", account: "Z", minimalPaymentAmount: 20 },
      "application/ld+json",
    );
    expect(violationsOf(short.json())).toEqual({ account: "The account should contain at least 2 symbols" });
    const format = await browser.post(
      `${API}/publisher_payout_accounts`,
      { method: "/publisher/api/payment_methods/2", account: "Z12", minimalPaymentAmount: 20 },
      "application/ld+json",
    );
    expect(violationsOf(format.json())).toEqual({ account: "Invalid WebMoney account format (e.g. Z123456789012)" });
    const ok = await browser.post(
      `${API}/publisher_payout_accounts/validate`,
      { method: "/publisher/api/payment_methods/2", account: "Z123456789012", minimalPaymentAmount: 20 },
      "application/ld+json",
    );
    expect(ok.statusCode).toBe(204);
  });

  it("deletes only with a fresh pin from the mailbox", async () => {
    const browser = client(mock);
    await browser.login();
    const noPin = await browser.del(`${API}/publisher_payout_accounts/2`, {});
    expect(violationsOf(noPin.json())).toEqual({ pin: "Pin is required" });
    expect((await browser.get(`${API}/profile/pin_request`)).statusCode).toBe(204);
    const [mail] = await mailbox(mock, "demo@example.com");
    expect(mail!.pin).toMatch(/^\d{6}$/);
    expect(
      (await browser.del(`${API}/publisher_payout_accounts/2`, { pin: "000000" === mail!.pin ? "111111" : "000000" })).statusCode,
    ).toBe(422);
    mock.clock.advance({ minutes: 16 });
    expect((await browser.del(`${API}/publisher_payout_accounts/2`, { pin: mail!.pin })).statusCode).toBe(422);
    await browser.get(`${API}/profile/pin_request`);
    const fresh = (await mailbox(mock, "demo@example.com")).at(-1)!;
    expect((await browser.del(`${API}/publisher_payout_accounts/2`, { pin: fresh.pin })).statusCode).toBe(204);
    expect((await accounts(browser)).map((a) => a.id)).toEqual([1, 3]);
  });

  it("hides other publishers' accounts", async () => {
    const browser = client(mock);
    await browser.login("newbie");
    expect((await browser.get(`${API}/publisher_payout_accounts/1`)).statusCode).toBe(404);
  });
});
