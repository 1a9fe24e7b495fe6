/**
 * The installable portal (issue 36, docs/decisions/082-installable-portal.md): the web app manifest
 * and its icons, the service worker registered after the first paint and controlling the next page,
 * with the policy, the nonce and the pre-rendered pages as they were.
 *
 * Each test of the worker has a context of its own with service workers allowed (the shared profile
 * blocks them, e2e/fixtures.ts): the worker goes with the context.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn, signInThroughForm } from "./helpers";

test.use({ serviceWorkers: "allow" });

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: string;
}

/** The width and height a PNG's header gives. */
const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

/** Waits until the portal's worker is active (registered after the first paint) and returns its script's address. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });

const manifestOf = async (page: Page, request: APIRequestContext) => {
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/publisher/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  return (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
};

// In the shared profile (the worker blocked): nothing here needs the worker, which would precache the build beside the test.
test("the manifest names the portal, starts on the dashboard standalone, in the brand's colours, with reachable icons", async ({
  page,
  request,
}) => {
  await page.goto("/publisher/login");
  const manifest = await manifestOf(page, request);
  expect(manifest).toMatchObject({
    name: "Publisher Platform",
    short_name: "Publisher",
    start_url: "/publisher/dashboard",
    scope: "/publisher/",
    display: "standalone",
    theme_color: "#0f766e",
    background_color: "#f1f5f9",
  });
  // The theme colour of each colour scheme, in the page's head (and the dark one in the manifest too).
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute("content", "#0f766e");
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute("content", "#0f172a");
  expect(manifest.user_preferences).toEqual({ color_scheme_dark: { theme_color: "#0f172a", background_color: "#020617" } });

  // Every icon is there, of its type and size; a 192 and a 512 PNG and a maskable one among them.
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") expect(pngSize(await response.body()).join("x"), icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.filter((i) => i.type === "image/png").map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );

  // The signed-in frame links it too (scripts/prerender.ts makes it from the built index.html).
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/publisher/manifest.webmanifest");
});

test(
  "the worker registers after the first paint and controls the page after a reload; Chromium finds the portal installable",
  { tag: "@own-context" },
  async ({ page }) => {
    await page.goto("/publisher/login");
    expect(await activeWorker(page)).toEqual({
      script: expect.stringMatching(/\/publisher\/sw\.js$/),
      scope: expect.stringMatching(/\/publisher\/$/),
    });
    // The build is precached: the shell, the pre-rendered pages and frames, the hashed assets.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname + new URL(request.url).search);
      return urls;
    });
    expect(cached).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/publisher\/\?shell/),
        expect.stringMatching(/^\/publisher\/prerendered\/en\/login\.html/),
        expect.stringMatching(/^\/publisher\/prerendered\/zh\/frames\/dashboard\.html/),
        expect.stringMatching(/^\/publisher\/assets\/index-[\w-]+\.js$/),
        expect.stringMatching(/^\/publisher\/assets\/index-[\w-]+\.css$/),
      ]),
    );

    const first = await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/publisher\/sw\.js$/);
    // The page itself still comes from the server, with a nonce of its own (the worker hands the
    // network's answer on: decision 083), and the server's run-time settings; its scripts from the worker.
    const entry = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
    const second = await page.reload();
    await expect(page.locator('meta[name="portal:error-report-url"]')).toHaveAttribute("content", "/__mock/error-reports");
    const nonce = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    expect(nonce(second!.headers()["content-security-policy"])).toBeTruthy();
    expect(nonce(second!.headers()["content-security-policy"])).not.toBe(nonce(first!.headers()["content-security-policy"]));
    expect((await entry).fromServiceWorker()).toBe(true);

    // Chromium's own install criteria (manifest, icons, worker): no error.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();

    // The pre-rendered login page, taken over with the worker in place, signs in to the signed-in frame.
    await signInThroughForm(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/publisher\/sw\.js$/);
  },
);

test("the policy allows the portal's worker, and the worker's own script runs under a policy that lets it only fetch", async ({
  request,
}) => {
  const page = await request.get("/publisher/login");
  expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
  const worker = await request.get("/publisher/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
});

test(
  "a new build's worker waits: the prompt says a new version is ready, and its button reloads into it",
  { tag: "@own-context" },
  async ({ page, request }) => {
    await page.goto("/publisher/login");
    await activeWorker(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/publisher\/sw\.js$/);
    await expect(page.getByText("A new version of the portal is ready.")).toBeHidden();

    // A new build (a deploy): the worker's script differs, and the browser's update check installs it.
    expect((await request.post("/__mock/worker-build")).ok()).toBe(true);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole("status").filter({ hasText: "A new version of the portal is ready." });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent("framenavigated");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText("A new version of the portal is ready.")).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  },
);
