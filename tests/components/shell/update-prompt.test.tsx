/**
 * "A new version is ready" (issue 36, src/shell/update-prompt.tsx): shown when a new build's service
 * worker has installed and waits, not for a browser's first worker; its button lets the worker take
 * over and reloads once it controls the page (src/app/service-worker.ts).
 */
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchUpdates } from "../../../src/app/service-worker";
import { renderRoute } from "../render";

/** A service worker as far as the portal uses one: its state, its events and its messages. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}

/** A registration whose update check found `worker`, in a container with (or without) a worker controlling the page. */
const browserWith = (controlled: boolean) => {
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker() : null });
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as FakeWorker | null });
  watchUpdates(registration as unknown as ServiceWorkerRegistration, container as unknown as ServiceWorkerContainer);
  const worker = new FakeWorker();
  const updateFound = () =>
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event("updatefound"));
      worker.install();
    });
  return { container, worker, updateFound };
};

const READY = "A new version of the portal is ready.";

describe("the new version prompt", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is not shown for the browser's first worker, which is no new version", async () => {
    await renderRoute("/login");
    const { updateFound } = browserWith(false);
    await updateFound();
    expect(screen.queryByText(READY)).toBeNull();
  });

  it("is shown when a new worker waits; its button lets it take over, and the page reloads once it controls", async () => {
    const { user } = await renderRoute("/login");
    const { container, worker, updateFound } = browserWith(true);
    expect(screen.queryByText(READY)).toBeNull();
    await updateFound();
    // In a polite live region, with its button.
    expect(screen.getByText(READY).closest('[role="status"]')).not.toBeNull();

    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(worker.messages).toEqual([{ type: "SKIP_WAITING" }]);
    // The page reloads when the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    await act(() => container.dispatchEvent(new Event("controllerchange")));
    expect(reload).toHaveBeenCalledTimes(1);
    // The new worker controls: nothing waits any more, and the prompt goes (the next page would not show it).
    expect(screen.queryByText(READY)).toBeNull();
  });
});
