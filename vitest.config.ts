import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { searchForWorkspaceRoot } from "vite";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/**
 * Vitest starts the longest files first by the durations in its cache, and without one (a fresh clone, as
 * in CI) the largest. The generator's test is small but the longest of the unit project (a copy of the
 * repository and seven tool runs in it, about a minute): by size it began two-thirds of the way through
 * and ran alone at the end while the other worker had nothing left. It goes first in its project here;
 * everything else keeps vitest's order (docs/decisions/084-suite-time.md).
 */
const FIRST = /\/tests\/scripts\/new-list\.test\.ts$/;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Each project's files stay together (a worker runs one project's files), the first ones at their front.
    const projects = [...new Set(sorted.map((file) => file.project))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project === project);
      return [...own.filter((file) => FIRST.test(file.moduleId)), ...own.filter((file) => !FIRST.test(file.moduleId))];
    });
  }
}

/** Where the packages really are: the sandbox's (or a clone's) node_modules may be a link, or none above it. */
const NODE_MODULES = realpathSync(createRequire(import.meta.url).resolve("vite/package.json")).replace(/[\\/]vite[\\/]package\.json$/, "");

/** Node 20 has no Temporal; browsers without it load the polyfill in src/lib/temporal.ts. */
const setupFiles = ["temporal-polyfill/global"];

/** The unit project's files: all, or a mutation run's first pass's (MUTATION_TESTS). */
const UNIT_TESTS = process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(",") : ["tests/**/*.test.ts"];

export default defineConfig({
  // A DOM environment fetches every module through Vite's file server, which refuses a file outside the
  // workspace. Stryker's sandbox (.stryker-tmp/sandbox-*) links node_modules from the project, outside
  // the sandbox: without this every component file failed to load under `npm run mutation` ("Cannot find
  // module '/@fs/…/temporal-polyfill/global.esm.js'") and its tests were dropped without a word, so no
  // mutant was ever tested against a component test (docs/decisions/067, amendment of 2026-11-30).
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), NODE_MODULES] } },
  define: { __APP_VERSION__: JSON.stringify(version) },
  test: {
    // Only a stuck test or hook meets these: tests wait for states (docs/decisions/043). The longest
    // test took 10.5 s alone; with a second copy of the suite beside it on a 2-core machine the whole
    // run stayed green (issue 33). A test or hook that needs more is a finding to fix, not a limit to raise.
    // Under Stryker (`npm run mutation`) a component file loads the portal's modules again in one
    // worker, instrumented, and its waits may take 60 s (tests/components/setup.ts): 180 s a test there.
    testTimeout: process.env.STRYKER_MUTATOR_WORKER === undefined ? 60_000 : 180_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one on this 2-core machine. Two finish the suite in
    // 146 s instead of 210 (measured on the same tree).
    maxWorkers: 2,
    // A worker evaluates the modules once for all its files (docs/decisions/069-one-module-graph-per-worker.md):
    // importing them again for each of 146 files cost 135 of the unit project's 256 worker-seconds, and
    // the app's graph per component file more. What a test may change beside its modules is undone
    // after every test here, not by hooks in helper modules (those run for the first file only).
    // Under Stryker each file is isolated again (stryker.config.mjs sets VITEST_ISOLATE): its setup
    // file's hooks must run for every file, not the first one only.
    isolate: process.env.VITEST_ISOLATE === "1",
    sequence: { sequencer: LongestFirst },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // MUTATION_UNIT_ONLY=1: the unit project alone, for a mutation score of what the unit tests guard
    // without the component tests (issue 33's "before", docs/decisions/067-mutation-score.md).
    // MUTATION_TESTS (comma-separated globs): only those unit test files, for a mutation run's first
    // pass over a file's own tests (scripts/mutation-by-target.sh).
    projects: [
      // Units, contracts, the mock server and the machines' model tests: in Node.
      { extends: true, test: { name: "unit", include: UNIT_TESTS, environment: "node", setupFiles } },
      // Components rendered into a DOM (happy-dom) with Testing Library, against the in-process mock
      // server where they call the API (docs/decisions/066-component-tests.md).
      ...(process.env.MUTATION_UNIT_ONLY === "1" || process.env.MUTATION_TESTS
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: "components",
                include: ["tests/**/*.test.tsx"],
                environment: "happy-dom",
                globalSetup: ["tests/components/global-setup.ts"],
                setupFiles: [...setupFiles, "tests/components/setup.ts"],
              },
            },
          ]),
    ],
  },
});
