/**
 * An answer whose address is the login page while the page is elsewhere means the session is
 * gone (spec 01 section 7): the backend redirected a call to the login page and fetch followed.
 * The fetch wrapper turns it into a failure the catalogue maps to `Unauthorized`; nothing navigates.
 */

/** The portal's login page. */
export const LOGIN_PATH = "/publisher/login";

/** Whether a URL path is the login page (a trailing slash allowed). */
export const isLoginPath = (path: string): boolean => path.replace(/\/+$/, "") === LOGIN_PATH;

/** The reason of the `RequestError` a call fails with when its answer was the login page. */
export class LoginRedirect extends Error {
  override readonly name = "LoginRedirect";
  constructor(
    /** Where the answer came from. */
    readonly url: string,
    /** The version header of that answer, if any. */
    readonly version: string | undefined,
  ) {
    super(`The answer came from the login page (${url})`);
  }
}

/**
 * Wraps `fetch` (looked up at call time) so that an answer from the login page rejects with
 * `LoginRedirect`, unless `pagePath()` is itself the login page.
 */
export const detectLoginRedirect =
  (fetch: () => typeof globalThis.fetch, pagePath: () => string | undefined, versionHeader: string): typeof globalThis.fetch =>
  async (input, init) => {
    const response = await fetch()(input, init);
    if (response.url === "" || !isLoginPath(new URL(response.url).pathname) || isLoginPath(pagePath() ?? "")) {
      return response;
    }
    void response.body?.cancel().catch(() => undefined);
    throw new LoginRedirect(response.url, response.headers.get(versionHeader) ?? undefined);
  };
