/**
 * A statechart as plain data, read from an XState machine: nested states, the initial state of each
 * compound state, invoked actors, and transitions with their event, guard and actions. The
 * inspector draws it; `npm run flows` writes it as SVG.
 */
import type { AnyStateMachine } from "xstate";

export interface ChartState {
  readonly id: string;
  readonly key: string;
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history";
  readonly initial: string | undefined;
  readonly invokes: ReadonlyArray<string>;
  readonly entry: ReadonlyArray<string>;
  readonly children: ReadonlyArray<ChartState>;
}

export interface ChartTransition {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The event name; "always" for eventless transitions; done/error events shortened to "done: x" / "error: x". */
  readonly event: string;
  readonly guard: string | undefined;
  readonly actions: ReadonlyArray<string>;
}

export interface Chart {
  readonly name: string;
  readonly root: ChartState;
  readonly transitions: ReadonlyArray<ChartTransition>;
}

type Node = AnyStateMachine["root"];
/** The name of an action or guard reference: a string, `{ type }`, or a function. */
const nameOf = (item: unknown): string | undefined => {
  if (item === undefined || item === null) return undefined;
  if (typeof item === "string") return item;
  if (typeof item === "function") return (item as { name?: string }).name || "inline";
  const { type, name } = item as { type?: unknown; name?: unknown };
  if (typeof type === "string") return type.startsWith("xstate.") ? undefined : type;
  return typeof name === "string" ? name : undefined;
};

/** "xstate.done.actor.login" → "done: login"; other events as they are. */
export const eventLabel = (eventType: string): string => {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  return eventType === "" ? "always" : eventType;
};

const stateOf = (node: Node): ChartState => ({
  id: node.id,
  key: node.key,
  type: node.type,
  initial: node.initial?.target?.[0]?.id,
  invokes: node.invoke.map((i: { id: string; src: unknown }) => (typeof i.src === "string" ? i.src : i.id)),
  entry: (node.entry as ReadonlyArray<unknown>).map(nameOf).filter((n): n is string => Boolean(n)),
  children: Object.values(node.states as Record<string, Node>).map(stateOf),
});

/** Reads a machine into a chart. */
export const chartOf = (name: string, machine: AnyStateMachine): Chart => {
  const transitions: ChartTransition[] = [];
  const visit = (node: Node) => {
    const add = (
      eventType: string,
      list: ReadonlyArray<{ target?: ReadonlyArray<{ id: string }> | undefined; guard?: unknown; actions: ReadonlyArray<unknown> }>,
    ) =>
      list.forEach((t, index) => {
        const targets = t.target && t.target.length > 0 ? t.target.map((x) => x.id) : [node.id];
        for (const target of targets) {
          transitions.push({
            id: `${node.id}:${eventType || "always"}:${index}:${target}`,
            source: node.id,
            target,
            event: eventLabel(eventType),
            guard: nameOf(t.guard),
            actions: t.actions.map((a) => nameOf(a)).filter((n): n is string => Boolean(n)),
          });
        }
      });
    for (const [eventType, list] of node.transitions) add(eventType, list);
    if (node.always) add("", node.always);
    for (const child of Object.values(node.states as Record<string, Node>)) visit(child);
  };
  visit(machine.root);
  return { name, root: stateOf(machine.root), transitions };
};
