/** Playwright fixtures: every test starts from the seeded mock state; `consoleErrors` collects the page's errors. */
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ resetMock: void; consoleErrors: string[] }>({
  resetMock: [
    async ({ request }, use) => {
      await request.post("/__mock/reset");
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
