/**
 * Smartlinks in a browser (spec 02 sections 3-6; issue 13): the page and the request form with its
 * messages pass axe in light and dark; screenshots. What the page shows and does (the verticals, the
 * list's labels, launch and request through the flow, the manager's decisions, the server's refusals,
 * the country lookup, the role, ru/uk/zh) is tested as a component: tests/components/details/smartlinks.test.tsx.
 */
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { inBothSchemes } from "./axe";
import { signIn } from "./helpers";

// Each state is reached once and checked in both schemes, switched live.
test("the page and the request form with its messages pass axe in light and dark; screenshots", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks");
  await expect(page.getByRole("table", { name: "Your smartlinks" })).toHaveAttribute("aria-busy", "false");
  const found = await inBothSchemes(page, "page", {
    then: (colorScheme) => picture(page, `smartlinks-${colorScheme}.png`, { fullPage: true }),
  });
  await page.getByRole("button", { name: "Request Smartlink Utilities & VPN" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
  await dialog.getByLabel("Custom URL").fill("nope");
  await dialog.getByRole("button", { name: "Request", exact: true }).click();
  await expect(dialog.getByText("Please specify a traffic type")).toBeVisible();
  await expect(dialog.getByText("Please, input correct url")).toBeVisible();
  found.push(
    ...(await inBothSchemes(page, "request form", { then: (colorScheme) => picture(page, `smartlinks-request-${colorScheme}.png`) })),
  );
  expect(found).toEqual([]);
});
