/**
 * The shared error handler (spec 01 section 8): a 401 sends the browser to login; 422 violations
 * that no form field took are shown as a notification; other errors show the server's text or
 * the generic one; cancelled requests, and calls of a capability the backend lacks (decision 085),
 * are ignored.
 */
import type { ApiError } from "../api";
import { GENERIC_ERROR_MESSAGE, isTag } from "../api/catalogue";

/** Whether `u` is an error of the catalogue (checked by tag: this module must not load Effect). */
const isApiError = (u: unknown): u is ApiError => isTag(u);
import { unexpectedErrorId } from "../ui/connectivity";
import { toasts } from "./toasts";

export interface ErrorHandlerDeps {
  /** Sends the browser to the login page. */
  readonly toLogin: () => void;
  /** The page the router shows: its path and query under the basename (`/settings?tab=profile`). */
  readonly here?: () => string;
}

let deps: ErrorHandlerDeps = { toLogin: () => window.location.assign("/publisher/login") };

/** The page shown (path and query under the basename): the router's, or the address bar's before it is there. */
export const currentPlace = (): string => {
  if (deps.here) return deps.here();
  const { pathname = "/", search = "" } = globalThis.location ?? {};
  return `${pathname.replace(/^\/publisher(?=\/|$)/, "")}${search}`;
};

export const configureErrorHandler = (next: ErrorHandlerDeps) => {
  deps = next;
};

/** Whether the browser was sent to the login page and is not there yet. */
let leaving = false;

/** Sends the browser to the login page (the session flow's `toLogin`). */
export const navigateToLogin = (): void => {
  leaving = true;
  deps.toLogin();
};

/**
 * Whether the browser is on its way to the login page (a 401 came, the login page has not shown
 * yet): the signed-in layout then does not ask for the publisher again. A 401 can arrive before the
 * router is there, and the page then goes to login by a full load, while the layout still mounts.
 */
export const onTheWayToLogin = (): boolean => leaving;

/** The login page (or another public page) is showing: a later visit to the signed-in area asks again. */
export const arrivedAtPublicPage = (): void => {
  leaving = false;
};

/** Handles an error a flow could not handle itself. `unhandledViolations` are those no field showed. */
export const handleError = (error: unknown, unhandledViolations?: ReadonlyArray<{ propertyPath: string; message: string }>): void => {
  if (!isApiError(error)) {
    toasts.show({ tone: "error", messageId: "error.unexpected" });
    return;
  }
  // Request errors were reported by the request observer already (see system.ts).
  const apiError = error as ApiError;
  switch (apiError._tag) {
    case "Cancelled":
    case "CapabilityAbsent":
      return;
    case "Unauthorized":
      deps.toLogin();
      return;
    case "ValidationFailed": {
      const list = unhandledViolations ?? apiError.violations;
      for (const v of list) toasts.show({ tone: "error", text: v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message });
      if (list.length === 0 && !unhandledViolations) toasts.show({ tone: "error", text: apiError.message });
      return;
    }
    default:
      if (!apiError.message || apiError.message === GENERIC_ERROR_MESSAGE) toasts.show({ tone: "error", messageId: unexpectedErrorId() });
      else toasts.show({ tone: "error", text: apiError.message });
  }
};
