/**
 * What a page knows of an optional capability (docs/decisions/085-optional-capabilities.md): whether
 * the backend has the contract group that carries it, as its answers said (src/api/capabilities.ts).
 * A page shows the capability's entry point (a tab, a button, a menu item) only once it is `present`;
 * while `unknown` it may send the group's first call itself (`probe`), whose answer decides. An absent
 * capability shows nothing: its calls fail with `CapabilityAbsent`, which no handler shows.
 */
import { type Effect, Either } from "effect";
import { startTransition, useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from "react";
import { type ApiError, Capabilities, type CapabilityState, type PublisherServices, runApi, withApi } from "../api";
import type { GroupName } from "../api/groups";
import { whenIdle } from "../ui/deferred";
import { useSystem } from "./react";

const useRegistry = () => {
  const { api } = useSystem();
  return useMemo(() => api.runSync(Capabilities), [api]);
};

/** What a page knows of a capability: the registry's word, or `undecided` once its probe answered without deciding (a 5xx, no answer). */
export type PageCapability = CapabilityState | "undecided";

/**
 * What is known of `group`'s capability, re-rendered when an answer decides it. With `probe` (the
 * group's first call, a list: an endpoint whose 404 would mean the group is missing), a page that
 * finds it unknown sends that call; its answer is recorded by the client itself and dropped here, but
 * for one that decided nothing (`undecided`: the page may then show the entry point, whose own call
 * shows that failure with its Retry, and decides).
 *
 * Off the page's first load (decision 089, amended): the probe waits until the browser is idle
 * (`whenIdle`, at the latest 2 s) unless `now` says the page waits for the answer (a link that asked
 * for the capability's tab), and the decision re-renders the page in a transition, which React
 * renders in slices, not as one long task (a store's update through useSyncExternalStore cannot be
 * sliced). The state is the registry's, read again after subscribing, so no change between the
 * render and the subscription is missed.
 */
export const useCapability = (
  group: GroupName,
  probe?: (api: PublisherServices) => Effect.Effect<unknown, ApiError>,
  { now = false }: { readonly now?: boolean } = {},
): PageCapability => {
  const { api } = useSystem();
  const registry = useRegistry();
  const [state, setState] = useState(() => registry.state(group));
  useEffect(() => {
    const update = () => startTransition(() => setState(registry.state(group)));
    const unsubscribe = registry.subscribe(update);
    update();
    return unsubscribe;
  }, [registry, group]);
  const [undecided, setUndecided] = useState(false);
  const ask = useEffectEvent((signal: AbortSignal) => {
    if (!probe) return;
    void runApi(api, withApi(probe), signal).then((result) => {
      if (!signal.aborted && Either.isLeft(result) && registry.state(group) === "unknown") setUndecided(true);
    });
  });
  useEffect(() => {
    if (state !== "unknown") return;
    const controller = new AbortController();
    const cancel = now ? (ask(controller.signal), undefined) : whenIdle(() => ask(controller.signal));
    return () => {
      cancel?.();
      controller.abort();
    };
  }, [state, group, now]);
  return state === "unknown" && undecided ? "undecided" : state;
};

/** What is known of every capability so far (re-rendered on each change): for what offers entries of many. */
export const useKnownCapabilities = (): Readonly<Record<string, Exclude<CapabilityState, "unknown">>> => {
  const registry = useRegistry();
  return useSyncExternalStore(registry.subscribe, registry.known);
};
