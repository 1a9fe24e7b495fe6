import { chromium } from "@playwright/test";
import { buildApp } from "../mock-server/app";
const { app } = await buildApp({ distDir: (await import("node:path")).resolve(process.env.DIST_DIR ?? "dist") });
await app.listen({ port: 8302, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  (window as any).__lcp = []; (window as any).__cls = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + "." + String(e.element.className).slice(0, 60) + " " + (e.element.textContent || "").slice(0, 50) : e.url }); }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__cls.push({ t: Math.round(e.startTime), v: e.value.toFixed(3), src: (e.sources || []).map((s: any) => s.node ? (s.node.tagName || s.node.nodeName) + "." + String(s.node.className || "").slice(0, 60) + " " + JSON.stringify(s.previousRect) + "->" + JSON.stringify(s.currentRect) : "?") }); }).observe({ type: "layout-shift", buffered: true });
});
for (const path of (process.env.PATHS ?? "/publisher/login,/publisher/register").split(",")) {
  if (path === "signin") { await page.request.post("http://127.0.0.1:8302/publisher/api/login", { data: { username: "demo", password: "Demo-pass-1", _remember_me: true } }); continue; }
  await page.goto(`http://127.0.0.1:8302${path}`);
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => ({ lcp: (window as any).__lcp, cls: (window as any).__cls })), null, 1));
}
await browser.close(); await app.close();
