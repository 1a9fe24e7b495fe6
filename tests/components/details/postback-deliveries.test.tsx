/**
 * The postback delivery log (issue 27.2), moved from e2e/postback-deliveries.spec.ts: a conversion
 * fires the publisher's postbacks (the `/__mock/postback-deliveries` control) at a real loopback
 * receiver started here; a failing receiver shows as failed after its retries, "Failures only" keeps
 * it, and Resend, once the receiver is healthy, delivers it with a toast; a conversion without
 * deliveries says so. The per-postback and per-conversion journey, axe and the layout stay in the browser.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { DEMO, mock, renderRoute, signInAs } from "../render";
import { findDialog } from "./helpers";
import { type LoopbackReceiver, startLoopbackReceiver } from "../../fixtures/loopback-receiver";

let receiver: LoopbackReceiver;

beforeAll(async () => {
  receiver = await startLoopbackReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.reset();
  await signInAs(DEMO);
});

/** Adds a global postback through the API, as the dialog would. */
const addPostback = async (name: string, url: string) => {
  const response = await fetch("/publisher/api/publisher_postbacks", {
    method: "POST",
    headers: { "content-type": "application/ld+json" },
    body: JSON.stringify({ name, scope: "global", url }),
  });
  expect(response.status).toBe(201);
};

/** The network reports demo's newest conversion: every matching postback fires; answers once each is logged. */
const fireNewest = async () => ((await (await mock.post("/__mock/postback-deliveries", {})).json()) as { conversion: number }).conversion;

const entries = (dialog: HTMLElement) => within(within(dialog).getByRole("list", { name: "Deliveries" })).getAllByRole("listitem");
const outcome = (entry: HTMLElement) => entry.querySelector("[data-outcome]")?.textContent;
/** The entries of the failing tracker's deliveries. */
const ofTracker = (dialog: HTMLElement) => entries(dialog).filter((e) => e.textContent?.includes("Failing tracker"));

const openConversions = async () => {
  const view = await renderRoute("/conversions", { signedIn: true });
  await screen.findByRole("heading", { level: 1, name: "Conversions" });
  await waitFor(() => expect(screen.getByRole("table", { name: "Conversions" }).getAttribute("aria-busy")).toBe("false"));
  return view;
};

test("a failing receiver shows as failed after its retries; Failures only keeps it; Resend delivers it once the receiver is healthy", async () => {
  await addPostback("Failing tracker", `${receiver.base}/fail?click={ext_click_id}`);
  const conversion = await fireNewest();
  expect(receiver.received.filter((url) => url.startsWith("/fail"))).toHaveLength(3);

  const { user } = await openConversions();
  await user.click(await screen.findByRole("button", { name: `Postback deliveries of conversion #${conversion}` }));
  const dialog = await findDialog(`Postback deliveries of conversion #${conversion}`);
  // Read by postback: the log may hold other postbacks' deliveries of the conversion (demo's own).
  await waitFor(() => expect(ofTracker(dialog)).toHaveLength(1));
  const failed = ofTracker(dialog)[0]!;
  expect(outcome(failed)).toBe("Failed· HTTP 500");
  expect(failed.textContent).toContain("3 attempts");
  expect(failed.textContent).toContain("Internal tracker error");

  await user.click(within(dialog).getByRole("checkbox", { name: "Failures only" }));
  await waitFor(() => expect(entries(dialog).map(outcome)).toEqual(entries(dialog).map(() => "Failed· HTTP 500")));
  expect(ofTracker(dialog)).toHaveLength(1);

  receiver.failing = false;
  await user.click(within(dialog).getByRole("button", { name: `Resend Failing tracker for conversion #${conversion}` }));
  expect(await screen.findByText("Failing tracker resent: delivered (HTTP 200)")).toBeTruthy();
  // The failures filter still shows the old failure only; without it the resend is on top.
  await waitFor(() => expect(ofTracker(dialog)).toHaveLength(1));
  await user.click(within(dialog).getByRole("checkbox", { name: "Failures only" }));
  await waitFor(() => expect(ofTracker(dialog)).toHaveLength(2));
  expect(entries(dialog)[0]!.textContent).toContain("Resent");
  expect(outcome(entries(dialog)[0]!)).toBe("Delivered· HTTP 200");
  expect(receiver.received.at(-1)).toMatch(/^\/fail\?click=/);
});

test("per postback, the log masks a secret the receiver got, in the URL and in the echoed answer", async () => {
  await addPostback("Loopback tracker", `${receiver.base}/ok?click={ext_click_id}&sum={sum}&token=top-secret-1`);
  const conversion = await fireNewest();
  expect(receiver.received).toHaveLength(1);
  const { user } = await renderRoute("/settings?selectedTab=postbacks", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Deliveries of Loopback tracker" }));
  const dialog = await findDialog("Deliveries of Loopback tracker");
  await waitFor(() => expect(entries(dialog)).toHaveLength(1));
  const entry = entries(dialog)[0]!;
  expect(outcome(entry)).toBe("Delivered· HTTP 200");
  expect(entry.textContent).toContain(`Conversion #${conversion}`);
  expect(entry.textContent).toContain("OK tracked /ok?click=");
  expect(entry.textContent).toContain("1 attempt; the last took");
  expect(entry.querySelector("code")?.textContent).toContain("token=***");
  expect(entry.textContent).not.toContain("top-secret-1");
});

test("a logged URL is what the receiver got, its token masked; Show secrets asks the server, and the copy then replays (issue 35.5)", async () => {
  await addPostback("Loopback tracker", `${receiver.base}/ok?sale={sale_time}&click={ext_click_id}&token=top-secret-2`);
  await fireNewest();
  expect(receiver.received).toHaveLength(1);
  const exact = `${receiver.base}${receiver.received[0]}`;
  expect(exact).toMatch(/sale=\d{4}-\d{2}-\d{2}%20\d{2}%3A\d{2}%3A\d{2}&/);
  const { user } = await renderRoute("/settings?selectedTab=postbacks", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Deliveries of Loopback tracker" }));
  const dialog = await findDialog("Deliveries of Loopback tracker");
  await waitFor(() => expect(entries(dialog)).toHaveLength(1));
  const entry = entries(dialog)[0]!;
  const code = () => entry.querySelector("code")!.textContent;
  expect(code()).toBe(exact.replace("token=top-secret-2", "token=***"));

  await user.click(within(entry).getByRole("button", { name: "Copy the final URL, secrets shown as ***" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(code()));
  expect(entry.textContent).not.toContain("top-secret-2");

  await user.click(within(entry).getByRole("button", { name: "Show secrets" }));
  await waitFor(() => expect(code()).toBe(exact));
  await user.click(within(entry).getByRole("button", { name: "Copy the final URL with its secrets" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(exact));
  await user.click(within(entry).getByRole("button", { name: "Hide secrets" }));
  expect(code()).toContain("token=***");
});

test("a conversion without deliveries says so", async () => {
  const { user } = await openConversions();
  await user.click((await screen.findAllByRole("button", { name: /^Postback deliveries of conversion #/ }))[0]!);
  const dialog = await screen.findByRole("dialog");
  await waitFor(() => expect(dialog.textContent).toContain("No deliveries yet"));
});
