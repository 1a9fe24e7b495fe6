/**
 * `npm run flows`: draws every machine of machines/ as an SVG statechart into docs/flows/ and
 * writes docs/flows/README.md linking them, so a newcomer sees every flow before the code.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine } from "xstate";
import { chartOf } from "../src/inspector/chart-model";
import { layoutChart } from "../src/inspector/layout";
import { renderSvg } from "../src/inspector/render-svg";

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "transition" in value && "config" in value;

const machinesDir = "machines";
const outDir = join("docs", "flows");
mkdirSync(outDir, { recursive: true });

const rows: string[] = [];
const folders = readdirSync(machinesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
for (const folder of folders.sort()) {
  const dir = join(machinesDir, folder);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".machine.ts"))
    .sort()) {
    const module = (await import(pathToFileURL(join(process.cwd(), dir, file)).href)) as Record<string, unknown>;
    for (const machine of Object.values(module).filter(isMachine)) {
      const name = file.replace(/\.machine\.ts$/, "");
      const chart = chartOf(name, machine);
      const svg = renderSvg(chart, await layoutChart(chart));
      writeFileSync(join(outDir, `${name}.svg`), `${svg}\n`);
      const states = (function count(s: typeof chart.root): number {
        return 1 + s.children.reduce((n, c) => n + count(c), 0);
      })(chart.root);
      rows.push(`| [${name}](${name}.svg) | \`${dir}/${file}\` | ${states} | ${chart.transitions.length} |`);
      console.log(`wrote ${join(outDir, `${name}.svg`)}`);
    }
  }
}
writeFileSync(
  join(outDir, "README.md"),
  `# Flows\n\nEvery flow machine of \`machines/\`, drawn by \`npm run flows\` (do not edit by hand).\n\n| flow | machine | states | transitions |\n|---|---|---|---|\n${rows.join("\n")}\n`,
);
