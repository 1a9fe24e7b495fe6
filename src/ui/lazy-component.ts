/**
 * `React.lazy` without its wait: a component whose code loads when it is first rendered (or earlier,
 * with `preload()`), and which renders at once once loaded.
 *
 * React.lazy suspends on its first render even when its module has already arrived, and React holds
 * back what follows a shown Suspense fallback for up to 300 ms (its fallback throttle): a dialog or
 * tab loaded this way opened up to 300 ms after its code was there. Here a loaded component renders
 * without suspending; one still loading suspends (`use`) to the nearest Suspense boundary, and a
 * load that failed throws to the nearest error boundary, as with React.lazy. See
 * docs/decisions/042-no-suspense-throttle.md.
 */
import { type ComponentType, type FunctionComponent, createElement, use, useState } from "react";
import { whenIdle, withoutPreloadLinks } from "./deferred";

/**
 * A promise that React's `use` reads at once when it has fulfilled: it carries the status fields
 * React itself puts on a promise it has seen. A component that renders an already loaded module then
 * does not suspend (`settledComponent`).
 */
export const readableWhenDone = <T>(promise: Promise<T>): Promise<T> => {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    () => undefined,
  );
  return tracked;
};

/**
 * A component that renders the component `current()` brings (a `readableWhenDone` promise): at once,
 * without React's `use`, when it has arrived by the instance's first render; through `use` (suspending
 * while it loads, throwing its failure) for an instance first rendered before that, for its life.
 *
 * Why not `use` always: inside `act` (the component tests wrap each event in a synchronous one) React
 * counts any `use` of a promise, even a fulfilled one, as a suspension: it stops flushing its queue,
 * and the unawaited `act` drops what was left ("A component suspended inside an `act` scope"); a
 * page's next transition (a list's answer, the router's next place) then never rendered. Why not
 * `use` only while loading: React warns when a render that suspended in `use` is retried without it.
 * The choice is the instance's own (its first state), so one instance never does both; an instance
 * whose first render suspended is discarded, and its retry chooses again
 * (docs/decisions/091-a-list-keeps-its-cells.md, amended).
 */
export const settledComponent = <P extends object>(current: () => Promise<ComponentType<P>>): FunctionComponent<P> => {
  const Waiting: FunctionComponent<P> = (props) => createElement(use(current()), props);
  const Settled: FunctionComponent<P> = (props) => {
    const promise = current() as Promise<ComponentType<P>> & { status?: string; value?: ComponentType<P> };
    const [waits] = useState(() => promise.status !== "fulfilled");
    return waits || !promise.value ? createElement(Waiting, props) : createElement(promise.value, props);
  };
  return Settled;
};

export type LazyComponent<T> = T & {
  /** Starts loading the code, and settles once it renders at once (a failure is kept for the render to show). */
  readonly preload: () => Promise<unknown>;
};

/**
 * `load` as for React.lazy: a module (or an object) whose `default` is the component. The code starts
 * loading when the browser is next idle after the module that calls this ran (the page that holds the
 * dialog or tab is showing): a part that first suspends when opened shows its content only after
 * React's fallback throttle, so it should be there before the click.
 *
 * `{ whenIdle: false }` leaves the loading to `preload()` (on the pointer's or the focus's approach)
 * and the first render: for the parts of the header, which every page would otherwise fetch and
 * run after its first paint (the find palette and the chat: 20 KB and a long task on a phone).
 *
 * The idle prefetch adds no preload links (`withoutPreloadLinks`): nobody waits for it; `preload()`
 * and the first render keep them. (A part the page shows unasked is no lazy component: it would
 * suspend whatever the page was doing; see `useDeferredModule`'s `wanted`.)
 */
export const lazyComponent = <T extends ComponentType<never>>(
  load: () => Promise<{ default: T }>,
  { whenIdle: idle = true }: { readonly whenIdle?: boolean } = {},
): LazyComponent<T> => {
  let loading: Promise<T> | undefined;
  let rendered = false;
  const quietly = () => withoutPreloadLinks(load);
  const start = (run: typeof load) => (loading ??= readableWhenDone(run().then((module) => module.default)));
  const rendering = () => {
    rendered = true;
    return start(load);
  };
  const Lazy = settledComponent<never>(rendering);
  // A load that failed before anything rendered the part is tried again by the first render; once
  // rendered, a failure stays (as with React.lazy), or each failed attempt would render another.
  const preload = (run: typeof load) =>
    start(run).catch(() => {
      if (!rendered) loading = undefined;
    });
  if (idle && typeof window !== "undefined") whenIdle(() => preload(quietly));
  // The same props as the loaded component's: Lazy passes them on as they are.
  return Object.assign(Lazy as unknown as T, { preload: () => preload(load) });
};
