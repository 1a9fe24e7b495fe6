/**
 * The page the service worker answers a navigation with offline (src/worker/offline-page.ts): a
 * precached frame or the shell, with a nonce of its own on every script and style and in the
 * server's policy.
 */
import { describe, expect, it } from "vitest";
import { COMMON_HEADERS, portalPolicy } from "../../contracts/content-policy";
import { SHELL, newNonce, offlinePage, offlinePageFor } from "../../src/worker/offline-page";

const PAGE = `<!doctype html><html><head><script type="module" src="/publisher/assets/index-a.js"></script><script>early()</script><style>body{}</style></head><body><div id="root" data-frame></div></body></html>`;

describe("the offline page", () => {
  it("carries a fresh nonce on every script and style tag and in the portal's policy, with the common headers", async () => {
    const page = offlinePage(PAGE, "bm9uY2U=");
    const html = await page.text();
    expect(html.match(/<(script|style)\b[^>]*>/g)).toEqual([
      '<script nonce="bm9uY2U=" type="module" src="/publisher/assets/index-a.js">',
      '<script nonce="bm9uY2U=">',
      '<style nonce="bm9uY2U=">',
    ]);
    expect(page.headers.get("content-security-policy")).toBe(portalPolicy({ nonce: "bm9uY2U=" }));
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(page.headers.get(name), name).toBe(value);
  });

  it("has a nonce of 128 random bits per answer", () => {
    const nonces = new Set(Array.from({ length: 20 }, () => newNonce()));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
    expect(new Set(Array.from({ length: 5 }, () => offlinePage(PAGE).headers.get("content-security-policy"))).size).toBe(5);
  });
});

describe("the precached page of an address", () => {
  const precached = [
    "/publisher/?shell",
    "/publisher/prerendered/en/login.html",
    "/publisher/prerendered/en/frames/dashboard.html",
    "/publisher/prerendered/ru/frames/dashboard.html",
    "/publisher/prerendered/en/frames/offers.html",
    "/publisher/prerendered/en/frames/offers~_.html",
    "/publisher/prerendered/en/frames/announcements~article~_.html",
  ];

  it("is the address's frame in the cookie's language, else in English, while someone is signed in", () => {
    expect(offlinePageFor("/publisher/dashboard", "ru", precached, true)).toBe("/publisher/prerendered/ru/frames/dashboard.html");
    expect(offlinePageFor("/publisher/dashboard", "zh", precached, true)).toBe("/publisher/prerendered/en/frames/dashboard.html");
    expect(offlinePageFor("/publisher/offers/12", "en", precached, true)).toBe("/publisher/prerendered/en/frames/offers~_.html");
    expect(offlinePageFor("/publisher/offers/", "en", precached, true)).toBe("/publisher/prerendered/en/frames/offers.html");
    expect(offlinePageFor("/publisher/announcements/article/4", "en", precached, true)).toBe(
      "/publisher/prerendered/en/frames/announcements~article~_.html",
    );
  });

  it("is the shell for an address without a frame, and for every address while nobody is signed in", () => {
    expect(offlinePageFor("/publisher/login", "en", precached, true)).toBe(SHELL);
    expect(offlinePageFor("/publisher/dashboard/extra", "en", precached, true)).toBe(SHELL);
    expect(offlinePageFor("/publisher/dashboard", "en", precached, false)).toBe(SHELL);
  });
});
