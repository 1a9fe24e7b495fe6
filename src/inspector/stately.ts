/**
 * Opt-in for developers who are online: the Stately inspector (@statelyai/inspect) receives every
 * inspection event of every flow. Turn it on with `localStorage.setItem("publisher-portal.stately", "on")`
 * and reload; it opens stately.ai's inspector in a new window.
 */
import { addInspectionObserver } from "../journal/inspect";

export const startStately = async () => {
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector();
  return addInspectionObserver((event) => inspector.inspect.next?.(event));
};
