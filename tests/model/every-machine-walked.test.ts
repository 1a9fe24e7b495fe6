/**
 * Every machine of machines/ is walked by a model test (issue 33, item 5): some tests/model/*.model.test.ts
 * imports the machine from its own file (machines/<dir>/<name>.machine) and records a `Coverage` of the
 * export it imported, so its states and transitions are in the coverage table `npm test` prints. The
 * match is by the machine's file and export, not by a word found anywhere in a test.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const machineFiles = readdirSync("machines", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join("machines", dir.name))
      .filter((file) => file.endsWith(".machine.ts"))
      .map((file) => `machines/${dir.name}/${file.replace(/\.ts$/, "")}`),
  );

const modelTests = readdirSync("tests/model")
  .filter((file) => file.endsWith(".model.test.ts"))
  .map((file) => ({ file, text: readFileSync(join("tests/model", file), "utf8") }));

/** The names a test imports from `module` (`import { a, type B, c } from "…/module"`). */
const importedFrom = (text: string, module: string): string[] =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)]
    .filter(([, , from]) => from!.endsWith(module))
    .flatMap(([, names]) => names!.split(","))
    .map((name) => name.trim())
    .filter((name) => name !== "" && !name.startsWith("type "));

/** The model tests that walk the machine of `module`: they import it from there and cover it. */
const walkersOf = (module: string) =>
  modelTests
    .filter(({ text }) => importedFrom(text, module).some((name) => new RegExp(`new Coverage\\("[^"]*",\\s*${name}\\)`).test(text)))
    .map(({ file }) => file);

test("machines/ holds machines (the scan is not vacuous)", () => {
  expect(machineFiles.length).toBeGreaterThan(15);
});

test.each(machineFiles)("%s is walked by a model test", (module) => {
  expect(walkersOf(module)).not.toEqual([]);
});
