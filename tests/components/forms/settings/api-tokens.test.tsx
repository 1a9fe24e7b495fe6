/**
 * Settings › API tokens (issue 37 item 2), the real tab signed in as demo against the mock: the list
 * (scopes, the expired one, never used), the curl examples for this origin (each one's URL read with a
 * bearer), a creation with every server message on its field and what was typed kept, the secret shown
 * once (focused, announced by its label and warning, copied, then gone from the page and never in the
 * journal), a failed creation above the form, a revocation through its dialog; and a backend without
 * tokens (404 or 501 on the list): no tab, no error, no toast, no error report, the tab's link falling
 * back to the profile, and "find anything" not offering it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { toasts } from "../../../../src/app/toasts";
import { Temporal } from "../../../../src/lib/temporal";
import { mock, renderRoute } from "../../render";
import { columnTexts, errorOf, labelled, storedJournal, watchCalls } from "../helpers";

const TAB = "/settings?selectedTab=apiTokens";

const openTab = async () => {
  const view = await renderRoute(TAB, { signedIn: true });
  await screen.findByRole("table", { name: "API tokens" });
  return view;
};
const table = () => screen.getByRole("table", { name: "API tokens" });
const dialog = () => screen.getByRole("dialog");
/** Today where demo lives (Europe/Kyiv, the seed's): the dialog's earliest last day is the publisher's today, not UTC's. */
const today = () => Temporal.Now.plainDateISO("Europe/Kyiv").toString();

test("lists demo's tokens: names and hints, scopes, the expired one, never used; the curl of each scope reads data with a bearer", async () => {
  await openTab();
  expect(screen.getByRole("tab", { name: "API tokens", selected: true })).toBeTruthy();
  expect(columnTexts(table(), "Name")).toEqual([
    expect.stringMatching(/^Looker Studioppt_\w{4}…$/),
    expect.stringMatching(/^CRM sync \(2025\)ppt_/),
  ]);
  expect(columnTexts(table(), "Scopes")).toEqual(["Statistics", "ConversionsOffers"]);
  expect(columnTexts(table(), "Expires")).toEqual(["Never", expect.stringMatching(/^Expired \(\d{4}-\d{2}-\d{2}\)$/)]);
  expect(columnTexts(table(), "Last used")[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // Each example is a working call for this origin, once $PUBLISHER_API_TOKEN holds a token of its scope.
  const secret = (
    (await (
      await fetch("/publisher/api/api_tokens", {
        method: "POST",
        headers: { "content-type": "application/ld+json" },
        body: JSON.stringify({ name: "Examples", scopes: ["statistics", "conversions", "offers"] }),
      })
    ).json()) as { secret: string }
  ).secret;
  const examples = within(screen.getByRole("region", { name: "Calling the API" }));
  for (const scope of ["Statistics", "Conversions", "Offers"]) {
    const card = examples.getByRole("heading", { name: scope }).closest("li")!;
    const curl = within(card as HTMLElement).getByText(/^curl /).textContent!;
    expect(curl).toContain('-H "Authorization: Bearer $PUBLISHER_API_TOKEN"');
    const url = /"(https?:\/\/[^"]+)"/.exec(curl)![1]!;
    expect(url.startsWith(window.location.origin)).toBe(true);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${secret}` }, credentials: "omit" });
    expect(answer.status, url).toBe(200);
    expect(((await answer.json()) as Record<string, unknown>)["hydra:member"]).toBeDefined();
  }
  expect(examples.getByRole("link", { name: "the OpenAPI document" }).getAttribute("href")).toBe("/publisher/api/docs/openapi.json");
});

test("create: the server's messages on their fields, what was typed kept; the secret shown once, focused, copied, then gone and never journaled", async () => {
  const { user } = await openTab();
  await user.click(screen.getByRole("button", { name: "New token" }));
  expect(within(dialog()).getByRole("heading", { name: "New API token" })).toBeTruthy();
  await user.click(within(dialog()).getByRole("button", { name: "Create token" }));
  const name = () => labelled("Name", within(dialog()));
  await waitFor(() => expect(errorOf(name())).toBe("The name should not be blank."));
  const scopes = within(dialog()).getByRole("group", { name: "Scopes" });
  expect(errorOf(scopes)).toBe("Choose at least one scope.");

  await user.type(name(), "Looker studio");
  await user.click(within(scopes).getByRole("checkbox", { name: /^Conversions/ }));
  await user.click(within(scopes).getByRole("checkbox", { name: /^Statistics/ }));
  const lastDay = within(dialog()).getByLabelText("Last day (optional)") as HTMLInputElement;
  expect(lastDay.min).toBe(today());
  await user.type(lastDay, "2020-01-31");
  await user.click(within(dialog()).getByRole("button", { name: "Create token" }));
  await waitFor(() => expect(errorOf(name())).toBe("A token with this name already exists."));
  expect(errorOf(lastDay)).toBe("The expiry date should be today or later.");
  // Kept: the name, the scopes (in their order), the day.
  expect(name().value).toBe("Looker studio");
  expect(within(scopes).getByRole("checkbox", { name: /^Statistics/ })).toHaveProperty("checked", true);
  expect(within(scopes).getByRole("checkbox", { name: /^Conversions/ })).toHaveProperty("checked", true);
  expect(lastDay.value).toBe("2020-01-31");

  await user.clear(name());
  await user.type(name(), "Sheets");
  await user.clear(lastDay);
  await user.click(within(dialog()).getByRole("button", { name: "Create token" }));
  await within(dialog()).findByRole("heading", { name: "Copy your new token" });
  const field = within(dialog()).getByLabelText("API token “Sheets”") as HTMLTextAreaElement;
  const secret = field.value;
  expect(secret).toMatch(/^ppt_[\w-]{32}$/);
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(errorOf(field) || document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toMatch(
    /only time the token is shown/,
  );
  await user.click(within(dialog()).getByRole("button", { name: "Copy token" }));
  expect(await within(dialog()).findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(secret);
  // Escape does not lose it by a slip; Done does.
  await user.keyboard("{Escape}");
  expect(within(dialog()).getByLabelText("API token “Sheets”")).toBeTruthy();
  await user.click(within(dialog()).getByRole("button", { name: "Done" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

  expect(columnTexts(table(), "Name").at(-1)).toBe(`Sheets${secret.slice(0, 8)}…`);
  expect(columnTexts(table(), "Scopes").at(-1)).toBe("StatisticsConversions");
  expect(columnTexts(table(), "Last used").at(-1)).toBe("Never used");
  expect(document.body.textContent).not.toContain(secret);
  await waitFor(() => expect(storedJournal()).toContain("secret.dismiss"));
  expect(storedJournal()).not.toContain(secret.slice(4, 16));
});

test("a failed creation says why above the form and keeps what was typed; the limit is said there too", async () => {
  const { user } = await openTab();
  await user.click(screen.getByRole("button", { name: "New token" }));
  await user.type(labelled("Name", within(dialog())), "Sheets");
  await user.click(within(dialog()).getByRole("checkbox", { name: /^Offers/ }));
  await mock.failOnce("apiTokens.create", 500, "The token store is down.");
  await user.click(within(dialog()).getByRole("button", { name: "Create token" }));
  expect((await within(dialog()).findByRole("alert")).textContent).toBe("The token store is down.");
  expect(labelled("Name", within(dialog())).value).toBe("Sheets");

  for (let i = 0; i < 8; i++)
    await fetch("/publisher/api/api_tokens", {
      method: "POST",
      headers: { "content-type": "application/ld+json" },
      body: JSON.stringify({ name: `Filler ${i}`, scopes: ["offers"] }),
    });
  await user.click(within(dialog()).getByRole("button", { name: "Create token" }));
  await waitFor(() => expect(within(dialog()).getByRole("alert").textContent).toBe("At most 10 API tokens: revoke one first."));
  expect(screen.queryByRole("dialog", { name: "Copy your new token" })).toBeNull();
});

test("revoke: the dialog names the token, Cancel first; Revoke removes it with a notification", async () => {
  const { user } = await openTab();
  await user.click(screen.getByRole("button", { name: "Revoke Looker Studio" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Revoke this API token?" });
  expect(within(confirm).getByText("Looker Studio")).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" })));
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(columnTexts(table(), "Name")).toHaveLength(2);

  await user.click(screen.getByRole("button", { name: "Revoke Looker Studio" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke" }));
  await waitFor(() => expect(columnTexts(table(), "Name")).toEqual([expect.stringMatching(/^CRM sync/)]));
  expect(toasts.get().map((t) => t.messageId)).toContain("apiTokens.toast.revoked");
  const listed = (await (await fetch("/publisher/api/api_tokens")).json()) as { "hydra:member": Array<{ name: string }> };
  expect(listed["hydra:member"].map((t) => t.name)).toEqual(["CRM sync (2025)"]);
});

test.each([404, 501])(
  "a backend without tokens (%i): no tab, no error, no report; the tab's link shows the profile; find does not offer it",
  async (status) => {
    await mock.post("/__mock/capabilities", { group: "apiTokens", absent: status });
    const { calls } = watchCalls();
    const { user, place } = await renderRoute(TAB, { signedIn: true });
    await screen.findByRole("tab", { name: "Profile", selected: true });
    await waitFor(() => expect(place.current()).toBe("/settings"));
    expect(calls.filter((c) => c.path.startsWith("/publisher/api/api_tokens"))).toHaveLength(1);
    // Two-step sign-in is a capability of its own, which this backend has.
    await screen.findByRole("tab", { name: "Two-step sign-in" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Profile",
      "Payout accounts",
      "Postbacks",
      "Notifications",
      "Contacts",
      "Two-step sign-in",
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toasts.get()).toEqual([]);
    const reports = (await (await fetch("/__mock/error-reports")).json()) as { reports: unknown[] };
    expect(reports.reports).toEqual([]);

    await user.keyboard("{Control>}k{/Control}");
    const palette = await screen.findByRole("dialog", { name: "Find anything" });
    await user.keyboard("settings");
    await waitFor(() => expect(within(palette).getAllByRole("option").length).toBeGreaterThan(3));
    expect(
      within(palette)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).not.toContainEqual(expect.stringMatching(/^API tokens/));
  },
);

test("a failed first list on the tab's link decides nothing: the tab shows, its own list answers", async () => {
  await mock.fault({ route: "apiTokens.list", status: 500, times: 1 });
  await renderRoute(TAB, { signedIn: true });
  expect(await screen.findByRole("table", { name: "API tokens" })).toBeTruthy();
  expect(screen.getByRole("tab", { name: "API tokens", selected: true })).toBeTruthy();
});

test("with tokens, Settings shows the tab once the list answered, and find offers it", async () => {
  const { user } = await renderRoute("/settings", { signedIn: true });
  expect(await screen.findByRole("tab", { name: "API tokens" })).toBeTruthy();
  await user.keyboard("{Control>}k{/Control}");
  const palette = await screen.findByRole("dialog", { name: "Find anything" });
  await user.keyboard("api tok");
  await waitFor(() =>
    expect(
      within(palette)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["API tokensSettings"]),
  );
});
