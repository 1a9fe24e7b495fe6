/**
 * The direct support chat (issue 26 item 3; spec 02 section 1): sending by Enter and Shift+Enter, a
 * blank or refused send keeping the text and saying why, in English and Russian. Moved from
 * e2e/support-chat.spec.ts (the header's dialog with its focus, the manager's reply arriving, the
 * attachment, the phone and the journal stay there).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import ru from "../../../src/i18n/messages/ru/support-chat.json" with { type: "json" };
import { renderRoute } from "../render";
import { demoSpeaks, portalHeader } from "./helpers";

const messages = () => within(screen.getByRole("region", { name: "Messages" })).getAllByRole("listitem");
const field = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
const alertSays = (text: string) => waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(text));

test("sends on Enter with Shift+Enter's new line; a refused or blank send keeps what was typed and says why", async () => {
  const { user } = await renderRoute("/support?selectedTab=chat", { signedIn: true });
  await waitFor(() => expect(screen.getByRole("tab", { name: "Chat" }).getAttribute("aria-selected")).toBe("true"));
  await waitFor(() => expect(messages().length).toBeGreaterThan(0));
  await user.click(field());
  await user.keyboard("Line one{Shift>}{Enter}{/Shift}Line two{Enter}");
  await waitFor(() => expect(messages().at(-1)!.textContent).toContain("Line one\nLine two"));
  await waitFor(() => expect(field().value).toBe(""));

  await user.keyboard("{Enter}");
  await alertSays("Write a message or attach an image.");
  expect(field().getAttribute("aria-invalid")).toBe("true");

  const long = "Too long ".repeat(223); // 2,007 characters
  await user.clear(field());
  await user.click(field());
  await user.paste(long);
  await user.click(await screen.findByRole("button", { name: "Send" }));
  await alertSays("This value is too long. It should have 2000 characters or less.");
  expect(field().value).toBe(long);
  const describedBy = (field().getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(" ")).toMatch(/This value is too long/);
});

afterEach(() => {
  document.cookie = "_locale=; max-age=0; path=/publisher";
});

test("in Russian: the chat's texts and the server's refusals", async () => {
  await demoSpeaks("ru");
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  // The chat's code loads on the click (a lazily loaded part): an awaited act lets it settle.
  await user.click(await waitFor(() => within(portalHeader()).getByRole("button", { name: "Чат с менеджером, 2 непрочитанных" })));
  const dialog = within(await screen.findByRole("dialog", { name: ru["chat.title"] }));
  await waitFor(() =>
    expect(within(dialog.getByRole("region", { name: ru["chat.messages"] })).getAllByRole("listitem").length).toBeGreaterThan(0),
  );
  const ruField = dialog.getByRole("textbox", { name: ru["chat.message"] }) as HTMLTextAreaElement;
  // The server speaks the `_locale` cookie's language. The portal writes it Secure, which happy-dom
  // then sends to no http origin (Chromium does to 127.0.0.1): it is written again here without.
  document.cookie = "_locale=ru; path=/publisher";
  await user.click(ruField);
  await user.keyboard("{Enter}");
  await waitFor(() => expect(dialog.getAllByRole("alert").map((a) => a.textContent)).toContain(ru["chat.error.blank"]));
  await user.click(ruField);
  await user.paste("я".repeat(2001));
  await waitFor(() => expect(ruField.value).toBe("я".repeat(2001)));
  await user.keyboard("{Enter}");
  await waitFor(() =>
    expect(dialog.getAllByRole("alert").map((a) => a.textContent)).toContain("Значение слишком длинное. Допустимо не более 2000 символов."),
  );
  expect(ruField.value).toBe("я".repeat(2001));
});
