/** The mutation run's sample (decision 067, "the handlers by a fixed sample"): which mutants it runs. */
import { describe, expect, it } from "vitest";
import { draw } from "../../scripts/stryker-sample-checker.mjs";

const mutant = (over: Partial<Parameters<typeof draw>[0]> = {}) => ({
  fileName: `${process.cwd()}/mock-server/handlers/auth.ts`,
  location: { start: { line: 10, column: 4 }, end: { line: 10, column: 12 } },
  mutatorName: "StringLiteral",
  replacement: '""',
  ...over,
});

describe("the sample's draw", () => {
  it("is the mutant's own: the same wherever the project or Stryker's sandbox is", () => {
    const inSandbox = mutant({ fileName: `/elsewhere/.stryker-tmp/sandbox-Ab12/mock-server/handlers/auth.ts` });
    expect(draw(inSandbox)).toBe(draw(mutant()));
  });

  it("changes with the file, the span, the mutator and the replacement", () => {
    const others = [
      mutant({ fileName: `${process.cwd()}/mock-server/handlers/cdn.ts` }),
      mutant({ location: { start: { line: 10, column: 5 }, end: { line: 10, column: 12 } } }),
      mutant({ location: { start: { line: 10, column: 4 }, end: { line: 11, column: 12 } } }),
      mutant({ mutatorName: "BlockStatement" }),
      mutant({ replacement: '"Stryker was here!"' }),
    ];
    for (const other of others) expect(draw(other)).not.toBe(draw(mutant()));
  });

  it("spreads the mutants evenly over [0, 1), so a fraction takes about that share of them", () => {
    const draws = Array.from({ length: 4000 }, (_, line) =>
      draw(mutant({ location: { start: { line, column: 0 }, end: { line, column: 9 } } })),
    );
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
    const share = draws.filter((d) => d < 0.12).length / draws.length;
    // 4,000 draws of 12%: the share is within 2 points but for one time in 10,000 (4.8 standard errors).
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.14);
  });
});
