/**
 * The accessibility check every browser test uses: axe with the WCAG 2.1 A and AA tags, plus
 * `label-content-name-mismatch` (a control's accessible name contains its visible text), keeping
 * what is serious or critical as one line per rule with the elements it found.
 *
 * It waits for running animations and transitions to end first: a menu or dialog still fading in is
 * drawn half transparent, and axe would measure the contrast of the blend (a failure that depends on
 * how busy the machine is, not on the colours).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Resolves once no CSS animation or transition is running on the page (infinite ones, such as a spinner's, aside). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== "running" || timing?.iterations === Infinity;
    }),
  );

/** The serious and critical violations on the page as it is now, one line per rule. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  const results = await new AxeBuilder({ page })
    // Options first: withTags adds its runOnly to them, options() would replace it.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};
