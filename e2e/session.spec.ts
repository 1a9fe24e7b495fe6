/**
 * Session rules of spec 01 sections 4, 6 and 8 that need a browser: what the boot loads on public
 * pages, a slow login chunk, an answer from the login page, the version reload, chunk failures, a
 * dropped connection reported, the stored profile and the customer script, the boot blocks. A guest or
 * a 401 sent to login, failed loads reported (or not) with their retry and Not found are component
 * tests in tests/components/forms/session/ (issue 33).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chunkOf } from "./chunks";
import { NEWBIE, signIn } from "./helpers";

const fault = (page: Page, data: Record<string, unknown>) => page.request.post("/__mock/faults", { data });
const journal = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("publisher-portal.journal") ?? "null") as {
        tail: Array<{ type: string; payload: Record<string, unknown> }>;
      } | null,
  );

test("the current publisher is not loaded on login and registration-type pages", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/publishers/current") && calls.push(r.url()));
  for (const path of ["login", "register", "reset_password"]) {
    await page.goto(`/publisher/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The confirmation pages call the API with their token (an unknown one answers 404), but never load the publisher:
  // once a page shows the refusal its flow has ended, and nothing after it could ask for the publisher.
  for (const path of ["register/confirm/abc", "email_update/confirm/abc"]) {
    await page.goto(`/publisher/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
  }
  // The new-password form calls nothing until it is sent.
  await page.goto("/publisher/reset_password/confirm/abc");
  await expect(page.getByRole("button", { name: "Save password" })).toBeVisible();
  expect(calls).toEqual([]);
});

test("a guest is asked for once: while a slow login page loads, the 401 is not repeated", async ({ page }) => {
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/publisher/api/publishers/current") asked += 1;
  });
  // The login page's code arrives late (a slow connection): it is held until the 401 has been answered
  // and the app has asked for that code, so the app runs on a known guest while the page is loading.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const chunkAsked = new Promise<void>((resolve) => (held = resolve));
  await page.route(chunkOf("src/features/auth/login-page.tsx"), async (route) => {
    held();
    await released;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/publisher/api/publishers/current");
  await page.goto("/publisher/offers", { waitUntil: "commit" });
  await Promise.all([answered, chunkAsked]);
  release();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(asked).toBe(1);
});

test("an answer from the login page while elsewhere sends the browser to login", async ({ page }) => {
  await signIn(page);
  await fault(page, { route: "profile.current", mode: "redirect" });
  await page.goto("/publisher/payments");
  await expect(page).toHaveURL(/\/publisher\/login$/);
});

test("a new X-App-Version reloads the app once, and not again", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect.poll(async () => (await journal(page))?.tail.some((e) => e.type === "app.version.seen")).toBe(true);

  // The dashboard is left first: a call it still makes (its rendering is sliced, decision 065) would
  // see the new version and reload it, and that reload would interrupt the navigation below.
  await page.goto("about:blank", { waitUntil: "commit" });
  // Documents asked for, not load events: the signed-in frame asks for the publisher with the HTML, so
  // the new version can arrive, and the reload start, before the first document's load event fired.
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  await page.request.post("/__mock/version", { data: { version: "9.9.9" } });
  // Until the document commits only: its reload can start before its load event, and would abort the wait for it.
  await page.goto("/publisher/offers", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Offers" })).toBeVisible();
  await expect.poll(() => loads).toBe(2);
  await expect
    .poll(async () => (await journal(page))?.tail.filter((e) => e.type === "app.version.reload").map((e) => e.payload.version))
    .toEqual(["9.9.9"]);
  // After this reload the header's balance comes from an answer carrying 9.9.9: the client published the
  // version before the balance could render, and a reload would have been journaled (synchronously) before it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Offers" })).toBeVisible();
  await expect(page.getByText("$12,345.67")).toBeVisible();
  expect((await journal(page))?.tail.filter((e) => e.type === "app.version.reload").map((e) => e.payload.version)).toEqual(["9.9.9"]);
  expect(loads).toBe(3);
});

test("a version reload in the middle of an edit keeps what was typed in Settings (issue 35 item 2)", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/settings");
  const phone = page.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue("+420 601 234 567");
  await expect.poll(async () => (await journal(page))?.tail.some((e) => e.type === "app.version.seen")).toBe(true);
  await phone.fill("+420 777 123 456");
  // The form's guard has the browser ask before the reload ("Reload site?"): the publisher says yes.
  page.on("dialog", (dialog) => void dialog.accept());
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  await page.request.post("/__mock/version", { data: { version: "9.9.9" } });
  // The next answer carries the new version: the Postbacks tab asks for its list.
  await page.getByRole("tab", { name: "Postbacks" }).click();
  await expect.poll(() => loads).toBe(1);
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+420 777 123 456");
  await expect(page.getByRole("button", { name: "Discard changes" })).toBeEnabled();
  // Taken out of storage by the page that used it.
  expect(await page.evaluate(() => sessionStorage.getItem("portal.drafts"))).toBeNull();
});

/** The Offers page's code. */
const OFFERS_CHUNK = chunkOf("src/features/offers/offers-page.tsx");

test("a page chunk that fails to load reloads the app once, then loads", async ({ page, allowErrors }) => {
  allowErrors(/^request failed net::ERR_FAILED GET \/publisher\/assets\/[\w-]+\.js$/);
  await signIn(page);
  // The chunk fails for the first document (its modulepreload and its import alike: decision 055),
  // and loads for the next.
  let documents = 0;
  page.on("request", (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && documents++));
  await page.route(OFFERS_CHUNK, (route) => (documents <= 1 ? route.abort() : route.continue()));
  // Until the document commits only: its reload can start before its load event, and would abort the wait for it.
  await page.goto("/publisher/offers", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Offers" })).toBeVisible();
  // Documents asked for, not load events: the reload may start before the first document's load event.
  expect(documents).toBe(2);
});

test("a page chunk that keeps failing shows an error instead of looping", async ({ page, allowErrors }) => {
  allowErrors(/^request failed net::ERR_FAILED GET \/publisher\/assets\/[\w-]+\.js$/);
  // The router logs the error it shows.
  allowErrors(/^console error: [\w$]+: A part of the application could not be loaded\./);
  await signIn(page);
  await page.route(OFFERS_CHUNK, (route) => route.abort());
  let documents = 0;
  page.on("request", (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && documents++));
  // Until the document commits only: its reload can start before its load event, and would abort the wait for it.
  await page.goto("/publisher/offers", { waitUntil: "commit" });
  // The page decides between a reload and the error in one step: the error shown means it did not reload again.
  await expect(page.getByRole("alert").getByText("A part of the application could not be loaded.", { exact: false })).toBeVisible();
  expect(documents).toBe(2);
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
});

/** Statuses of the reports sent from one page path (each test uses its own path). */
const reportedStatuses = async (page: Page, path: string) =>
  ((await (await page.request.get("/__mock/error-reports")).json()) as { reports: Array<{ status: number | null; page: string }> }).reports
    .filter((r) => r.page === path)
    .map((r) => r.status);

test("a dropped connection is reported as a missing response", async ({ page, allowErrors }) => {
  allowErrors("request failed net::ERR_EMPTY_RESPONSE GET /publisher/api/publishers/current");
  await signIn(page);
  await fault(page, { route: "profile.current", mode: "drop", times: 20 });
  await page.goto("/publisher/payments");
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong, our system has been notified." })).toBeVisible();
  await expect.poll(() => reportedStatuses(page, "/publisher/payments")).toEqual([null]);
});

test("on load the time zone (Europe/Prague by default) and currency are stored, and the customer script runs once", async ({ page }) => {
  await signIn(page, NEWBIE);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect
    .poll(async () => (await journal(page))?.tail.find((e) => e.type === "session.profile.stored")?.payload)
    .toEqual({ timezone: "Europe/Prague", currency: { name: "USD", symbol: "$" } });

  await page.request.post("/__mock/reset");
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __customerScriptRuns?: number }).__customerScriptRuns)).toBe(1);
});

test("storage blocked shows the storage block", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  });
  await page.goto("/publisher/login");
  await expect(page.getByText("Browser data storage is disabled.")).toBeVisible();
});

test("an unsupported browser gets the browser block with links", async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error -- simulating an old browser without structuredClone
    delete window.structuredClone;
  });
  await page.goto("/publisher/login");
  await expect(page.getByText("Unfortunately your browser is not supported.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mozilla Firefox" })).toHaveAttribute("href", /mozilla/);
});
