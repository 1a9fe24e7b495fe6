/**
 * Pictures for a person to look at, taken only when asked for: `npm run pictures` (E2E_PICTURES=1)
 * runs the browser tests with them and writes them to each test's output folder under test-results/.
 * A picture nobody compares is not a test (issue 22): the layout assertions beside them (nothing
 * overflows at 767 px, nothing is cut at 1440, axe in both schemes) run in every run.
 */
import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";
import { expect, test } from "./fixtures";

/** True when this run takes pictures (E2E_PICTURES=1). */
export const PICTURES = process.env.E2E_PICTURES === "1";

/**
 * The colour schemes a test walks only for its pictures: both when pictures are taken, light alone
 * otherwise. A test whose assertions differ by scheme (axe's contrast) walks both itself.
 */
export const PICTURE_SCHEMES: ReadonlyArray<"light" | "dark"> = PICTURES ? ["light", "dark"] : ["light"];

/** The widths a test walks for its pictures: all when pictures are taken, otherwise `kept` (the widest and the narrowest, where layouts break). */
export const pictureWidths = <W extends number>(
  all: ReadonlyArray<W>,
  kept: ReadonlyArray<W> = [all[0]!, all.at(-1)!],
): ReadonlyArray<W> => (PICTURES ? all : kept);

/** A picture of the page (or of one element), named `name`.png in the test's output folder, when pictures are asked for. */
export const picture = async (target: Page | Locator, name: string, options: Omit<PageScreenshotOptions, "path"> = {}): Promise<void> => {
  if (!PICTURES) return;
  const path = test.info().outputPath(name.endsWith(".png") ? name : `${name}.png`);
  if ("goto" in target) await target.screenshot({ animations: "disabled", ...options, path });
  else await target.screenshot({ animations: "disabled", path });
};

/**
 * Resizes the viewport without loading the page again, and waits until the page has laid itself out
 * at the new size: its media queries and ResizeObservers answer before the next frame, and React
 * renders what they changed in a task after it; two frames and a task later the layout is the one a
 * load at that size gives. For pages whose layout follows the width live (media queries, the shell's
 * `useMediaQuery`, the lists' `useNarrowScreen`, the charts' ResizeObserver), not one chosen at load.
 */
export const resize = async (page: Page, width: number, height: number): Promise<void> => {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        ),
      ),
  );
};

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
export const expectNoOverflow = async (page: Page, what = "the page"): Promise<void> => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
};

/**
 * Pictures of the page as it is at each of `widths` (resized, not loaded again), named by
 * `name(width)`, when pictures are asked for; the viewport is then back at the first width. Nothing
 * happens in a run without pictures.
 */
export const picturesAt = async (
  page: Page,
  widths: ReadonlyArray<number>,
  name: (width: number) => string,
  options: Omit<PageScreenshotOptions, "path"> = {},
  height = 900,
): Promise<void> => {
  if (!PICTURES) return;
  for (const width of widths) {
    await resize(page, width, height);
    await picture(page, name(width), options);
  }
  await resize(page, widths[0]!, height);
};
