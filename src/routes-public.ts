/** Paths where the current publisher is not loaded (spec 01 section 6): login and registration-type pages. */
export const isPublicPath = (pathname: string): boolean =>
  /^\/publisher\/(login|logout|register|reset_password|email_update)(\/|$)/.test(pathname);
