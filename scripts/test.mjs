/**
 * `npm test`: the dependencies, every check and the build, the unit and component tests, then the
 * browser tests. On a fresh machine Debian's Chromium is installed first (scripts/ensure-chromium.mjs):
 * 67 s of apt beside the suite's other work, most of it waiting on the network and the disk, and before
 * this it waited for the unit tests to end and then held up the browser tests. It now starts at once,
 * its output kept until the browser tests need it, and the rest goes on beside it
 * (docs/decisions/084-suite-time.md, amendment of 2026-12-01).
 *
 * Plain Node with no dependencies: it runs before `npm ci` has.
 */
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";

/** Runs a command with its output shown as it comes; settles with whether it passed. */
const shown = (command, args) =>
  new Promise((resolve) => {
    spawn(command, args, { stdio: "inherit" }).on("close", (code) => resolve(code === 0));
  });

/** Runs a command with its output kept; settles with whether it passed, and the output. */
const kept = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ passed: code === 0, output: Buffer.concat(output).toString().trimEnd() }));
  });

const chromium = kept("node", ["scripts/ensure-chromium.mjs"]);

/** Waits for the install (apt must not be cut off midway), shows what it said, and whether it passed. */
const chromiumReady = async () => {
  const { passed, output } = await chromium;
  if (output !== "") console.log(`\n── Chromium for the browser tests: ${passed ? "ready" : "FAILED"}\n${output}`);
  return passed;
};

const steps = [
  ["node", ["scripts/ensure-deps.mjs"]],
  ["npm", ["run", "check"]],
  ["npm", ["run", "test:unit"]],
];
for (const [command, args] of steps)
  if (!(await shown(command, args))) {
    await chromiumReady();
    process.exit(1);
  }
if (!(await chromiumReady())) process.exit(1);
process.exit((await shown("npm", ["run", "test:browser"])) ? 0 : 1);
