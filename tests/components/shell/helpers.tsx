/**
 * Helpers of the shell's component tests: the publisher's own interface language set on the server
 * (the session then speaks it, as a publisher who chose it in Settings sees it), the portal's header,
 * and the network's state.
 */
import { act, screen } from "@testing-library/react";
import { expect, vi } from "vitest";
import { DEMO, signInAs } from "../render";

/** Sets demo's (publisher 1001's) interface language on the server before the portal renders. */
export const demoSpeaks = async (language: "ru" | "uk" | "zh") => {
  await signInAs(DEMO);
  const answer = await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ language }),
  });
  if (!answer.ok) throw new Error(`the language change answered ${answer.status}`);
};

/**
 * The portal's header. Testing Library also counts an article's own `<header>` as a banner (a browser
 * does not, inside an article), so it is the first one.
 */
export const portalHeader = () => screen.getAllByRole("banner")[0]!;

/**
 * The browser goes offline (or online again), as `navigator.onLine` and its events tell it
 * (src/ui/connectivity.ts). The mock server still answers: only what the page decides by itself is offline.
 */
export const goOffline = () =>
  act(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
  });
export const goOnline = () =>
  act(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
  });

/** What an action that needs the network is described by offline (src/ui/needs-network.tsx). */
export const NEEDS_NETWORK = "Needs the network: you're offline.";

/** The texts `element` is described by (its `aria-describedby`, in order). */
export const descriptionsOf = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** The action waits for the network: disabled, and described by the reason, which is on the page. */
export const waitsForNetwork = (action: Element) => {
  expect(action.hasAttribute("disabled") || action.getAttribute("aria-disabled") === "true", action.outerHTML).toBe(true);
  expect(descriptionsOf(action), action.outerHTML).toContain(NEEDS_NETWORK);
};
