/**
 * The profile's PATCH and its `/validate` step (issue 11): the messenger and the custom publisher
 * fields follow the registration's rules; `/validate` saves nothing; an e-mail change only sets
 * `temporaryEmail` and mails the new address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API, type Mock, client, mailbox, startMock } from "./helpers";

const PROFILE = `${API}/publishers/1001`;
const field = (id: number) => `/publisher/api/publisher_custom_fields/${id}`;
const violationsOf = (body: { violations?: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));

describe("profile PATCH and /validate", () => {
  let mock: Mock;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.app.close());
  beforeEach(async () => {
    await mock.app.inject({ method: "POST", url: "/__mock/reset" });
  });

  it("refuses an unknown or cleared messenger and saves a known one by name", async () => {
    const browser = client(mock);
    await browser.login();
    for (const messenger of ["pigeon", null]) {
      const bad = await browser.patch(`${PROFILE}/validate`, { messenger });
      expect(bad.statusCode).toBe(422);
      expect(violationsOf(bad.json()).messenger).toBe("Please select your preferred instant messenger platform");
    }
    expect((await browser.patch(PROFILE, { messenger: "skype" })).json().messenger).toBe("skype");
    expect((await browser.get(`${API}/publishers/current`)).json().messenger).toBe("skype");
  });

  it("applies the registration's rules to the custom fields, on the field's index", async () => {
    const browser = client(mock);
    await browser.login();
    const values = [
      { publisherCustomField: field(1), value: " " },
      { publisherCustomField: field(2), value: "Push, Carrier pigeons" },
      { publisherCustomField: field(3), value: "> 1M" },
    ];
    const bad = await browser.patch(`${PROFILE}/validate`, { customFieldValues: values });
    expect(bad.statusCode).toBe(422);
    expect(violationsOf(bad.json())).toEqual({
      "customFieldValues[0]": "Field is required",
      "customFieldValues[1]": "The value you selected is not a valid choice.",
    });
    const good = values.map((v, i) => (i === 0 ? { ...v, value: "https://mine.example" } : i === 1 ? { ...v, value: "Pop" } : v));
    expect((await browser.patch(`${PROFILE}/validate`, { customFieldValues: good })).statusCode).toBe(204);
    // /validate saved nothing; the PATCH saves.
    expect((await browser.get(`${API}/publishers/current`)).json().customFieldValues[0].value).toBe("https://demo-traffic.example");
    expect((await browser.patch(PROFILE, { customFieldValues: good })).json().customFieldValues[0].value).toBe("https://mine.example");
  });

  it("an e-mail change sets temporaryEmail and mails the new address; /validate mails nothing", async () => {
    const browser = client(mock);
    await browser.login();
    expect((await browser.patch(`${PROFILE}/validate`, { email: "demo.next@example.com" })).statusCode).toBe(204);
    expect(await mailbox(mock, "demo.next@example.com")).toEqual([]);
    const saved = (await browser.patch(PROFILE, { email: "demo.next@example.com" })).json();
    expect(saved).toMatchObject({ email: "demo@example.com", temporaryEmail: "demo.next@example.com" });
    expect((await mailbox(mock, "demo.next@example.com")).map((m) => m.kind)).toEqual(["email_change"]);
  });
});
