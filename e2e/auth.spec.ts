/**
 * Sign-in journeys (spec 01 sections 2, 4, 5, 7, 8): the pre-rendered login page with axe, no third
 * party, remember-me cookie lifetime and logout, forgot password through the mailbox to the dashboard.
 * The forms' behaviours (validation tables, the server's answers, kept input, one submit at a time,
 * the 2-hour limit, the confirmation links, every language) are component tests in
 * tests/components/forms/auth/ (issue 33).
 */
import type { Page } from "@playwright/test";
import { SESSION_COOKIE } from "../contracts/cookies";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./axe";
import { DEMO, mailbox, signInThroughForm } from "./helpers";

const RESET_SENT = "We have sent you an e-mail with a link to reset your password. Only one request is allowed per 2 hours.";

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);

const axeProblems = (page: Page) => seriousViolations(page, { include: ["main"] });

const login = {
  username: (page: Page) => page.getByLabel("E-mail or username"),
  password: (page: Page) => page.getByRole("textbox", { name: "Password", exact: true }),
  rememberMe: (page: Page) => page.getByRole("checkbox", { name: "Remember me" }),
  submit: (page: Page) => page.getByRole("button", { name: "Sign in" }),
};

test.describe("login", () => {
  test("shows the fields, Remember me checked, the links; axe finds nothing serious", async ({ page }) => {
    await page.goto("/publisher/login");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await expect(login.username(page)).toBeVisible();
    await expect(login.password(page)).toBeVisible();
    await expect(login.rememberMe(page)).toBeChecked();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/publisher\/reset_password$/);
    await page.goBack();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/publisher\/register$/);
    await page.goBack();
    await expect(login.username(page)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    // With its validation messages too (the messages themselves: tests/components/forms/auth/login.test.tsx).
    await login.submit(page).click();
    await expect(page.getByText("Field is required")).toHaveCount(2);
    expect(await axeProblems(page)).toEqual([]);
  });

  test("signing in calls no third party (the fingerprint library sends no usage beacon)", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (r) => new URL(r.url()).hostname !== "127.0.0.1" && foreign.push(r.url()));
    // FingerprintJS samples its beacon (Math.random() < 0.001): make every draw a hit.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await signInThroughForm(page, { username: "demo", password: "Demo-pass-1" });
    expect(foreign).toEqual([]);
  });

  test("Remember me keeps the session cookie for 30 days; unchecked it is a browser-session cookie; log out removes it", async ({
    page,
  }) => {
    // Unchecked first, in a fresh tab: its history holds no page of an earlier session to go back to.
    await signInThroughForm(page, DEMO, false);
    const session = await sessionCookie(page);
    expect(session).toBeDefined();
    expect(session!.expires).toBe(-1);
    // The dashboard replaced the login page in the history: back leaves the portal for the empty tab.
    await page.goBack();
    await expect(page).toHaveURL("about:blank");

    await page.context().clearCookies();
    await signInThroughForm(page, DEMO);
    const remembered = await sessionCookie(page);
    expect(remembered?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // Log out: the cookie is gone and the current publisher answers 401.
    await page.goto("/publisher/dashboard");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/publisher\/login$/);
    await expect(login.username(page)).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    expect((await page.request.get("/publisher/api/publishers/current")).status()).toBe(401);
  });
});

test.describe("forgot password", () => {
  const email = (page: Page) => page.getByRole("textbox", { name: "E-mail", exact: true });
  const submit = (page: Page) => page.getByRole("button", { name: "Reset password" });

  test("forgot password → mailbox → new password → dashboard; the new password signs in", async ({ page }) => {
    await page.goto("/publisher/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password?", level: 1 })).toBeVisible();
    // Its validation message passes axe (the messages themselves: tests/components/forms/auth/reset-password.test.tsx).
    await email(page).fill("not-an-email");
    await submit(page).click();
    await expect(page.getByText("Please input valid email")).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await email(page).fill("demo@example.com");
    await submit(page).click();

    await expect(page.getByRole("status").filter({ hasText: RESET_SENT })).toBeVisible();
    await expect(email(page)).toHaveCount(0);
    expect(await axeProblems(page)).toEqual([]);

    const [message] = (await mailbox(page, "demo@example.com")).filter((m) => m.kind === "password_reset");
    expect(message?.link).toMatch(/^\/publisher\/reset_password\/confirm\//);
    await page.goto(message!.link!);
    await expect(page.getByRole("heading", { name: "Set a new password", level: 1 })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("Fresh-pass-42");
    await page.getByLabel("Repeat new password").fill("Fresh-pass-42");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect((await page.request.get("/publisher/api/publishers/current")).status()).toBe(200);

    const again = await page.request.post("/publisher/api/login", {
      data: { username: "demo", password: "Fresh-pass-42", _remember_me: false },
    });
    expect(again.status()).toBe(200);
  });
});
