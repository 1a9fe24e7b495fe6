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
import { type ComponentType, type FunctionComponent, createElement, use } from "react";

export type LazyComponent<T> = T & {
  /** Starts loading the code (a failure is kept for the render to show). */
  readonly preload: () => void;
};

/** `load` as for React.lazy: a module (or an object) whose `default` is the component. */
export const lazyComponent = <T extends ComponentType<never>>(load: () => Promise<{ default: T }>): LazyComponent<T> => {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module.default)));
  const Lazy: FunctionComponent<object> = (props) => createElement(loaded ?? use(start()), props as never);
  // The same props as the loaded component's: Lazy passes them on as they are.
  return Object.assign(Lazy as unknown as T, { preload: () => void start().catch(() => undefined) });
};
