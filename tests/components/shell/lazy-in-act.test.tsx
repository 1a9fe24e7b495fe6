/**
 * A lazily loaded part that has its code renders without React's `use`. Inside `act` (Testing Library
 * wraps each event in a synchronous one) React counts any `use` of a promise, even a fulfilled one, as
 * a suspension (`didUsePromise`): it stops flushing its queue there, and the unawaited `act` drops
 * what was left, with "A component suspended inside an `act` scope". A page's later transition (a
 * list's answer, the router's next place) then never rendered: the postbacks' page size, 3 busy runs
 * in 34 (docs/decisions/091-a-list-keeps-its-cells.md, amended).
 */
import { act } from "@testing-library/react";
import * as React from "react";
import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { lazyComponent } from "../../../src/ui/lazy-component";

/** React's own flag that `act` reads after each task of its queue. */
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { didUsePromise: boolean } })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** Rendered after the part, in the same task: what React's flag says once the part has rendered. */
const seen: boolean[] = [];
const Probe = () => {
  seen.push(internals.didUsePromise);
  return null;
};

const host = document.createElement("div");
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

test("a part whose code has arrived renders inside act without counting as a suspension", async () => {
  const Part = lazyComponent(() => Promise.resolve({ default: ({ n }: { n: number }) => <p>The part {n}</p> }), { whenIdle: false });
  Part.preload();
  // Its code arrives (the idle prefetch's, in the portal): the import has settled by the next task.
  await new Promise((settled) => setTimeout(settled, 0));
  for (const n of [1, 2]) {
    act(() =>
      root.render(
        <>
          <Part n={n} />
          <Probe />
        </>,
      ),
    );
    expect(host.textContent).toBe(`The part ${n}`);
  }
  expect(seen).toEqual([false, false]);
});

test("a part still loading suspends, then renders once its code is there, without a warning from React", async () => {
  let arrive: (module: { default: () => React.ReactElement }) => void = () => undefined;
  const Part = lazyComponent(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (arrive = resolve)), {
    whenIdle: false,
  });
  const errors = vi.spyOn(console, "error");
  const show = () =>
    act(async () =>
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>,
      ),
    );
  await show();
  expect(host.textContent).toBe("Loading");
  await act(async () => arrive({ default: () => <p>The part</p> }));
  expect(host.textContent).toBe("The part");
  // The instance that suspended was never kept: its retry found the code there and rendered it
  // without `use`, and renders it so again, with no word from React.
  await show();
  expect(host.textContent).toBe("The part");
  expect(errors.mock.calls).toEqual([]);
});
