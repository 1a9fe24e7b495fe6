/**
 * A journey's journal, exported with "Download diagnostics", replays to the same flow snapshots
 * without a network. With RECORD_JOURNALS=1 the export is kept as a fixture that vitest replays too.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { MACHINES_BY_ID } from "../machines/registry";
import { redact } from "../src/journal/redact";
import { type DiagnosticsLike, replayDiagnostics } from "../src/journal/replay";
import { expect, test } from "./fixtures";

test("login (failed, then successful) and a language change replay to the same snapshots", async ({ page }) => {
  await page.goto("/publisher/login");
  await page.getByLabel("E-mail or username").fill("demo");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid credentials.")).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Language/ })
    .click();
  await page.getByRole("menuitem", { name: /Українська/ }).click();
  await expect(page.getByRole("heading", { name: "Дашборд" })).toBeVisible();

  await page.getByRole("button", { name: "Меню користувача" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Завантажити діагностику" }).click();
  const download = await downloading;
  const diagnostics = JSON.parse(readFileSync((await download.path())!, "utf8")) as DiagnosticsLike & { format: string };
  expect(diagnostics.format).toBe("publisher-portal.diagnostics/1");

  const text = JSON.stringify(diagnostics);
  for (const secret of ["Demo-pass-1", "wrong-password"]) expect(text).not.toContain(secret);

  const results = replayDiagnostics(diagnostics, MACHINES_BY_ID, redact);
  expect(results.map((r) => r.machine).sort()).toEqual(expect.arrayContaining(["auth", "languageChange", "session"]));
  for (const r of results) expect(r.replayed, `${r.actor} (${r.machine})`).toEqual(r.recorded);

  if (process.env.RECORD_JOURNALS === "1")
    writeFileSync("tests/fixtures/journals/login-and-language.json", `${JSON.stringify(diagnostics, null, 2)}\n`);
});
