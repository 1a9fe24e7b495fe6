/**
 * Readable offline, the page's side (docs/decisions/083-readable-offline.md): the offline banner and
 * its "as of" (src/shell/offline-banner.tsx), what needs the network disabled with the reason
 * (src/ui/needs-network.tsx), the data asked for again when the network is back
 * (src/app/use-api-query.ts), and a failure offline told as something not saved (src/ui/error-text.ts).
 * The service worker's side is tests/worker/; the whole of it in a browser, e2e/offline.spec.ts.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteAnswer } from "../../../src/api/saved-answers";
import { SAVED_AT_HEADER } from "../../../src/worker/protocol";
import { mock, renderRoute } from "../render";
import { NEEDS_NETWORK, goOffline, goOnline, waitsForNetwork } from "./helpers";

/** Answers as the client notes them: a saved copy fetched at `savedAt`, or the network's. */
const noted: string[] = [];
const savedCopy = (address: string, savedAt: string) =>
  act(() => {
    noted.push(address);
    noteAnswer(address, new Response("{}", { headers: { [SAVED_AT_HEADER]: savedAt } }));
  });
const fromNetwork = (address: string) => act(() => noteAnswer(address, new Response("{}")));

/** The banner's first words, while it is shown. */
const banner = () => screen.queryByText(/^(You're offline\.|The network does not answer\.)$/);

afterEach(() => {
  // The saved answers are noted beside React, for the page's life: this test's are not the next one's.
  for (const address of noted.splice(0)) noteAnswer(address, new Response("{}"));
});

describe("the offline banner", () => {
  it("says the publisher is offline and what waits, and the page as of its oldest saved answer, in the publisher's time zone", async () => {
    const { user } = await renderRoute("/dashboard", { signedIn: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(banner()).toBeNull();

    await goOffline();
    const status = (await screen.findByText("You're offline.")).closest('[role="status"]')!;
    expect(status.textContent).toContain("What needs the network (saving, sending, downloading) waits until it is back.");
    expect(status.textContent).not.toContain("as of");

    // demo's time zone is Europe/Kyiv: 07:42 UTC in May is 10:42 there.
    await savedCopy("/publisher/api/ch/dashboard", "2026-05-14T07:42:00.000Z");
    await savedCopy("/publisher/api/ch/chart?dateRange=x", "2026-05-14T07:40:00.000Z");
    await waitFor(() => expect(status.textContent).toContain("This page as of May 14, 2026, 10:40 AM."));
    expect(
      within(status as HTMLElement)
        .getByText("May 14, 2026, 10:40 AM")
        .getAttribute("datetime"),
    ).toBe("2026-05-14T07:40:00.000Z");

    // Another page: what the dashboard showed is not its "as of".
    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Payments" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
    expect(screen.getByText("You're offline.").closest('[role="status"]')!.textContent).not.toContain("as of");
    await savedCopy("/publisher/api/payments", "2026-05-13T20:05:00.000Z");
    await waitFor(() => expect(screen.getByText(/This page as of/).textContent).toBe("This page as of May 13, 2026, 11:05 PM."));

    // Online, while the page still shows a saved copy the network has not answered again: said so, without the actions' line.
    await goOnline();
    expect(await screen.findByText("The network does not answer.")).toBeTruthy();
    expect(screen.queryByText(/What needs the network/)).toBeNull();
    await fromNetwork("/publisher/api/payments");
    await waitFor(() => expect(banner()).toBeNull());
  });
});

describe("offline", () => {
  it("a form's submit, an export, an offer's request, a promo code's Activate and Log out stay, disabled, with the reason they are described by", async () => {
    const { user } = await renderRoute("/offers/4301", { signedIn: true });
    const request = await screen.findByRole("button", { name: "Request" });
    expect(request.hasAttribute("disabled")).toBe(false);
    await goOffline();
    await waitFor(() => expect(request.hasAttribute("disabled")).toBe(true));
    expect(request.getAttribute("aria-describedby")).toBe(screen.getByText(NEEDS_NETWORK).id);

    await user.click(screen.getByRole("button", { name: /User menu/ }));
    const logout = await screen.findByRole("menuitem", { name: "Log out" });
    expect(logout.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(logout.getAttribute("aria-describedby")!)?.textContent).toBe(NEEDS_NETWORK);
    await user.keyboard("{Escape}");

    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Conversions" }));
    const exportButton = await screen.findByRole("button", { name: "Export" });
    expect(exportButton.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(exportButton.getAttribute("aria-describedby")!)?.textContent).toBe(NEEDS_NETWORK);

    // The balance's promo code: its Activate asks the server.
    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Balance" }));
    const activate = await screen.findByRole("button", { name: "Activate" });
    expect(activate.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(activate.getAttribute("aria-describedby")!)?.textContent).toBe(NEEDS_NETWORK);

    await goOnline();
    await waitFor(() => expect(activate.hasAttribute("disabled")).toBe(false));
    await user.click(within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Conversions" }));
    const exportOnline = await screen.findByRole("button", { name: "Export" });
    expect(exportOnline.hasAttribute("disabled")).toBe(false);
    expect(exportOnline.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
  });

  it("the sign-in form's button waits for the network, saying why", async () => {
    await renderRoute("/login");
    const signIn = await screen.findByRole("button", { name: "Sign in" });
    await waitFor(() => expect(signIn.hasAttribute("disabled")).toBe(false));
    await goOffline();
    await waitFor(() => expect(signIn.hasAttribute("disabled")).toBe(true));
    expect(document.getElementById(signIn.getAttribute("aria-describedby")!)?.textContent).toBe(NEEDS_NETWORK);
  });

  it("a list that fails says it was not saved for reading offline; back online it is asked for again by itself", async () => {
    // What the worker could not answer fails as a dropped connection does.
    await mock.fault({ route: "payments.list", mode: "drop", times: 1 });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renderRoute("/payments", { signedIn: true });
    expect(await screen.findByText("Not saved for reading offline: open it once while online and it will be.")).toBeTruthy();
    expect(screen.getByText("You're offline.")).toBeTruthy();
    // Asking again by hand needs the network too: it waits, saying why.
    waitsForNetwork(screen.getByRole("button", { name: "Retry" }));

    await goOnline();
    // The list's rows arrive without a click: no failure is left, neither offline's nor online's words for it.
    const table = await screen.findByRole("table", { name: "Payments" });
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(2));
    expect(screen.queryByText(/Not saved for reading offline|Something went wrong/)).toBeNull();
    expect(banner()).toBeNull();
  });
});

describe("an offer's picture", () => {
  it("that cannot be loaded offline (the worker did not keep it) gives way to a placeholder of its size; back online it is tried again", async () => {
    await renderRoute("/offers/4301", { signedIn: true });
    const header = (await screen.findByRole("heading", { level: 1, name: /Mobile Legends Top-Up/ })).closest("header")!;
    const picture = () => header.querySelector<HTMLImageElement>('img[src$="/cdn/offers/4301.svg"]');
    expect(picture()!.getAttribute("alt")).toBe("");

    await goOffline();
    fireEvent.error(picture()!);
    await waitFor(() => expect(picture()).toBeNull());
    const placeholder = header.querySelector('span[aria-hidden="true"]:has(> svg)')!;
    expect(placeholder.className).toContain("h-18 w-32");

    await goOnline();
    await waitFor(() => expect(picture()).not.toBeNull());
    expect(header.querySelector('span[aria-hidden="true"]:has(> svg)')).toBeNull();
  });
});
