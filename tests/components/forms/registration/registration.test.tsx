/**
 * The registration form (spec 01 sections 3, 4, 5, 7, 8, spec 02 section 5), rendered at /register for
 * a guest: the validation table on each field, the image checks, the server's refusals (422 on a
 * field, 406 above the form), the limit note, the referrer token and UTM source, the confirmation and
 * messenger pages, a form that could not load. Moved from e2e/registration.spec.ts (issue 33); the
 * journey from the form through the mailbox to the dashboard stays a browser test.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";
import { REGISTRATION_COOKIE } from "../../../../contracts/cookies";
import { mock, renderRoute } from "../../render";
import { errorOf, labelled, watchCalls } from "../helpers";

/** A real 1 × 1 PNG. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) =>
  c.charCodeAt(0),
);
const PASSWORD = "Fresh-pass-1";
const TITLES = {
  text: "Website or traffic source URL",
  types: "Traffic types",
  volume: "Monthly volume",
  screens: "Traffic statistics screenshots",
};
const REGISTER = "/publisher/api/publishers/register";

const field = {
  email: () => screen.getByRole("textbox", { name: "E-mail" }),
  username: () => screen.getByRole("textbox", { name: "Username" }),
  password: () => labelled("Password"),
  repeat: () => labelled("Repeat password"),
  messenger: () => screen.getByRole("button", { name: /^Instant messenger/ }),
  contact: () => screen.getByRole("textbox", { name: /^Messenger contact/ }),
  text: () => screen.getByRole("textbox", { name: TITLES.text }),
  types: () => screen.getByRole("button", { name: new RegExp(`^${TITLES.types}`) }),
  volume: () => screen.getByRole("button", { name: new RegExp(`^${TITLES.volume}`) }),
  screens: () => labelled(TITLES.screens),
  submit: () => screen.getByRole("button", { name: "Sign up" }),
};

const openForm = async (query = "") => {
  const view = await renderRoute(`/register${query}`);
  expect(await screen.findByRole("heading", { name: "Sign up", level: 1 })).toBeTruthy();
  await screen.findByRole("textbox", { name: "E-mail" });
  return view;
};

const choose = async (user: UserEvent, listbox: HTMLElement, options: string[]) => {
  await user.click(listbox);
  for (const option of options) await user.click(await screen.findByRole("option", { name: option }));
  // A list of several values stays open for more choices.
  if (screen.queryByRole("listbox")) await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
};

const image = (name: string, bytes: Uint8Array<ArrayBuffer> = PNG) => new File([bytes], name, { type: "image/png" });

const fill = async (user: UserEvent, { email, username, withUpload = true }: { email: string; username: string; withUpload?: boolean }) => {
  await user.type(field.email(), email);
  await user.type(field.username(), username);
  await user.type(field.password(), PASSWORD);
  await user.type(field.repeat(), PASSWORD);
  await choose(user, field.messenger(), ["Telegram"]);
  await user.type(field.contact(), `@${username}`);
  await user.type(field.text(), "https://traffic.example.com");
  await choose(user, field.types(), ["Push", "Native"]);
  await choose(user, field.volume(), ["100k – 1M"]);
  if (withUpload) {
    await user.upload(field.screens(), image("stats.png"));
    expect(await within(await screen.findByRole("list", { name: TITLES.screens })).findByText("stats.png")).toBeTruthy();
  }
};

const sentText = (email: string) => `We have sent an activation link to ${email}. Please check your inbox.`;
/** The activation note (its address in bold). */
const sent = (email: string) => (_content: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === sentText(email);

// The page's cookies outlive a test: a registration in one test would put the limit note on the next.
beforeEach(() => {
  document.cookie = `${REGISTRATION_COOKIE}=; Max-Age=0; Path=/publisher`;
  document.cookie = `${REGISTRATION_COOKIE}=; Max-Age=0; Path=/`;
});

test("the form sends every kind of custom field, the uploaded image and a fingerprint; the activation note replaces it", async () => {
  const { to } = watchCalls();
  const { user } = await openForm();
  await fill(user, { email: "new.publisher@example.com", username: "new_publisher" });
  await user.click(field.submit());
  expect(await screen.findByText(sent("new.publisher@example.com"))).toBeTruthy();
  expect(screen.queryByRole("textbox", { name: "E-mail" })).toBeNull();
  const [call] = to("POST", REGISTER);
  expect(call!.body).toMatchObject({
    email: "new.publisher@example.com",
    username: "new_publisher",
    plainPassword: PASSWORD,
    repeatPlainPassword: PASSWORD,
    messenger: "/publisher/api/messengers/telegram",
    contactInfo: "@new_publisher",
    customFieldValues: [
      { publisherCustomField: "/publisher/api/publisher_custom_fields/1", value: "https://traffic.example.com" },
      { publisherCustomField: "/publisher/api/publisher_custom_fields/2", value: "Push, Native" },
      { publisherCustomField: "/publisher/api/publisher_custom_fields/3", value: "100k – 1M" },
      {
        publisherCustomField: "/publisher/api/publisher_custom_fields/4",
        files: [expect.stringMatching(/^\/publisher\/api\/media_objects\/\d+$/)],
      },
    ],
  });
  expect(typeof (call!.body as { fingerprint?: unknown }).fingerprint).toBe("string");
});

test("every validation message of the form, on its field; the first field in error takes the focus", async () => {
  const { calls } = watchCalls();
  const { user } = await openForm();
  await user.click(field.submit());
  await waitFor(() => expect(errorOf(field.email())).toBe("Field is required"));
  expect(errorOf(field.username())).toBe("Username is required");
  expect(errorOf(field.password())).toBe("Field is required");
  expect(errorOf(field.repeat())).toBe("Field is required");
  expect(errorOf(field.messenger())).toBe("Please select your preferred instant messenger platform");
  // A required custom field says the spec's "Field is required" too (spec 01 section 5, custom fields).
  expect(errorOf(field.text())).toBe("Field is required");
  expect(errorOf(field.types())).toBe("Field is required");
  // The optional fields (contact, monthly volume, screenshots) have none.
  expect(screen.getAllByText("Field is required", { exact: true })).toHaveLength(5);
  expect(errorOf(field.volume())).toBe("");
  await waitFor(() => expect(document.activeElement).toBe(field.email()));

  await user.type(field.email(), "not-an-email");
  await user.type(field.username(), "a".repeat(33));
  await user.type(field.password(), "    ");
  await user.type(field.repeat(), "something else");
  await user.click(field.submit());
  await waitFor(() => expect(errorOf(field.email())).toBe("Please input valid email"));
  expect(errorOf(field.username())).toBe("The username length should be less or equal than 32 symbols");
  expect(errorOf(field.password())).toBe("Field is required");
  expect(errorOf(field.repeat())).toBe("Passwords do not match");

  await user.clear(field.username());
  await user.type(field.username(), "bad name!");
  await user.click(field.submit());
  await waitFor(() => expect(errorOf(field.username())).toBe("The username may contain only letters, digits and the characters , . _ - @"));

  // With only the messenger missing, the focus goes to its list.
  for (const [control, value] of [
    [field.email(), "valid@example.com"],
    [field.username(), "valid_name"],
    [field.password(), PASSWORD],
    [field.repeat(), PASSWORD],
    [field.text(), "https://traffic.example.com"],
  ] as const) {
    await user.clear(control);
    await user.type(control, value);
  }
  await choose(user, field.types(), ["Pop"]);
  await user.click(field.submit());
  await waitFor(() => expect(document.activeElement).toBe(field.messenger()));
  expect(errorOf(field.messenger())).toBe("Please select your preferred instant messenger platform");
  expect(calls.filter((c) => c.path === REGISTER)).toEqual([]);

  // The counter of the text field counts up to its maximum; the maximum is not in the label.
  await user.clear(field.text());
  await user.type(field.text(), "https://x.example");
  expect(await screen.findByText("17 / 120")).toBeTruthy();
  expect(field.text().getAttribute("maxlength")).toBe("120");
});

test("the image checks: content decides, at most 5 MB, and the hint", async () => {
  const { user } = await openForm();
  expect(screen.getByText("Please use JPEG, JPG or PNG", { exact: true })).toBeTruthy();

  await user.upload(field.screens(), image("renamed.png", new TextEncoder().encode("%PDF-1.4 not an image at all")));
  expect(await screen.findByText("Invalid image. Please check the requirements.", { exact: true })).toBeTruthy();
  expect(screen.queryByRole("list", { name: TITLES.screens })).toBeNull();

  const big = new Uint8Array(5_000_001);
  big.set(PNG);
  await user.upload(field.screens(), image("big.png", big));
  expect(await screen.findByText("The file is too large. Allowed maximum size is 5 MB", { exact: true })).toBeTruthy();
  expect(screen.queryByRole("list", { name: TITLES.screens })).toBeNull();

  await user.upload(field.screens(), image("ok.png"));
  expect(await within(await screen.findByRole("list", { name: TITLES.screens })).findByText("ok.png")).toBeTruthy();
  expect(screen.queryByText("Invalid image. Please check the requirements.")).toBeNull();
  await user.click(await screen.findByRole("button", { name: "Remove ok.png" }));
  await waitFor(() => expect(screen.queryByRole("list", { name: TITLES.screens })).toBeNull());
});

test("a taken username shows the server's violation on the username field, and the form keeps everything; fixed, it goes through without a second upload", async () => {
  const { to } = watchCalls();
  const { user } = await openForm();
  await fill(user, { email: "another@example.com", username: "demo" });
  await user.click(field.submit());
  await waitFor(() => expect(errorOf(field.username())).toBe("This username is already taken."));
  await waitFor(() => expect(document.activeElement).toBe(field.username()));
  expect(field.email()).toHaveProperty("value", "another@example.com");
  expect(field.password()).toHaveProperty("value", PASSWORD);
  expect(field.text()).toHaveProperty("value", "https://traffic.example.com");
  expect(field.types().textContent).toContain("Push");
  expect(within(screen.getByRole("list", { name: TITLES.screens })).getByText("Uploaded")).toBeTruthy();

  const uploads = to("POST", "/publisher/api/media_objects").length;
  await user.clear(field.username());
  await user.type(field.username(), "another_one");
  await user.click(field.submit());
  expect(await screen.findByText(sent("another@example.com"))).toBeTruthy();
  expect(to("POST", "/publisher/api/media_objects")).toHaveLength(uploads);
});

test("a 406 shows the server's description above the form, brought into view; the input is kept", async () => {
  const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
  const { user } = await openForm();
  await fill(user, { email: "someone@blocked.example", username: "blocked_one", withUpload: false });
  await user.click(field.submit());
  const description = "Registrations from this e-mail domain are not accepted. Please contact the network's support.";
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(description));
  await waitFor(() =>
    expect(scrolled.mock.contexts.some((element) => (element as HTMLElement).textContent?.includes(description))).toBe(true),
  );
  expect(screen.getByRole("alert").compareDocumentPosition(field.email()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(field.email()).toHaveProperty("value", "someone@blocked.example");
  expect(field.username()).toHaveProperty("value", "blocked_one");
});

test("after registering once (the registration cookie, readable by the page), the limit note replaces the form", async () => {
  const first = await openForm();
  await fill(first.user, { email: "once@example.com", username: "once_only", withUpload: false });
  await first.user.click(field.submit());
  expect(await screen.findByText(sent("once@example.com"))).toBeTruthy();
  first.unmount();

  await renderRoute("/register");
  expect(await screen.findByText("Registration limit exceeded.", { exact: true })).toBeTruthy();
  expect(screen.queryByRole("textbox", { name: "E-mail" })).toBeNull();
  expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/publisher/login");
});

test("the referrer token and the UTM source are sent with the registration", async () => {
  const { to } = watchCalls();
  const { user } = await openForm("?referrerToken=ref-abc123&utm_source=newsletter");
  await fill(user, { email: "referred@example.com", username: "referred", withUpload: false });
  await user.click(field.submit());
  expect(await screen.findByText(sent("referred@example.com"))).toBeTruthy();
  expect(to("POST", REGISTER)[0]!.body).toMatchObject({ registrationReferrerToken: "ref-abc123", utmSource: "newsletter" });
});

test("the short `ref` parameter is the referrer token too", async () => {
  const { to } = watchCalls();
  const { user } = await openForm("?ref=short-ref");
  await fill(user, { email: "short@example.com", username: "short_ref", withUpload: false });
  await user.click(field.submit());
  await waitFor(() => expect(to("POST", REGISTER)).toHaveLength(1));
  const payload = to("POST", REGISTER)[0]!.body as Record<string, unknown>;
  expect(payload.registrationReferrerToken).toBe("short-ref");
  expect(payload).not.toHaveProperty("utmSource");
});

test("a used confirmation link shows the server's error text and a way to sign in", async () => {
  const { user, place } = await renderRoute("/register/confirm/no-such-token");
  expect(await screen.findByRole("heading", { name: "Registration confirmation", level: 1 })).toBeTruthy();
  expect(await screen.findByText("The confirmation link is invalid or has already been used.")).toBeTruthy();
  await user.click(await screen.findByRole("link", { name: "Go to sign in" }));
  await waitFor(() => expect(place.current()).toBe("/login"));
});

test("the form links to the messenger page; it lists the options and leads back to the form", async () => {
  const form = await openForm();
  await form.user.click(await screen.findByRole("link", { name: "Which messengers can I choose?" }));
  await waitFor(() => expect(form.place.current()).toBe("/register/messengers"));
  form.unmount();

  const { user, place } = await renderRoute("/register/messengers");
  expect(await screen.findByRole("heading", { name: "Messengers", level: 1 })).toBeTruthy();
  await screen.findByText("Microsoft Teams");
  for (const [name, title] of [
    ["telegram", "Telegram"],
    ["skype", "Skype"],
    ["whatsapp", "WhatsApp"],
    ["teams", "Microsoft Teams"],
    ["wechat", "WeChat"],
  ] as const) {
    const item = (await screen.findAllByRole("listitem")).find((li) => li.textContent?.includes(title));
    expect(item?.textContent).toContain(name);
  }
  await user.click(await screen.findByRole("link", { name: "Back to registration" }));
  await waitFor(() => expect(place.current()).toBe("/register"));
});

test("a form that could not load offers a retry", async () => {
  await mock.fault({ route: "GET /publisher/api/register/fields", status: 500, times: 1 });
  const { user } = await renderRoute("/register");
  expect(await screen.findByText("The registration form could not be loaded.")).toBeTruthy();
  await user.click(await screen.findByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("textbox", { name: "E-mail" })).toBeTruthy();
});
