/**
 * The ports of a browser-test run. Each worker's mock server listens on E2E_PORT + the worker's index
 * (e2e/fixtures.ts). Without E2E_PORT a run claims the first free block of 100 ports from 8181, by an
 * atomic lock of its own that it gives back when it ends: two copies of the suite on one machine
 * (issue 33's "busy machine") then never meet. Both once took 8181, and every test of the second
 * copy's worker failed at once on "port 8181 is taken". The claim is made where the config loads,
 * in the runner, and its workers inherit E2E_PORT.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LOCKS = join(tmpdir(), "publisher-portal-e2e-ports");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The lock's owner, or undefined while it is being written. */
const ownerOf = (lock: string) => {
  try {
    return Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    return undefined;
  }
};

/** E2E_PORT when it is set; else the first block no living run holds, claimed for this one. */
export const claimPorts = (first = 8181, step = 100): number => {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  mkdirSync(LOCKS, { recursive: true });
  for (let base = first; base + step < 65_536; base += step) {
    const lock = join(LOCKS, String(base));
    try {
      mkdirSync(lock);
    } catch {
      const owner = ownerOf(lock);
      // A run that ended without giving its block back (killed): the block is free again.
      if (owner === undefined || !Number.isInteger(owner) || alive(owner)) continue;
      rmSync(lock, { recursive: true, force: true });
      try {
        mkdirSync(lock);
      } catch {
        continue;
      }
    }
    writeFileSync(join(lock, "pid"), String(process.pid));
    process.once("exit", () => rmSync(lock, { recursive: true, force: true }));
    process.env.E2E_PORT = String(base);
    return base;
  }
  throw new Error(`No free block of ${step} ports from ${first} for the browser tests: set E2E_PORT`);
};
