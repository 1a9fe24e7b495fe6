import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
test("measure", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/publisher/conversions");
  const table = page.getByRole("table", { name: "Conversions" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const info = await page.evaluate(() => {
    const t = document.querySelector("table")!;
    const card = t.parentElement!;
    const ths = [...t.querySelectorAll("th")].map((th) => [th.textContent, Math.round(th.getBoundingClientRect().left), Math.round(th.getBoundingClientRect().right)]);
    return { sw: document.documentElement.scrollWidth, card: card.getBoundingClientRect().toJSON(), cardScroll: card.scrollWidth, ths, nav: document.querySelector("nav")?.getBoundingClientRect().width };
  });
  console.log(JSON.stringify(info));
  await page.screenshot({ path: testInfo.outputPath("conv.png") });
});
