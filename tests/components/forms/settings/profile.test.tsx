/**
 * Settings › Profile (spec 01 sections 1-9, issue 11), the real page signed in: what it shows, the
 * rules and messages (phone, e-mail taken, required custom field), the e-mail change pending, time
 * zone and language saved, unsaved changes kept across tabs, a failed
 * save keeping what was typed, the referral block, demo mode. Moved from e2e/settings-profile.spec.ts
 * (issue 33); leaving with unsaved changes (a link, Back), the mailed link's journey, axe and pictures
 * stay browser tests.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { Publisher } from "../../../../contracts/publisher";
import { mock, NEWBIE, renderRoute } from "../../render";
import { watchCalls } from "../helpers";

const current = async () => (await (await fetch("/publisher/api/publishers/current")).json()) as Publisher;

const openProfile = async (query = "", signedIn: true | typeof NEWBIE = true) => {
  const view = await renderRoute(`/settings${query}`, { signedIn });
  expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
  const form = within(await screen.findByRole("form", { name: "Profile" }));
  return { ...view, form };
};
type Form = Awaited<ReturnType<typeof openProfile>>["form"];
const phone = (form: Form) => form.getByLabelText("Phone", { exact: true }) as HTMLInputElement;
const email = (form: Form) => form.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement;
const save = (form: Form) => form.getByRole("button", { name: "Save changes" });
const saved = () => waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("Profile saved"))).toBe(true));
const alertIn = (form: Form, text: string) =>
  waitFor(() => expect(form.getAllByRole("alert").some((a) => a.textContent?.includes(text))).toBe(true));

test("shows the profile: username read-only, e-mail, phone, messenger, contact, time zone beside the network's, language, custom fields", async () => {
  const { form } = await openProfile();
  const username = form.getByLabelText("Username", { exact: true });
  expect(username).toHaveProperty("value", "demo");
  expect(username.hasAttribute("readonly")).toBe(true);
  expect(email(form).value).toBe("demo@example.com");
  expect(phone(form).value).toBe("+420 601 234 567");
  expect(form.getByLabelText("Messenger", { exact: true })).toHaveProperty("value", "telegram");
  expect(form.getByLabelText("Messenger contact", { exact: true })).toHaveProperty("value", "@demo_publisher");
  expect(form.getByLabelText("Time zone", { exact: true })).toHaveProperty("value", "Europe/Kyiv");
  expect(form.getByText(/^Network time zone: \(UTC[+-]\d\d:\d\d\) Europe\/Prague$/)).toBeTruthy();
  expect(form.getByLabelText("Language", { exact: true })).toHaveProperty("value", "en");
  expect(form.getByRole("textbox", { name: "Website or traffic source URL" })).toHaveProperty("value", "https://demo-traffic.example");
  expect(form.getByText("No files uploaded")).toBeTruthy();
  expect(save(form)).toHaveProperty("disabled", false);
  expect(form.getByRole("button", { name: "Discard changes" })).toHaveProperty("disabled", true);
});

test('a bad phone gives "Invalid phone number" and nothing is sent; a good one is saved', async () => {
  const { to } = watchCalls();
  const { user, form } = await openProfile();
  await user.clear(phone(form));
  await user.type(phone(form), "12");
  await user.click(save(form));
  await alertIn(form, "Invalid phone number");
  expect(phone(form).getAttribute("aria-invalid")).toBe("true");
  expect(to("PATCH", "/publisher/api/publishers/1001/validate")).toEqual([]);
  expect(to("PATCH", "/publisher/api/publishers/1001")).toEqual([]);
  await user.clear(phone(form));
  await user.type(phone(form), "+420 777 000 111");
  await waitFor(() => expect(form.queryByText("Invalid phone number")).toBeNull());
  await user.click(save(form));
  await saved();
  expect((await current()).phone).toBe("+420 777 000 111");
});

test("the server's /validate refusal lands on its field: an e-mail already registered; a malformed one is refused on the field too", async () => {
  const { user, form } = await openProfile();
  await user.clear(email(form));
  await user.type(email(form), "newbie@example.com");
  await user.click(save(form));
  await alertIn(form, "This e-mail is already registered.");
  await user.clear(email(form));
  await user.type(email(form), "not-an-address");
  await user.click(save(form));
  await alertIn(form, "Please input valid email");
  expect((await current()).temporaryEmail).toBeNull();
});

test("an e-mail change is pending until the mailed link is opened: the form keeps the old address and says where the link went", async () => {
  const { user, form } = await openProfile();
  await user.clear(email(form));
  await user.type(email(form), "demo.new@example.com");
  await user.click(save(form));
  await waitFor(() =>
    expect(
      form
        .getAllByRole("status")
        .some(
          (s) => s.textContent === "Confirmation sent to demo.new@example.com. Your e-mail changes once you open the link in that message.",
        ),
    ).toBe(true),
  );
  expect(email(form).value).toBe("demo@example.com");
  expect(await current()).toMatchObject({ email: "demo@example.com", temporaryEmail: "demo.new@example.com" });
  expect((await mock.mailbox("demo.new@example.com")).filter((m) => m.kind === "email_change")).toHaveLength(1);
});

test('a required custom field left blank gives the spec\'s "Field is required"; choices are kept', async () => {
  const { user, form } = await openProfile();
  const website = form.getByRole("textbox", { name: "Website or traffic source URL" });
  await user.clear(website);
  await user.type(website, "   ");
  await user.click(save(form));
  await alertIn(form, "Field is required");
  expect(website.getAttribute("aria-invalid")).toBe("true");
  await user.clear(website);
  await user.type(website, "https://new-source.example");
  await user.click(save(form));
  await saved();
  expect((await current()).customFieldValues.map((v) => v.value ?? null)).toEqual([
    "https://new-source.example",
    "Push, Native",
    "100k – 1M",
    null,
  ]);
});

test("a new time zone is saved and the session's publisher (the zone of the portal's dates) has it at once", async () => {
  const { user, form, system } = await openProfile();
  await user.selectOptions(form.getByLabelText("Time zone", { exact: true }), "Europe/Prague");
  await user.click(save(form));
  await saved();
  expect((await current()).timezone).toBe("Europe/Prague");
  // At once: the session's publisher, whose zone the portal's dates are shown in, has it.
  await waitFor(() => expect(system.session.getSnapshot().context.publisher?.timezone).toBe("Europe/Prague"));
});

test('a new language is saved on the profile and switches the interface with "Language updated"; the rules speak it', async () => {
  const { user, form } = await openProfile();
  await user.selectOptions(form.getByLabelText("Language", { exact: true }), "ru");
  await user.click(save(form));
  expect(await screen.findByRole("heading", { level: 1, name: "Настройки" })).toBeTruthy();
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("Язык обновлён"))).toBe(true));
  const ru = within(screen.getByRole("form", { name: "Профиль" }));
  expect(ru.getByLabelText("Язык", { exact: true })).toHaveProperty("value", "ru");
  expect((await current()).language).toBe("ru");
  await user.clear(ru.getByLabelText("Телефон", { exact: true }));
  await user.type(ru.getByLabelText("Телефон", { exact: true }), "12");
  await user.click(await screen.findByRole("button", { name: "Сохранить изменения" }));
  await waitFor(() => expect(ru.getAllByRole("alert").some((a) => a.textContent?.includes("Неверный номер телефона"))).toBe(true));
});

test("unsaved changes are kept when the publisher leaves the tab and comes back; Discard restores the profile", async () => {
  const { user, form, place } = await openProfile();
  const contact = () => within(screen.getByRole("form", { name: "Profile" })).getByLabelText("Messenger contact", { exact: true });
  await user.clear(form.getByLabelText("Messenger contact", { exact: true }));
  await user.type(form.getByLabelText("Messenger contact", { exact: true }), "@still_here");
  expect(await form.findByText("You have unsaved changes.")).toBeTruthy();
  await user.click(await screen.findByRole("tab", { name: "Contacts" }));
  await waitFor(() => expect(place.current()).toMatch(/selectedTab=contacts/));
  expect(screen.queryByRole("alertdialog")).toBeNull();
  await user.click(await screen.findByRole("tab", { name: "Profile" }));
  await waitFor(() => expect(contact()).toHaveProperty("value", "@still_here"));
  await user.click(within(screen.getByRole("form", { name: "Profile" })).getByRole("button", { name: "Discard changes" }));
  await waitFor(() => expect(contact()).toHaveProperty("value", "@demo_publisher"));
  expect((await current()).contactInfo).toBe("@demo_publisher");
});

test("a failed save keeps what was typed and shows the generic text; saving again works", async () => {
  const { user, form } = await openProfile();
  await mock.fault({ route: "profile.validate", status: 500, times: 1 });
  await user.selectOptions(form.getByLabelText("Messenger", { exact: true }), "skype");
  await user.clear(form.getByLabelText("Messenger contact", { exact: true }));
  await user.type(form.getByLabelText("Messenger contact", { exact: true }), "live:demo");
  await user.click(save(form));
  await waitFor(() =>
    expect(form.getAllByRole("alert").some((a) => /Something went wrong|Injected fault/.test(a.textContent ?? ""))).toBe(true),
  );
  expect(form.getByLabelText("Messenger contact", { exact: true })).toHaveProperty("value", "live:demo");
  await user.click(save(form));
  await saved();
  expect(await current()).toMatchObject({ messenger: "skype", contactInfo: "live:demo" });
});

test('the referral block: the link copied with "Copied to clipboard", referrals and their stats, the report linked', async () => {
  const { user, place } = await openProfile();
  const referral = within(screen.getByRole("region", { name: "Referral program" }));
  const link = (await current()).referrerLink!;
  expect(referral.getByText(link)).toBeTruthy();
  await user.click(referral.getByRole("button", { name: "Copy the referral link" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(link);
  expect(referral.getAllByRole("definition")[0]!.textContent).toBe("4");
  expect(referral.getByText("Active publishers")).toBeTruthy();
  expect(referral.getByText("$214.50")).toBeTruthy();
  await user.click(referral.getByRole("link", { name: "Open the referral report" }));
  await waitFor(() => expect(place.current()).toMatch(/^\/reports\?selectedTab=referral/));
});

test("demo mode: newbie reads what activates the account, has no referrals yet, and the notice links to Contacts", async () => {
  const { user, form, place } = await openProfile("", NEWBIE);
  const demo = within(screen.getByRole("region", { name: "Your account is in demo mode" }));
  expect(demo.getByText(/Offers, statistics and payments open in full once your manager activates the account\./)).toBeTruthy();
  expect(demo.getAllByRole("listitem")).toHaveLength(3);
  expect(screen.getByText("No one has registered through your link yet.")).toBeTruthy();
  expect(form.getByLabelText("Messenger", { exact: true })).toHaveProperty("value", "");
  await user.click(demo.getByRole("link", { name: "Contacts" }));
  await waitFor(() => expect(place.current()).toMatch(/selectedTab=contacts/));
  await waitFor(() => expect(screen.getByRole("tab", { name: "Contacts", selected: true })).toBeTruthy());
  expect(await screen.findByRole("heading", { name: "Marcus" })).toBeTruthy();
});
