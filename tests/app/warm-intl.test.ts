import { describe, expect, it } from "vitest";
import { warmIntl } from "../../src/app/warm-intl";

describe("warmIntl", () => {
  it("makes one kind of format per task, in order, and stops", () => {
    const tasks: Array<() => void> = [];
    const made: string[] = [];
    const spies = {
      NumberFormat: Intl.NumberFormat,
      DateTimeFormat: Intl.DateTimeFormat,
      PluralRules: Intl.PluralRules,
    };
    for (const name of Object.keys(spies) as Array<keyof typeof spies>) {
      const Original = spies[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = function (...args: unknown[]) {
        made.push(name);
        return new Original(...args);
      };
    }
    try {
      warmIntl("ru", (run) => tasks.push(run));
      expect(made).toEqual([]);
      tasks.shift()!();
      expect(made).toEqual(["NumberFormat"]);
      tasks.shift()!();
      expect(made).toEqual(["NumberFormat", "DateTimeFormat"]);
      tasks.shift()!();
      expect(made).toEqual(["NumberFormat", "DateTimeFormat", "PluralRules"]);
      expect(tasks).toEqual([]);
    } finally {
      Object.assign(Intl, spies);
    }
  });

  it("goes on past a locale Intl refuses", () => {
    const tasks: Array<() => void> = [];
    warmIntl("not a locale!", (run) => tasks.push(run));
    let ran = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      ran += 1;
    }
    expect(ran).toBe(3);
  });
});
