/**
 * The accessibility check every browser test uses: axe with the WCAG 2.1 A and AA tags, plus
 * `label-content-name-mismatch` (a control's accessible name contains its visible text), keeping
 * what is serious or critical as one line per rule with the elements it found.
 *
 * It waits for running animations and transitions to end first: a menu or dialog still fading in is
 * drawn half transparent, and axe would measure the contrast of the blend (a failure that depends on
 * how busy the machine is, not on the colours).
 *
 * axe-core runs in the page directly rather than through `@axe-core/playwright`'s AxeBuilder: the
 * builder injects axe's 550 KB into every frame on every call and sends back every result (passes,
 * incomplete and inapplicable, with their nodes), which made a check 1.9-2.5 s on a list page; here
 * axe is injected once per document, asked for violations only, and only the serious lines come back
 * (0.6-0.9 s). The portal has no frames, so checking the top document is checking every frame.
 *
 * `inBothSchemes` checks a page as it is in light and then in dark without loading it again: the
 * portal follows the device's scheme live (a class on <html>), so switching it is enough.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { expect } from "./fixtures";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Resolves once no CSS animation or transition is running on the page (infinite ones, such as a spinner's, aside). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== "running" || timing?.iterations === Infinity;
    }),
  );

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
  resultTypes: ["violations"],
};

/** The serious and critical violations on the page as it is now (or in `context`), one line per rule. */
export const seriousViolations = async (page: Page, context: ElementContext = { exclude: [] }): Promise<string[]> => {
  await settled(page);
  // Evaluated by the DevTools protocol, so the portal's Content-Security-Policy does not apply to it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // The argument's type is spelt out: inferred from axe's option types, it is too deep for the compiler.
  return page.evaluate<string[], { options: unknown; context: unknown }>(
    async ({ options, context }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
      const results = await axe.run(context, options);
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { options: OPTIONS, context },
  );
};

export type ColorScheme = "light" | "dark";

/** Switches the device's colour scheme and waits for the portal to follow it (the `dark` class on <html>, or none). */
export const switchScheme = async (page: Page, colorScheme: ColorScheme): Promise<void> => {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
};

/** Runs `check` in light and then in dark, switched live; the page is left in dark. */
export const forBothSchemes = async (page: Page, check: (colorScheme: ColorScheme) => Promise<void>): Promise<void> => {
  for (const colorScheme of ["light", "dark"] as const) {
    await switchScheme(page, colorScheme);
    await check(colorScheme);
  }
};

/**
 * Axe's serious findings on the page as it is (or in `context`), in light and then in dark, each line
 * named by `what` and the scheme; `then` runs after each scheme's check, in that scheme (a picture).
 * The page is left in dark.
 */
export const inBothSchemes = async (
  page: Page,
  what: string,
  { context, then }: { context?: ElementContext; then?: (colorScheme: ColorScheme) => Promise<void> } = {},
): Promise<string[]> => {
  const found: string[] = [];
  await forBothSchemes(page, async (colorScheme) => {
    found.push(...(await seriousViolations(page, context)).map((line) => `${what} (${colorScheme}): ${line}`));
    await then?.(colorScheme);
  });
  return found;
};
