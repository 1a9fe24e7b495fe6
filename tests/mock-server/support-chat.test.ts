/** The support chat's endpoints (issue 26 item 3): paging, sending, the attachment rules, unread and marking read, the manager's control. */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX, type ChatMessage } from "../../contracts/support-chat.contract";
import { DEMO_HISTORY, DEMO_UNREAD } from "../../mock-server/store/support-chat";
import { API, client, startMock } from "./helpers";

const mock = await startMock();
afterAll(() => mock.app.close());
beforeEach(() => mock.store.reset());

const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

const MESSAGES = `${API}/support_chat/messages`;
type Page = { "hydra:member": ChatMessage[]; "hydra:totalItems": number };

const signedIn = async (username = "demo") => {
  const c = client(mock);
  await c.login(username);
  return c;
};

const upload = (bytes: Buffer, filename: string) => {
  const boundary = "----chat";
  return mock.app.inject({
    method: "POST",
    url: `${API}/media_objects`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
};
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

const reply = (text: string, username?: string) =>
  mock.app.inject({ method: "POST", url: "/__mock/support-chat/reply", payload: { text, ...(username ? { username } : {}) } });

describe("support chat", () => {
  it("asks for a session", async () => {
    expect((await client(mock).get(MESSAGES)).statusCode).toBe(401);
    expect((await client(mock).get(`${API}/support_chat/unread`)).statusCode).toBe(401);
  });

  it("answers demo's newest page first, oldest first within it, and the older page before an id", async () => {
    const c = await signedIn();
    const newest = (await c.get(MESSAGES)).json() as Page;
    expect(newest["hydra:totalItems"]).toBe(DEMO_HISTORY);
    expect(newest["hydra:member"]).toHaveLength(CHAT_PAGE_SIZE);
    const ids = newest["hydra:member"].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(DEMO_HISTORY);
    const older = (await c.get(`${MESSAGES}?before=${ids[0]}`)).json() as Page;
    expect(older["hydra:member"].map((m) => m.id)).toEqual(Array.from({ length: DEMO_HISTORY - CHAT_PAGE_SIZE }, (_, i) => i + 1));
    expect(newest["hydra:member"].find((m) => m.author === "manager")?.authorName).toBe("Olena");
  });

  it("seeds a conversation that never repeats itself (issue 35.8), in every language", async () => {
    const c = await signedIn();
    for (const language of ["en", "ru", "uk", "zh"]) {
      await c.patch(`${API}/publishers/1001`, { language });
      const texts = [
        ...((await c.get(`${MESSAGES}?before=${DEMO_HISTORY - CHAT_PAGE_SIZE + 1}`)).json() as Page)["hydra:member"],
        ...((await c.get(MESSAGES)).json() as Page)["hydra:member"],
      ].map((m) => m.text);
      expect(texts, language).toHaveLength(DEMO_HISTORY);
      expect(new Set(texts).size, language).toBe(DEMO_HISTORY);
    }
  });

  it("speaks the publisher's language in the seeded history", async () => {
    const c = await signedIn();
    await c.patch(`${API}/publishers/1001`, { language: "ru" });
    const page = (await c.get(`${MESSAGES}?before=2`)).json() as Page;
    expect(page["hydra:member"][0]!.text).toMatch(/^Здравствуйте/);
  });

  it("starts newbie with an empty conversation and nothing unread", async () => {
    const c = await signedIn("newbie");
    expect(((await c.get(MESSAGES)).json() as Page)["hydra:totalItems"]).toBe(0);
    expect((await c.get(`${API}/support_chat/unread`)).json()).toEqual({ count: 0 });
  });

  it("sends a message, which `after` then brings, and refuses blank and too long texts with violations", async () => {
    const c = await signedIn();
    const sent = await c.post(MESSAGES, { text: "  Where is my payment?  " }, "application/ld+json");
    expect(sent.statusCode).toBe(201);
    const message = sent.json() as ChatMessage;
    expect(message).toMatchObject({ author: "publisher", authorName: "demo", text: "Where is my payment?", read: true, attachment: null });
    const after = (await c.get(`${MESSAGES}?after=${DEMO_HISTORY}`)).json() as Page;
    expect(after["hydra:member"].map((m) => m.id)).toEqual([message.id]);
    expect(after["hydra:totalItems"]).toBe(DEMO_HISTORY + 1);

    const blank = await c.post(MESSAGES, { text: " \n " }, "application/ld+json");
    expect(blank.statusCode).toBe(422);
    expect(violationsOf(blank.json()).text).toBe("This value should not be blank.");
    const long = await c.post(MESSAGES, { text: "x".repeat(CHAT_TEXT_MAX + 1) }, "application/ld+json");
    expect(violationsOf(long.json()).text).toBe(`This value is too long. It should have ${CHAT_TEXT_MAX} characters or less.`);
    expect((await c.post(MESSAGES, { text: "é".repeat(CHAT_TEXT_MAX) }, "application/ld+json")).statusCode).toBe(201);
  });

  it("sends an image checked by its content, alone or with text, and refuses a file that is not one", async () => {
    const c = await signedIn();
    const media = (await upload(PNG, "shot.png")).json() as { "@id": string };
    const sent = await c.post(MESSAGES, { text: "", attachment: media["@id"] }, "application/ld+json");
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as ChatMessage).attachment).toEqual({ "@id": media["@id"], mimeType: "image/png", size: PNG.length });

    const fake = await upload(Buffer.from("%PDF-1.4 not an image"), "fake.png");
    expect(fake.statusCode).toBe(422);
    expect(violationsOf(fake.json()).file).toBe("Invalid image. Please check the requirements.");
    const unknown = await c.post(MESSAGES, { text: "see attached", attachment: `${API}/media_objects/999` }, "application/ld+json");
    expect(unknown.statusCode).toBe(422);
    expect(violationsOf(unknown.json()).attachment).toBe("File not found");
  });

  it("brings at most 100 messages `after` an id, the oldest of them first", async () => {
    const c = await signedIn("newbie");
    const ids: number[] = [];
    for (let i = 0; i < 102; i += 1)
      ids.push(((await c.post(MESSAGES, { text: `#${i}` }, "application/ld+json")).json() as ChatMessage).id);
    const after = (await c.get(`${MESSAGES}?after=${ids[0]}`)).json() as Page;
    expect(after["hydra:member"].map((m) => m.id)).toEqual(ids.slice(1, 101));
    expect(after["hydra:totalItems"]).toBe(102);
  });

  it("answers a request with both `before` and `after` with a violation, not a 500", async () => {
    const c = await signedIn();
    const both = await c.get(`${MESSAGES}?before=5&after=2`);
    expect(both.statusCode).toBe(422);
    expect(violationsOf(both.json()).after).toBe("This value is not valid.");
  });

  it("counts the manager's unread messages, adds the manager's reply through /__mock, and marks all read", async () => {
    const c = await signedIn();
    expect((await c.get(`${API}/support_chat/unread`)).json()).toEqual({ count: DEMO_UNREAD });
    const answered = await reply("Your payment leaves on Monday.");
    expect(answered.statusCode).toBe(200);
    expect((await c.get(`${API}/support_chat/unread`)).json()).toEqual({ count: DEMO_UNREAD + 1 });
    const after = (await c.get(`${MESSAGES}?after=${DEMO_HISTORY}`)).json() as Page;
    expect(after["hydra:member"]).toMatchObject([
      { author: "manager", authorName: "Olena", text: "Your payment leaves on Monday.", read: false },
    ]);
    expect((await c.post(`${API}/support_chat/mark_read`, {}, "application/ld+json")).statusCode).toBe(204);
    expect((await c.get(`${API}/support_chat/unread`)).json()).toEqual({ count: 0 });
    // Another publisher's conversation is untouched.
    expect((await reply("Hello", "newbie")).statusCode).toBe(200);
    const newbie = await signedIn("newbie");
    expect((await newbie.get(`${API}/support_chat/unread`)).json()).toEqual({ count: 1 });
    expect((await reply("")).statusCode).toBe(400);
    expect((await reply("hi", "nobody")).statusCode).toBe(404);
  });
});
