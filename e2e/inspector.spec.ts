/** The statechart inspector follows the portal's flows live, from another tab. */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("the inspector lists every machine and highlights the live state of the portal's flows", async ({ page, context }) => {
  const inspector = await context.newPage();
  await inspector.goto("/publisher/__inspector");
  await expect(inspector.getByRole("heading", { name: "Statechart inspector" })).toBeVisible();
  const machines = inspector.getByRole("navigation", { name: "Machines" });
  for (const name of ["language-change", "session"])
    await expect(machines.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();

  await machines.getByRole("button", { name: /^session/ }).click();
  await expect(inspector.getByTestId("statechart").locator("svg")).toBeVisible();

  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(inspector.getByTestId("active-states")).toContainText('session: "ready"');
  await expect(inspector.locator('[data-state="session.ready"] > rect')).toHaveCSS("fill", "rgb(254, 243, 199)");
  await expect(inspector.locator('[data-state="session.idle"] > rect')).not.toHaveCSS("fill", "rgb(254, 243, 199)");

  await expect(inspector.getByRole("row").filter({ hasText: "xstate.done.actor.loadCurrent" })).toBeVisible();
  await inspector.getByLabel("Event type contains").fill("session.load");
  await expect(inspector.getByRole("row").filter({ hasText: "xstate.done.actor.loadCurrent" })).toHaveCount(0);
  await expect(inspector.getByRole("row").filter({ hasText: "session.load" }).first()).toBeVisible();
});

test("the highlighted state follows a login clicked through in the portal", async ({ page, context }) => {
  const inspector = await context.newPage();
  await inspector.goto("/publisher/__inspector");
  const machines = inspector.getByRole("navigation", { name: "Machines" });
  await machines.getByRole("button", { name: /^auth/ }).click();
  await expect(inspector.getByTestId("statechart").locator("svg")).toBeVisible();
  const fill = (stateId: string) => inspector.locator(`[data-state="${stateId}"] > rect`);
  const highlighted = "rgb(254, 243, 199)";

  await page.goto("/publisher/login");
  await expect(fill("auth.editing")).toHaveCSS("fill", highlighted);

  // Hold the login call so that the submitting state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/publisher/api/login", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("E-mail or username").fill("demo");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(fill("auth.submitting")).toHaveCSS("fill", highlighted);
  await expect(fill("auth.editing")).not.toHaveCSS("fill", highlighted);
  release();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(inspector.getByRole("row").filter({ hasText: "xstate.done.actor.login" })).toBeVisible();
});
