/**
 * Opt-in for developers who are online: the Stately inspector (@statelyai/inspect) receives every
 * inspection event of every flow, redacted as the journal is (contexts and events: no password, pin,
 * token or API token leaves the page). Turn it on with `localStorage.setItem("publisher-portal.stately", "on")`
 * and reload; it opens stately.ai's inspector in a new window.
 */
import type { AnyEventObject } from "xstate";
import { addInspectionObserver } from "../journal/inspect";
import { redact, redactEvent } from "../journal/redact";

export const startStately = async () => {
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context) as typeof context,
    sanitizeEvent: (event) => redactEvent(event) as AnyEventObject,
  });
  return addInspectionObserver((event) => inspector.inspect.next?.(event));
};
