/**
 * Sign-in journeys (spec 01 sections 2, 4, 5, 7, 8): login and its retry, logout, remember-me
 * cookie lifetime, forgot password through the mailbox to the dashboard, the 2-hour limit, the
 * validation table, e-mail change confirmation, and the forms in every language.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { SESSION_COOKIE } from "../contracts/cookies";
import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

/** A feature's messages in a language, as a lookup that fails on a missing key. */
const catalogue = (locale: string, feature: string) => {
  const messages = JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}/${feature}.json`, import.meta.url), "utf8")) as Record<
    string,
    string
  >;
  const t = (key: string): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`${locale}/${feature}.json has no ${key}`);
    return message;
  };
  return Object.assign(t, { keys: Object.keys(messages) });
};
const en = catalogue("en", "auth");

const RESET_SENT = "We have sent you an e-mail with a link to reset your password. Only one request is allowed per 2 hours.";
const RESET_LIMIT = "A password reset e-mail was already sent. Only one request is allowed per 2 hours.";
const GENERIC = "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.";

const mailbox = async (page: Page, to: string) => {
  const response = await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ kind: string; token?: string; link?: string }> }).messages;
};

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);

const axeProblems = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

const login = {
  username: (page: Page) => page.getByLabel("E-mail or username"),
  password: (page: Page) => page.getByRole("textbox", { name: "Password", exact: true }),
  rememberMe: (page: Page) => page.getByRole("checkbox", { name: "Remember me" }),
  submit: (page: Page) => page.getByRole("button", { name: "Sign in" }),
};

const signInThroughForm = async (page: Page, { username, password }: { username: string; password: string }, rememberMe = true) => {
  await page.goto("/publisher/login");
  await login.username(page).fill(username);
  await login.password(page).fill(password);
  if (!rememberMe) await login.rememberMe(page).click();
  await login.submit(page).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
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

  test("each validation message shows at submit, and no request is made", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/login") && calls.push(r.url()));
    await page.goto("/publisher/login");
    await login.submit(page).click();
    await expect(page.getByText("Field is required")).toHaveCount(2);
    await expect(login.username(page)).toBeFocused();
    await expect(login.username(page)).toHaveAttribute("aria-invalid", "true");

    await login.username(page).fill("   ");
    await login.password(page).fill("anything");
    await login.submit(page).click();
    await expect(page.getByText("Field should not be blank")).toBeVisible();
    await expect(page.getByText("Field is required")).toHaveCount(0);
    expect(await axeProblems(page)).toEqual([]);
    expect(calls).toEqual([]);
  });

  test("a failed login shows the server's text above the form, keeps the input, and the retry succeeds", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    await page.goto("/publisher/login");
    await login.username(page).fill(DEMO.username);
    await login.password(page).fill("Wrong-pass-9");
    await login.submit(page).click();

    const alert = page.getByRole("alert").filter({ hasText: "Invalid credentials." });
    await expect(alert).toBeVisible();
    // Above the form: the alert comes before the first field.
    const [alertBox, fieldBox] = [await alert.boundingBox(), await login.username(page).boundingBox()];
    expect(alertBox!.y).toBeLessThan(fieldBox!.y);
    await expect(login.username(page)).toHaveValue(DEMO.username);
    await expect(login.password(page)).toHaveValue("Wrong-pass-9");
    await expect(login.submit(page)).toBeEnabled();

    await login.password(page).fill(DEMO.password);
    await login.submit(page).click();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // Passwords reach neither the console nor the journal (which keeps the flow's events, redacted).
    expect(logged.filter((line) => line.includes("Wrong-pass-9") || line.includes(DEMO.password))).toEqual([]);
    const journal = await page.evaluate(() => localStorage.getItem("publisher-portal.journal") ?? "");
    expect(journal).toContain("field.change");
    expect(journal).not.toContain("Wrong-pass-9");
    expect(journal).not.toContain(DEMO.password);
    // The dashboard replaced the login page in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/publisher\/login/);
  });

  test("one submit at a time: a second submit while the first is in flight is ignored", async ({ page }) => {
    let calls = 0;
    // The first login is held until the second submit has been tried: in flight for as long as the test needs.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/publisher/api/login", async (route) => {
      calls++;
      await released;
      await route.continue();
    });
    await page.goto("/publisher/login");
    await login.username(page).fill(DEMO.username);
    await login.password(page).fill(DEMO.password);
    await login.password(page).press("Enter");
    await expect(login.submit(page)).toBeDisabled();
    await expect.poll(() => calls).toBe(1);
    await login.password(page).press("Enter");
    release();
    await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    expect(calls).toBe(1);
  });

  test("other failures show above the form too: the generic text, or the server's description", async ({ page, allowErrors }) => {
    allowErrors(/^response 50[03] POST \/publisher\/api\/login$/);
    await page.request.post("/__mock/faults", { data: { route: "auth.login", status: 500, body: {}, times: 1 } });
    await page.goto("/publisher/login");
    await login.username(page).fill(DEMO.username);
    await login.password(page).fill(DEMO.password);
    await login.submit(page).click();
    await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();

    await page.request.post("/__mock/faults", { data: { route: "auth.login", status: 503, times: 1 } });
    await login.submit(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Injected fault: 503" })).toBeVisible();
    await expect(login.password(page)).toHaveValue(DEMO.password);
  });

  test("Remember me keeps the session cookie for 30 days; unchecked it is a browser-session cookie", async ({ page }) => {
    await signInThroughForm(page, DEMO);
    const remembered = await sessionCookie(page);
    expect(remembered?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    await page.context().clearCookies();
    await signInThroughForm(page, DEMO, false);
    const session = await sessionCookie(page);
    expect(session).toBeDefined();
    expect(session!.expires).toBe(-1);
  });
});

test("log out: the cookie is gone and the current publisher answers 401", async ({ page }) => {
  await signInThroughForm(page, DEMO);
  expect(await sessionCookie(page)).toBeDefined();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await expect(login.username(page)).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  expect((await page.request.get("/publisher/api/publishers/current")).status()).toBe(401);
});

test.describe("forgot password", () => {
  const email = (page: Page) => page.getByRole("textbox", { name: "E-mail", exact: true });
  const submit = (page: Page) => page.getByRole("button", { name: "Reset password" });

  test("forgot password → mailbox → new password → dashboard; the new password signs in", async ({ page }) => {
    await page.goto("/publisher/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password?", level: 1 })).toBeVisible();
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

  test("Back returns to login", async ({ page }) => {
    await page.goto("/publisher/reset_password");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/publisher\/login$/);
  });

  test("each validation message shows at submit", async ({ page }) => {
    await page.goto("/publisher/reset_password");
    await submit(page).click();
    await expect(page.getByText("Field is required")).toBeVisible();
    await email(page).fill("   ");
    await submit(page).click();
    await expect(page.getByText("Field should not be blank")).toBeVisible();
    await email(page).fill("not-an-email");
    await submit(page).click();
    await expect(page.getByText("Please input valid email")).toBeVisible();
    await expect(email(page)).toHaveValue("not-an-email");
    expect(await axeProblems(page)).toEqual([]);
  });

  test("a second request within 2 hours is refused with the server's message; the form keeps the address", async ({ page }) => {
    await page.goto("/publisher/reset_password");
    await email(page).fill("demo@example.com");
    await submit(page).click();
    await expect(page.getByText(RESET_SENT)).toBeVisible();

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await email(page).fill("demo@example.com");
    await submit(page).click();
    await expect(page.getByRole("alert").filter({ hasText: RESET_LIMIT })).toBeVisible();
    await expect(email(page)).toHaveValue("demo@example.com");

    // After 2 hours the next request is accepted.
    await page.request.post("/__mock/clock", { data: { advance: "PT2H1M" } });
    await submit(page).click();
    await expect(page.getByText(RESET_SENT)).toBeVisible();
  });
});

test.describe("reset confirmation", () => {
  const newPassword = (page: Page) => page.getByRole("textbox", { name: "New password", exact: true });
  const repeat = (page: Page) => page.getByLabel("Repeat new password");
  const save = (page: Page) => page.getByRole("button", { name: "Save password" });

  const resetLink = async (page: Page) => {
    await page.request.post("/publisher/api/reset_password/send_email", { data: { email: "demo@example.com" } });
    return (await mailbox(page, "demo@example.com")).find((m) => m.kind === "password_reset")!.link!;
  };

  test("each validation message shows at submit", async ({ page }) => {
    await page.goto("/publisher/reset_password/confirm/some-token");
    await save(page).click();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Repeat password is required")).toBeVisible();
    await expect(newPassword(page)).toBeFocused();

    await newPassword(page).fill("   ");
    await repeat(page).fill("   ");
    await save(page).click();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Repeat password is required")).toHaveCount(0);

    await newPassword(page).fill("Fresh-pass-42");
    await repeat(page).fill("Fresh-pass-43");
    await save(page).click();
    await expect(page.getByText("Passwords are not equal")).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toHaveCount(0);
  });

  test("an expired link shows the server's text above the form", async ({ page }) => {
    const link = await resetLink(page);
    await page.request.post("/__mock/clock", { data: { advance: "PT25H" } });
    await page.goto(link);
    await newPassword(page).fill("Fresh-pass-42");
    await repeat(page).fill("Fresh-pass-42");
    await save(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "The password reset link is invalid or has expired." })).toBeVisible();
    await expect(newPassword(page)).toHaveValue("Fresh-pass-42");
    await page.getByRole("link", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/\/publisher\/login$/);
  });
});

test.describe("e-mail change confirmation", () => {
  test("the link from the mailbox confirms the new address, opens settings and shows Email updated", async ({ page }) => {
    await signIn(page);
    const patch = await page.request.patch("/publisher/api/publishers/1001", {
      headers: { "content-type": "application/merge-patch+json" },
      data: JSON.stringify({ email: "demo.new@example.com" }),
    });
    expect(patch.ok()).toBe(true);
    const [message] = (await mailbox(page, "demo.new@example.com")).filter((m) => m.kind === "email_change");
    expect(message?.link).toMatch(/^\/publisher\/email_update\/confirm\//);

    await page.goto(message!.link!);
    await expect(page).toHaveURL(/\/publisher\/settings$/);
    await expect(page.getByRole("status").filter({ hasText: "Email updated" })).toBeVisible();
    const current = (await (await page.request.get("/publisher/api/publishers/current")).json()) as { email: string };
    expect(current.email).toBe("demo.new@example.com");
  });

  test("an invalid link shows the server's text and a link to login", async ({ page }) => {
    await page.goto("/publisher/email_update/confirm/not-a-token");
    await expect(page.getByRole("alert").filter({ hasText: "The e-mail confirmation link is invalid or has expired." })).toBeVisible();
    await page.getByRole("link", { name: "Go to the login page" }).click();
    await expect(page).toHaveURL(/\/publisher\/login$/);
  });
});

for (const locale of ["ru", "uk", "zh"] as const) {
  test(`the login and forgot-password forms are fully translated in ${locale}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "_locale", value: locale, url: `${baseURL}/publisher/` }]);
    await page.goto("/publisher/login");
    const m = catalogue(locale, "auth");
    const pages = catalogue(locale, "pages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages("page.login"));
    await expect(page.getByText(m("auth.login.subtitle"))).toBeVisible();
    await expect(page.getByLabel(m("auth.login.username"))).toBeVisible();
    await expect(page.getByRole("textbox", { name: m("auth.login.password"), exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: m("auth.login.rememberMe") })).toBeChecked();
    await expect(page.getByRole("link", { name: m("auth.login.forgotPassword") })).toBeVisible();
    await expect(page.getByRole("link", { name: m("auth.login.signUp") })).toBeVisible();
    await expect(page.getByRole("button", { name: m("auth.login.submit") })).toBeVisible();
    await page.getByRole("button", { name: m("auth.login.submit") }).click();
    await expect(page.getByText(m("auth.validation.required"))).toHaveCount(2);
    for (const key of en.keys) {
      if (key.startsWith("auth.login.") || key === "auth.validation.required") {
        await expect(page.getByText(en(key), { exact: true })).toHaveCount(0);
      }
    }

    await page.getByRole("link", { name: m("auth.login.forgotPassword") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages("page.resetPassword"));
    await expect(page.getByText(m("auth.reset.intro"))).toBeVisible();
    await expect(page.getByRole("button", { name: m("auth.reset.back") })).toBeVisible();
    await page.getByLabel(m("auth.reset.email")).fill("not-an-email");
    await page.getByRole("button", { name: m("auth.reset.submit") }).click();
    await expect(page.getByText(m("auth.validation.email"))).toBeVisible();
    await page.getByLabel(m("auth.reset.email")).fill("newbie@example.com");
    await page.getByRole("button", { name: m("auth.reset.submit") }).click();
    await expect(page.getByText(m("auth.reset.sent"))).toBeVisible();
    for (const key of [
      "auth.reset.intro",
      "auth.reset.email",
      "auth.reset.back",
      "auth.reset.submit",
      "auth.reset.sent",
      "auth.validation.email",
    ] as const) {
      await expect(page.getByText(en(key), { exact: true })).toHaveCount(0);
    }
  });
}
