/**
 * An answer that came from the login page while the page is elsewhere: the session is gone (spec 01
 * section 7; src/api/login-redirect.ts). The contract and model tests reach it only through the mock
 * server's one redirect; the page's own address, a trailing slash and what the failure carries are
 * checked here.
 */
import { describe, expect, it } from "vitest";
import { LOGIN_PATH, LoginRedirect, detectLoginRedirect, isLoginPath } from "../../src/api/login-redirect";

const answer = (url: string, version?: string) =>
  ({ url, headers: new Headers(version === undefined ? {} : { "X-App-Version": version }), body: null }) as Response;

const wrapped = (response: Response, page: string | undefined) =>
  detectLoginRedirect(
    () => async () => response,
    () => page,
    "X-App-Version",
  )("/publisher/api/publishers/current");

describe("the login page's address", () => {
  it("is the portal's login path, a trailing slash allowed", () => {
    expect(LOGIN_PATH).toBe("/publisher/login");
    expect(isLoginPath("/publisher/login")).toBe(true);
    expect(isLoginPath("/publisher/login/")).toBe(true);
    expect(isLoginPath("/publisher/login//")).toBe(true);
    expect(isLoginPath("/publisher/loginx")).toBe(false);
    expect(isLoginPath("/publisher")).toBe(false);
  });
});

describe("an answer from the login page", () => {
  it("fails the call while the page is elsewhere, or has no address yet, naming where it came from and its version", async () => {
    for (const page of ["/publisher/dashboard", undefined]) {
      const failure = await wrapped(answer("https://portal.example/publisher/login/", "2.3.0"), page).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(LoginRedirect);
      expect(failure).toMatchObject({
        name: "LoginRedirect",
        url: "https://portal.example/publisher/login/",
        version: "2.3.0",
        message: "The answer came from the login page (https://portal.example/publisher/login/)",
      });
    }
    await expect(wrapped(answer("https://portal.example/publisher/login"), "/")).rejects.toMatchObject({ version: undefined });
  });

  it("is the answer itself on the login page, and any other answer always is", async () => {
    const fromLogin = answer("https://portal.example/publisher/login");
    await expect(wrapped(fromLogin, "/publisher/login/")).resolves.toBe(fromLogin);
    const other = answer("https://portal.example/publisher/api/publishers/current");
    await expect(wrapped(other, "/publisher/dashboard")).resolves.toBe(other);
    const unknown = answer("");
    await expect(wrapped(unknown, "/publisher/dashboard")).resolves.toBe(unknown);
  });
});
