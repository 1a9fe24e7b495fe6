/**
 * `npm run mutation`: StrykerJS mutates the code the unit, model and component tests guard and says
 * which changes no test noticed (issue 33; docs/decisions/067-mutation-score.md). Not part of `npm test`:
 * a report, like the benchmarks. Narrow a run with `npm run mutation -- --mutate "machines/find/**"`;
 * incremental mode reuses what the last run found for code and tests that did not change.
 */
import { fileURLToPath } from "node:url";

// Each test file in a fresh module graph under Stryker (vitest.config.ts reads this): its setup
// file registers the hooks that record which test ran a mutant's code and switch the mutant on, at
// module level, and with one graph per worker (decision 069) they ran for the first file only, so no
// mutant was ever credited to the other files' tests (0 of 135 killed in src/ui/list/measure-columns.ts,
// whose component test fails on each mutant made by hand).
process.env.VITEST_ISOLATE = "1";

// MUTATION_SAMPLE=<fraction>: only a fixed random sample of the mutants is run, the rest reported as not
// run (scripts/stryker-sample-checker.mjs). It is checked first, so the others cost no type check.
const sampled = process.env.MUTATION_SAMPLE !== undefined;

export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  checkers: sampled ? ["sample", "typescript"] : ["typescript"],
  plugins: [
    "@stryker-mutator/vitest-runner",
    "@stryker-mutator/typescript-checker",
    ...(sampled ? [fileURLToPath(import.meta.resolve("./scripts/stryker-sample-checker.mjs"))] : []),
  ],
  tsconfigFile: "tsconfig.json",
  // A mutant a type error gives away is not worth a test run.
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    "machines/**/*.ts",
    "src/api/**/*.ts",
    "src/ui/list/**/*.{ts,tsx}",
    "mock-server/handlers/**/*.ts",
    "contracts/list-query.ts",
    "!**/*.d.ts",
  ],
  // Only the tests that ran a mutant's code run for it (the model and component tests start servers).
  coverageAnalysis: "perTest",
  // A static mutant (module-level code) would rerun every test: most of the hours a first try spent.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  concurrency: 2,
  timeoutMS: 30_000,
  // The first run without mutants (the tests related to the mutated files, with coverage): Stryker's own
  // limit is 5 minutes, and an "after" dry run of one machine's folder (its component files loading the
  // portal once each) went past it with a second run on the machine. A dry run that fails costs its
  // time and gives no score; a stuck one still ends.
  dryRunTimeoutMinutes: 20,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 80, low: 70, break: null },
};
