/**
 * Puts each mutant a Stryker report left alive into the source, one at a time, runs the tests given,
 * and takes it out again (docs/decisions/067-mutation-score.md, amendment of 2026-12-01):
 *
 *   node scripts/mutation-replay.mjs <report.json> <out.json> [--only <path prefix>] -- <vitest args…>
 *
 * e.g. `node scripts/mutation-replay.mjs before.json after.json -- run tests/machines/registration.test.ts`.
 * `out.json` is the report with each replayed mutant Killed (the tests failed), Timeout (they ran past
 * REPLAY_TIMEOUT_S, 300 s by default) or Survived, for `scripts/mutation-report.mjs score`.
 *
 * This is the hand check of `docs/test-pyramid/mutation.md`, done by a script: the same mutant (Stryker's
 * own replacement text at its span), the tests run whole. It sees what a Stryker run cannot: a mutant of
 * code that runs when a module loads (a pattern, a schema) is in the module when the tests load it. It is
 * slower per mutant (a vitest start each), so it is for a report's survivors, not for a whole folder.
 * A file whose source is no longer the report's is skipped: its mutants' spans would be wrong.
 * Run it in a copy of the project: the source is changed while it runs (and put back after each
 * mutant, and when the script is stopped).
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { clearTimeout, setTimeout } from "node:timers";

const separator = process.argv.indexOf("--");
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const vitestArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const [reportPath, outPath] = own;
const onlyAt = own.indexOf("--only");
const only = onlyAt === -1 ? "" : own[onlyAt + 1];
if (!reportPath || !outPath || vitestArgs.length === 0) {
  console.error("usage: node scripts/mutation-replay.mjs <report.json> <out.json> [--only <path prefix>] -- <vitest args…>");
  process.exit(2);
}
const timeoutMs = Number(process.env.REPLAY_TIMEOUT_S ?? 300) * 1000;
const ALIVE = new Set(["Survived", "NoCoverage"]);

/** The offset of a 1-based line and column in `source`. */
const offsetOf = (source, { line, column }) => {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = source.indexOf("\n", offset) + 1;
  return offset + column - 1;
};

/** The test run under way, ended with the script. */
let running = null;

/** Runs the tests; settles with the mutant's status. Asynchronous, so that a signal is heard between runs. */
const runTests = () =>
  new Promise((resolve) => {
    const child = spawn("npx", ["vitest", ...vitestArgs], { stdio: "ignore", detached: true });
    running = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      running = null;
      resolve(timedOut ? "Timeout" : code === 0 ? "Survived" : "Killed");
    });
  });

const report = JSON.parse(readFileSync(reportPath, "utf8"));
let restore = () => {};
// Stopped (Ctrl-C, kill): the test run ends and the source is put back.
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    if (running) process.kill(-running.pid, "SIGKILL");
    restore();
    process.exit(130);
  });

if ((await runTests()) !== "Survived") {
  console.error(`The tests fail without any mutant (npx vitest ${vitestArgs.join(" ")}): nothing to measure.`);
  process.exit(1);
}

const counts = { Killed: 0, Timeout: 0, Survived: 0, skipped: 0 };
for (const [path, file] of Object.entries(report.files)) {
  if (!path.startsWith(only)) continue;
  const alive = file.mutants.filter((m) => ALIVE.has(m.status));
  if (alive.length === 0) continue;
  const current = readFileSync(path, "utf8");
  if (current !== file.source) {
    console.log(`${path}: changed since the report, its ${alive.length} skipped`);
    counts.skipped += alive.length;
    continue;
  }
  restore = () => writeFileSync(path, current);
  for (const mutant of alive) {
    const start = offsetOf(current, mutant.location.start);
    const end = offsetOf(current, mutant.location.end);
    writeFileSync(path, current.slice(0, start) + mutant.replacement + current.slice(end));
    const status = await runTests();
    restore();
    mutant.status = status;
    counts[status] += 1;
    console.log(`${path}:${mutant.location.start.line} ${mutant.mutatorName} ${JSON.stringify(mutant.replacement)}: ${status}`);
    // Written after each mutant: a run stopped midway keeps what it found.
    writeFileSync(outPath, JSON.stringify(report));
  }
  restore = () => {};
}
writeFileSync(outPath, JSON.stringify(report));
console.log(`replayed: ${counts.Killed} killed, ${counts.Timeout} timed out, ${counts.Survived} survived, ${counts.skipped} skipped`);
