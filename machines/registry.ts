/**
 * Every flow machine by its machine id, for replaying journals (the journal names each entry's
 * machine) and for the test that no flow journals a secret. The machines are found, not listed:
 * every machine exported by machines/<flow>/*.machine.ts, the files src/inspector/machines.ts globs
 * for the inspector, so a new machine cannot be left out. It lists a folder, so it runs on Node
 * (vitest, Playwright, scripts), not in the portal.
 */
import { readdirSync } from "node:fs";
import type { AnyStateMachine } from "xstate";

const here = new URL("./", import.meta.url);

/** The URL of every machines/<flow>/*.machine.ts, in path order. */
const files = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(new URL(`${folder.name}/`, here))
      .filter((file) => file.endsWith(".machine.ts"))
      .map((file) => new URL(`${folder.name}/${file}`, here).href),
  )
  .sort();

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "transition" in value && "config" in value;

const machines = (await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>))).flatMap((module) =>
  Object.values(module).filter(isMachine),
);

/** The machines by their ids; two machines with one id are an error that names every id. */
export const byId = (list: ReadonlyArray<AnyStateMachine>): ReadonlyMap<string, AnyStateMachine> => {
  const map = new Map(list.map((m) => [m.id, m]));
  if (map.size !== list.length) throw new Error(`Two flow machines share an id: ${list.map((m) => m.id).join(", ")}`);
  return map;
};

export const MACHINES_BY_ID = byId(machines);
