/**
 * The portal's own Core Web Vitals (decision 064), with the network's setting off (the default): a page
 * names no report address and loads nothing of the web-vitals module, and nothing is sent.
 */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { VITALS_MODULE, leave, openOffer, reports } from "./web-vitals";

test("with the setting off, a page loads nothing of it and sends nothing", async ({ page, request }) => {
  const asked: string[] = [];
  page.on("request", (sent) => asked.push(sent.url()));
  await signIn(page);
  const response = await openOffer(page);
  // Loaded, then idle: when the reports are on, the module is asked for by now.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve());
        if (document.readyState === "complete") idle();
        else addEventListener("load", idle, { once: true });
      }),
  );
  expect(await response.text()).not.toContain("portal:vitals-url");
  await leave(page);
  expect(asked.filter((url) => VITALS_MODULE.test(url) || url.includes("/__mock/vitals"))).toEqual([]);
  expect(await reports(request)).toEqual([]);
});
