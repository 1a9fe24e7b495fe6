/** The registration cookie (not HttpOnly): while it exists the form is replaced by the limit note. */
import { REGISTRATION_COOKIE } from "../../../contracts/cookies";

export const hasRegistrationCookie = (cookies: string = typeof document === "undefined" ? "" : document.cookie): boolean =>
  cookies.split(";").some((part) => part.trim().startsWith(`${REGISTRATION_COOKIE}=`));
