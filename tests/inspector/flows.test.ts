import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { chartOf } from "../../src/inspector/chart-model";
import { layoutChart } from "../../src/inspector/layout";
import { renderSvg } from "../../src/inspector/render-svg";

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === "object" && v !== null && "root" in v && "transition" in v && "config" in v;

const machineFiles = readdirSync("machines", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .flatMap((dir) =>
    readdirSync(join("machines", dir))
      .filter((f) => f.endsWith(".machine.ts"))
      .map((f) => join("machines", dir, f)),
  );

describe("docs/flows", () => {
  it.each(machineFiles)("%s is drawn and the drawing is up to date (run `npm run flows`)", async (file) => {
    const module = (await import(pathToFileURL(join(process.cwd(), file)).href)) as Record<string, unknown>;
    const machine = Object.values(module).find(isMachine)!;
    const name = file
      .split("/")
      .pop()!
      .replace(/\.machine\.ts$/, "");
    const chart = chartOf(name, machine);
    const svg = renderSvg(chart, await layoutChart(chart));
    expect(readFileSync(join("docs/flows", `${name}.svg`), "utf8")).toBe(`${svg}\n`);
    for (const t of chart.transitions) expect(svg).toContain(t.event.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
  });
});
