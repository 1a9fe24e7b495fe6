/**
 * Support (issue 11; spec 01 section 2, spec 02 section 2): tabs contacts, faq and notifications in the
 * URL; the manager with every present contact, each a link and copyable ("Copied to clipboard"); the
 * FAQ as a disclosure list with a search box. Moved from e2e/support.spec.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { mock, NEWBIE, renderRoute } from "../render";
import { demoSpeaks } from "./helpers";

const faqs = () => screen.getByRole("list", { name: "Frequently asked questions" });
const questions = () =>
  within(faqs())
    .getAllByRole("button")
    .map((b) => b.textContent);
const search = () => screen.getByRole("searchbox", { name: "Search questions" });
const selected = (name: string) => expect(screen.getByRole("tab", { name }).getAttribute("aria-selected")).toBe("true");

const QUESTIONS = [
  "When are payments made?",
  "How do I change my payout account?",
  "What is a smartlink?",
  "How do I activate a promo code?",
];

test("the tabs follow the URL and write it", async () => {
  const { user, place, unmount } = await renderRoute("/support", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "Support" })).toBeTruthy();
  // The spec's tabs first, in its order (a list added by `npm run new:list` comes after them).
  expect(
    screen
      .getAllByRole("tab")
      .map((t) => t.textContent)
      .slice(0, 4),
  ).toEqual(["Contacts", "FAQ", "Notifications", "Chat"]);
  selected("Contacts");
  await user.click(await screen.findByRole("tab", { name: "FAQ" }));
  await waitFor(() => expect(place.current()).toMatch(/selectedTab=faq$/));
  expect(await screen.findByRole("list", { name: "Frequently asked questions" })).toBeTruthy();
  unmount();

  await renderRoute("/support?selectedTab=notifications", { signedIn: true });
  await waitFor(() => selected("Notifications"));
  await waitFor(() => expect(within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem")).toHaveLength(10));
});

test("contacts: demo's manager with every contact as a link, each copyable", async () => {
  const { user } = await renderRoute("/support?selectedTab=contacts", { signedIn: true });
  const card = within(await screen.findByRole("region", { name: "Olena" }));
  expect(card.getByText(/^Your personal manager/)).toBeTruthy();
  expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^E-mail/),
    expect.stringMatching(/^Skype/),
    expect.stringMatching(/^Telegram/),
    expect.stringMatching(/^Teams/),
  ]);
  const href = (name: string) => card.getByRole("link", { name }).getAttribute("href");
  expect(href("olena.manager@example.com")).toBe("mailto:olena.manager@example.com");
  expect(href("live:olena.affiliates")).toBe("skype:live:olena.affiliates?chat");
  expect(href("@olena_affiliates")).toBe("https://t.me/olena_affiliates");
  expect(href("olena@affnet.example")).toMatch(/^https:\/\/teams\.microsoft\.com\/.*olena%40affnet\.example$/);
  expect(card.getByRole("link", { name: "@olena_affiliates" }).getAttribute("target")).toBe("_blank");

  await user.click(card.getByRole("button", { name: "Copy Telegram" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe("@olena_affiliates");
  await user.click(card.getByRole("button", { name: "Copy E-mail" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe("olena.manager@example.com"));
});

test("contacts: only the contacts present (newbie's manager has e-mail and Telegram)", async () => {
  await renderRoute("/support", { signedIn: NEWBIE });
  const card = within(await screen.findByRole("region", { name: "Marcus" }));
  expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^E-mail/),
    expect.stringMatching(/^Telegram/),
  ]);
  expect(card.getAllByRole("button", { name: /^Copy / })).toHaveLength(2);
});

test("FAQ: questions as disclosures that show their answer", async () => {
  const { user } = await renderRoute("/support?selectedTab=faq", { signedIn: true });
  await waitFor(() => expect(questions()).toEqual(QUESTIONS));
  const first = within(faqs()).getByRole("button", { name: QUESTIONS[0] });
  expect(first.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByText(/^Every week, once your balance/)).toBeNull();
  await user.click(first);
  expect(first.getAttribute("aria-expanded")).toBe("true");
  expect(await screen.findByText(/^Every week, once your balance/)).toBeTruthy();
  // Keyboard: Enter toggles a focused question.
  const second = within(faqs()).getByRole("button", { name: QUESTIONS[2] });
  second.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(second.getAttribute("aria-expanded")).toBe("true"));
  expect(await screen.findByText(/^A link that picks a relevant offer/)).toBeTruthy();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(second.getAttribute("aria-expanded")).toBe("false"));
});

test("FAQ search: questions and answers, every word; a clear message when nothing matches", async () => {
  const { user } = await renderRoute("/support?selectedTab=faq", { signedIn: true });
  await waitFor(() => expect(questions()).toHaveLength(4));
  const fill = async (text: string) => {
    await user.clear(search());
    if (text) await user.type(search(), text);
  };
  // "pin" is only in an answer.
  await fill("PIN");
  await waitFor(() => expect(questions()).toEqual([QUESTIONS[1]]));
  expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("1 question"))).toBe(true);
  await fill("promo balance");
  await waitFor(() => expect(questions()).toEqual([QUESTIONS[3]]));
  await fill("how do");
  await waitFor(() => expect(questions()).toEqual([QUESTIONS[1], QUESTIONS[3]]));
  await fill("  bitcoin  ");
  await waitFor(() => expect(screen.queryByRole("list", { name: "Frequently asked questions" })).toBeNull());
  expect(
    screen.getAllByRole("status").some((s) => s.textContent === "No questions match “bitcoin”. Try other words or clear the search."),
  ).toBe(true);
  await fill("");
  await waitFor(() => expect(questions()).toEqual(QUESTIONS));
});

test("FAQ in the publisher's language", async () => {
  await demoSpeaks("uk");
  const { user } = await renderRoute("/support?selectedTab=faq", { signedIn: true });
  const list = await screen.findByRole("list", { name: "Поширені запитання" });
  await waitFor(() => expect(within(list).getAllByRole("button")[0]!.textContent).toBe("Коли здійснюються виплати?"));
  await user.type(screen.getByRole("searchbox", { name: "Пошук у запитаннях" }), "щось");
  await waitFor(() =>
    expect(
      screen
        .getAllByRole("status")
        .some((s) => s.textContent === "Немає запитань за запитом «щось». Спробуйте інші слова або очистьте пошук."),
    ).toBe(true),
  );
});

test("a failed FAQ load shows the error with Retry", async () => {
  await mock.fault({ route: "GET /publisher/api/faqs", mode: "status", status: 500, times: 1 });
  const { user } = await renderRoute("/support?selectedTab=faq", { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Injected fault: 500"))).toBe(true));
  await user.click(await screen.findByRole("button", { name: "Retry" }));
  await waitFor(() => expect(questions()).toHaveLength(4));
});
