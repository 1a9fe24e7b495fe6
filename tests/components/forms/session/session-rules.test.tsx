/**
 * Session rules of spec 01 sections 6 and 8 as the portal renders them: a guest or a 401 sent to
 * login, a failed load shown with a retry and reported (403, 404, 405 and 422 not reported), an
 * unknown path. Moved from e2e/session.spec.ts (issue 33); reloads (a new version, a failed chunk), an
 * answer from the login page (happy-dom's fetch fails on the body the portal cancels then), a dropped
 * connection and the boot checks stay browser tests.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { mock, renderRoute, signInAs } from "../../render";

// The page the mock server serves names where errors are reported (mock-server/app.ts); so does this one.
let reportTo: HTMLMetaElement;
beforeEach(() => {
  reportTo = Object.assign(document.createElement("meta"), { name: "portal:error-report-url", content: "/__mock/error-reports" });
  document.head.append(reportTo);
});
afterEach(() => reportTo.remove());

/** The statuses of the error reports the page sent (each test starts from a reset server). */
const reportedStatuses = async () =>
  ((await (await fetch("/__mock/error-reports")).json()) as { reports: Array<{ status: number | null }> }).reports.map((r) => r.status);

const alertWith = (text: string) =>
  waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(text))).toBe(true));

test("a guest opening a signed-in page is sent to login", async () => {
  const { place } = await renderRoute("/offers");
  await waitFor(() => expect(place.current()).toBe("/login"));
  expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
});

test("a 401 on a later call sends the portal to login", async () => {
  await signInAs();
  await mock.fault({ route: "profile.current", status: 401 });
  const { place } = await renderRoute("/dashboard");
  await waitFor(() => expect(place.current()).toBe("/login"));
});

test("a failed load shows the error with a retry and is reported; the retry loads the page", async () => {
  await signInAs();
  await mock.fault({ route: "profile.current", status: 500, times: 1 });
  const { user } = await renderRoute("/dashboard");
  await alertWith("Injected fault: 500");
  await waitFor(async () => expect(await reportedStatuses()).toEqual([500]));
  await user.click(await screen.findByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
});

test("403, 404, 405 and 422 are not reported", async () => {
  await signInAs();
  await mock.fault({ route: "profile.current", status: 404 });
  const { user } = await renderRoute("/domains");
  await alertWith("Injected fault: 404");
  for (const status of [403, 405, 422]) {
    await mock.fault({ route: "profile.current", status });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await alertWith(`Injected fault: ${status}`);
  }
  // A 500 afterwards is reported: once its report is in, any report of the earlier failures would be too.
  await mock.fault({ route: "profile.current", status: 500 });
  await user.click(await screen.findByRole("button", { name: "Try again" }));
  await alertWith("Injected fault: 500");
  await waitFor(async () => expect(await reportedStatuses()).toEqual([500]));
});

test("an unknown path shows Not found", async () => {
  await renderRoute("/no-such-page", { signedIn: true });
  expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
});
