/**
 * The e-mail change confirmation link (spec 01 section 4): a valid link confirms the new address and
 * opens Settings with "Email updated"; an invalid one shows the server's text and a way to login.
 * Moved from e2e/auth.spec.ts (issue 33).
 */
import { screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { mock, renderRoute } from "../../render";

test("the link from the mailbox confirms the new address, opens settings and shows Email updated", async () => {
  // The change is asked for as the profile form does, signed in (the harness keeps the cookie).
  const asked = await fetch("/publisher/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "Demo-pass-1", _remember_me: false }),
  });
  expect(asked.status).toBe(200);
  const patch = await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ email: "demo.new@example.com" }),
  });
  expect(patch.ok).toBe(true);
  const [message] = (await mock.mailbox("demo.new@example.com")).filter((m) => m.kind === "email_change");
  expect(message?.link).toMatch(/^\/publisher\/email_update\/confirm\//);

  const { place } = await renderRoute(message!.link!.replace(/^\/publisher/, ""), { signedIn: true });
  await waitFor(() => expect(place.current()).toBe("/settings"));
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("Email updated"))).toBe(true));
  const current = (await (await fetch("/publisher/api/publishers/current")).json()) as { email: string };
  expect(current.email).toBe("demo.new@example.com");
});

test("an invalid link shows the server's text and a link to login", async () => {
  const { user, place } = await renderRoute("/email_update/confirm/not-a-token");
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The e-mail confirmation link is invalid or has expired."));
  await user.click(await screen.findByRole("link", { name: "Go to the login page" }));
  await waitFor(() => expect(place.current()).toBe("/login"));
});
