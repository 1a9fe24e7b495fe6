/** Every flow machine of machines/, by name: what the inspector lists and `npm run flows` draws. */
import type { AnyStateMachine } from "xstate";

const modules = import.meta.glob<Record<string, unknown>>("../../machines/*/*.machine.ts", { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "transition" in value && "config" in value;

/** [name, machine] for every exported machine, named after its file (e.g. "language-change"). */
export const flowMachines = (): Array<[string, AnyStateMachine]> =>
  Object.entries(modules)
    .flatMap(([path, module]) => {
      const name = path
        .split("/")
        .pop()!
        .replace(/\.machine\.ts$/, "");
      const machines = Object.values(module).filter(isMachine);
      return machines.map((m, i): [string, AnyStateMachine] => [machines.length > 1 ? `${name}-${i + 1}` : name, m]);
    })
    .sort(([a], [b]) => a.localeCompare(b));
