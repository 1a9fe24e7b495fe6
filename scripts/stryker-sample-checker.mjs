/**
 * A Stryker checker that lets through a fixed random sample of the mutants and marks the rest as not
 * run (`MUTATION_SAMPLE=0.12 npm run mutation:targets …`; docs/decisions/067-mutation-score.md).
 *
 * The mock server's handlers hold about 4,700 mutants, and one of them costs 10-12 s of a core against
 * the handlers' own tests: a full run is about 15 hours of one core. A uniform sample of 12% gives the
 * folder's score within about ±4 points (95%) in two hours. Stryker has no sampling of its own, and a
 * `--mutate` range cannot name one mutant (a block's range takes every mutant inside it), so the sample
 * is drawn here, where each mutant passes before any test runs: the ones left out are reported as
 * `CompileError` with the reason "not in the sample", which every score leaves out, as it leaves out
 * a mutant that does not compile.
 *
 * Whether a mutant is in the sample depends only on its file, span, mutator, replacement and the seed
 * (`MUTATION_SAMPLE_SEED`), never on the order or the run: the "after" run and a rerun draw the same
 * mutants, and a mutant's place in the sample does not move when other code changes.
 */
import { createHash } from "node:crypto";
import { relative } from "node:path";
import { CheckStatus } from "@stryker-mutator/api/check";
import { declareClassPlugin, PluginKind } from "@stryker-mutator/api/plugin";

const rate = Number(process.env.MUTATION_SAMPLE ?? "1");
const seed = process.env.MUTATION_SAMPLE_SEED ?? "067";

/** The file as the project names it: Stryker gives the sandbox's copy, whose folder changes each run. */
const projectPath = (fileName) =>
  relative(process.cwd(), fileName.replace(/^.*?[\\/]\.stryker-tmp[^\\/]*[\\/]sandbox-[^\\/]+[\\/]/, ""))
    .split("\\")
    .join("/");

/** A number in [0, 1) fixed by the mutant and the seed. */
export const draw = ({ fileName, location: { start, end }, mutatorName, replacement }) => {
  const key = [seed, projectPath(fileName), start.line, start.column, end.line, end.column, mutatorName, replacement];
  return createHash("sha256").update(key.join("|")).digest().readUInt32BE(0) / 2 ** 32;
};

class SampleChecker {
  async init() {
    if (!(rate > 0 && rate <= 1)) throw new Error(`MUTATION_SAMPLE must be a fraction in (0, 1], not ${rate}`);
  }

  async check(mutants) {
    return Object.fromEntries(
      mutants.map((mutant) => [
        mutant.id,
        draw(mutant) < rate ? { status: CheckStatus.Passed } : { status: CheckStatus.CompileError, reason: `not in the sample (${rate})` },
      ]),
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Checker, "sample", SampleChecker)];
