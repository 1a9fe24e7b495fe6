import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("the built portal loads under /publisher without console errors", async ({ page }) => {
  await signIn(page);
  const response = await page.goto("/publisher/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  expect(response?.headers()["x-app-version"]).toBeTruthy();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("a guest's login page loads without console errors", async ({ page }) => {
  await page.goto("/publisher/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("hashed assets are cached for a year", async ({ page, request }) => {
  await page.goto("/publisher/login");
  const script = await page.locator("script[type=module]").first().getAttribute("src");
  expect(script).toMatch(/^\/publisher\/assets\/.+\.js$/);
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
