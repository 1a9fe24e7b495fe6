/**
 * The portal under its Content-Security-Policy (mock-server/security-headers.ts): it works, the
 * network's custom script runs with the page's nonce, and an injected inline script does not.
 * (Every other browser test runs under the same policy: a violation is a console error there.)
 */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("a signed-in page carries the policy and the safe headers; the custom script runs, an injected one is refused", async ({
  page,
  allowErrors,
}) => {
  await signIn(page);
  const response = await page.goto("/publisher/dashboard");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).not.toContain("unsafe-");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // demo's network has a custom script: it ran, with the nonce.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __customerScriptRuns?: number }).__customerScriptRuns)).toBe(1);

  // An inline script without the nonce (what an injection would add) is refused and reported.
  allowErrors("Content Security Policy");
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) => resolve({ ran: "__injected" in window, violated: event.effectiveDirective }),
          { once: true },
        );
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.appendChild(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, violated: "script-src-elem" });
});

test("API answers are never stored", async ({ page }) => {
  await signIn(page);
  const answer = page.waitForResponse((r) => r.url().endsWith("/publisher/api/publishers/current"));
  await page.goto("/publisher/dashboard");
  expect((await answer).headers()["cache-control"]).toBe("no-store");
});
