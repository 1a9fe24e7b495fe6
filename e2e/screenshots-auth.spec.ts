/**
 * The sign-in screens at the spec's breakpoints: login (empty, validation errors, server error), forgot
 * password (form, notice), reset; nothing overflows. With `npm run pictures`, in light and dark, kept for a look.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PICTURE_SCHEMES, expectNoOverflow, picture } from "./pictures";

const SIZES = [
  [1440, 900],
  [1023, 768],
  [767, 1024],
] as const;

/** A full-page picture (with `npm run pictures`), nothing overflowing sideways either way. */
const shot = async (page: Page, name: string, width: number, scheme: string) => {
  await expectNoOverflow(page, name);
  await picture(page, `${name}-${width}-${scheme}`, { fullPage: true });
};

for (const scheme of PICTURE_SCHEMES) {
  for (const [width, height] of SIZES) {
    test(`sign-in screens ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });

      await page.goto("/publisher/login");
      await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
      await shot(page, "login", width, scheme);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Field is required")).toHaveCount(2);
      await shot(page, "login-invalid", width, scheme);
      await page.getByLabel("E-mail or username").fill("demo");
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("Wrong-pass-9");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials." })).toBeVisible();
      await page.getByRole("button", { name: "Sign in" }).blur();
      await shot(page, "login-refused", width, scheme);

      await page.goto("/publisher/reset_password");
      await expect(page.getByRole("heading", { name: "Forgot password?", level: 1 })).toBeVisible();
      await shot(page, "forgot", width, scheme);
      await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("demo@example.com");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByRole("status").filter({ hasText: "We have sent you an e-mail" })).toBeVisible();
      await shot(page, "forgot-sent", width, scheme);

      await page.goto("/publisher/reset_password/confirm/some-token");
      await expect(page.getByRole("heading", { name: "Set a new password", level: 1 })).toBeVisible();
      await shot(page, "reset", width, scheme);
      await page.getByRole("button", { name: "Save password" }).click();
      await expect(page.getByText("Repeat password is required")).toBeVisible();
      await shot(page, "reset-invalid", width, scheme);
    });
  }
}
