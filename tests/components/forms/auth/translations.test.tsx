/**
 * The login and forgot-password forms in ru, uk and zh (spec 01 section 9): every text and message
 * of the language, none of the English left. Moved from e2e/auth.spec.ts (issue 33).
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderRoute } from "../../render";
import { catalogue, labelled } from "../helpers";

const en = catalogue("en", "auth");

describe.each(["ru", "uk", "zh"] as const)("in %s", (locale) => {
  const m = catalogue(locale, "auth");
  const pages = catalogue(locale, "pages");

  test("the login form is fully translated, its validation message too", async () => {
    const { user } = await renderRoute("/login", { locale });
    expect(await screen.findByRole("heading", { level: 1, name: pages("page.login") })).toBeTruthy();
    expect(screen.getByText(m("auth.login.subtitle"))).toBeTruthy();
    expect(labelled(m("auth.login.username"))).toBeTruthy();
    expect(labelled(m("auth.login.password"))).toHaveProperty("type", "password");
    expect(screen.getByRole("checkbox", { name: m("auth.login.rememberMe") })).toHaveProperty("checked", true);
    expect(screen.getByRole("link", { name: m("auth.login.forgotPassword") })).toBeTruthy();
    expect(screen.getByRole("link", { name: m("auth.login.signUp") })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: m("auth.login.submit") }));
    expect(await screen.findAllByText(m("auth.validation.required"))).toHaveLength(2);
    for (const key of en.keys) {
      if (key.startsWith("auth.login.") || key === "auth.validation.required") {
        expect(screen.queryAllByText(en(key), { exact: true }), key).toEqual([]);
      }
    }
  });

  test("the forgot-password form is fully translated, its message and its answer too", async () => {
    const { user } = await renderRoute("/reset_password", { locale });
    expect(await screen.findByRole("heading", { level: 1, name: pages("page.resetPassword") })).toBeTruthy();
    expect(screen.getByText(m("auth.reset.intro"))).toBeTruthy();
    expect(screen.getByRole("button", { name: m("auth.reset.back") })).toBeTruthy();
    const email = labelled(m("auth.reset.email"));
    await user.type(email, "not-an-email");
    await user.click(await screen.findByRole("button", { name: m("auth.reset.submit") }));
    expect(await screen.findByText(m("auth.validation.email"))).toBeTruthy();
    await user.clear(email);
    await user.type(email, "newbie@example.com");
    await user.click(await screen.findByRole("button", { name: m("auth.reset.submit") }));
    await waitFor(() => expect(screen.getByText(m("auth.reset.sent"))).toBeTruthy());
    for (const key of [
      "auth.reset.intro",
      "auth.reset.email",
      "auth.reset.back",
      "auth.reset.submit",
      "auth.reset.sent",
      "auth.validation.email",
    ]) {
      expect(screen.queryAllByText(en(key), { exact: true }), key).toEqual([]);
    }
  });
});
