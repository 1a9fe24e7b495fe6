/**
 * `npm run check`: every static check and the build, in two lanes side by side (issue 33: the suite's
 * time). Each check is one process on one core (the type checker, ESLint, Prettier, knip), so one after
 * another they left the second core idle for about two minutes of every CI run. Each lane runs its
 * steps in order, stopping at its first failure; a step's output is printed whole when it ends, under
 * its name, so the two lanes' lines never interleave. The build comes last in its lane because the
 * bundle check reads what it wrote; nothing else depends on another step.
 *
 * `node scripts/check.mjs --serial` runs the same steps one after another (to time each alone).
 */
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

// Balanced by their times on a fresh clone (the type check took 20 s on TypeScript 7, decision 080, and
// 9 s with one checker, decision 084; ESLint 45-50 s and the build 25 s): about 50 s against 71 s.
// ESLint in two halves, one per lane, gained nothing (decision 084).
const LANES = [
  ["typecheck", "format:check", "check:dead", "check:locales", "contracts:check", "check:routes", "check:cycles"],
  ["lint", "build", "check:bundle"],
];

const serial = process.argv.includes("--serial");

/** Runs `npm run <script>`, its output kept; settles with whether it passed. */
const run = (script) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      process.stdout.write(`\n── ${script}: ${passed ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text !== "") process.stdout.write(`${text}\n`);
      resolve(passed);
    });
  });

const runLane = async (steps) => {
  for (const step of steps) if (!(await run(step))) return false;
  return true;
};

const started = performance.now();
const results = serial ? [await runLane(LANES.flat())] : await Promise.all(LANES.map(runLane));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const passed = results.every(Boolean);
process.stdout.write(`\n── check: ${passed ? "passed" : "FAILED"} in ${seconds} s\n`);
process.exit(passed ? 0 : 1);
