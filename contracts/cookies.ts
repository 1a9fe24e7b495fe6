/** Cookie names the API and the portal share (plain constants: the portal reads them before loading Effect). */

/** Name of the HttpOnly session cookie (Symfony's default). */
export const SESSION_COOKIE = "PHPSESSID";
/** Cookie set after a successful registration; while it exists the form shows "Registration limit exceeded.". */
export const REGISTRATION_COOKIE = "_registration";
/** Name of the language cookie. */
export const LOCALE_COOKIE = "_locale";
