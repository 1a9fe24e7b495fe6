/**
 * The mutation reports of `npm run mutation:targets` (docs/decisions/067-mutation-score.md):
 *
 *   node scripts/mutation-report.mjs score <report.json> [--survivors]
 *     the score per folder (machines/<flow>, src/api, src/ui/list, mock-server/handlers, the rest by
 *     file), and with --survivors every mutant no test killed, one per line.
 *   node scripts/mutation-report.mjs ranges <before.json>
 *     the `--mutate` ranges of "before"'s survivors (each mutant's span): all that "after" must run.
 *   node scripts/mutation-report.mjs merge <before.json> <run.json> <after.json>
 *     "after": "before" with the statuses the narrowed run found for the mutants it ran.
 *
 * Adding tests can only kill more of the same mutants (a mutant killed stays killed), so "after" runs
 * only what "before" left alive, against every test, instead of all of a folder's mutants again.
 */
import { readFileSync, writeFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);
const keyOf = (file, m) =>
  [
    file,
    m.location.start.line,
    m.location.start.column,
    m.location.end.line,
    m.location.end.column,
    m.mutatorName,
    m.replacement ?? "",
  ].join("|");

const folderOf = (file) => {
  const machine = /^machines\/([^/]+)\//.exec(file);
  if (machine) return `machines/${machine[1]}`;
  const folder = ["src/api", "src/ui/list", "mock-server/handlers"].find((f) => file.startsWith(`${f}/`));
  return folder ?? file;
};

const score = (report, survivors) => {
  const folders = new Map();
  const alive = [];
  for (const [file, { mutants }] of Object.entries(report.files))
    for (const m of mutants) {
      const counts = folders.get(folderOf(file)) ?? { detected: 0, survived: 0, noCoverage: 0, other: 0 };
      if (DETECTED.has(m.status)) counts.detected += 1;
      else if (m.status === "Survived") counts.survived += 1;
      else if (m.status === "NoCoverage") counts.noCoverage += 1;
      else counts.other += 1;
      folders.set(folderOf(file), counts);
      if (UNDETECTED.has(m.status))
        alive.push(
          `${file}:${m.location.start.line} ${m.status} ${m.mutatorName} ${(m.replacement ?? "").replace(/\s+/g, " ").slice(0, 80)}`,
        );
    }
  const pct = ({ detected, survived, noCoverage }) => {
    const valid = detected + survived + noCoverage;
    return valid === 0 ? "  n/a" : `${((100 * detected) / valid).toFixed(1).padStart(5)}%`;
  };
  console.log(`${"folder".padEnd(40)} score  detected survived no-coverage not-run`);
  const total = { detected: 0, survived: 0, noCoverage: 0, other: 0 };
  for (const [folder, c] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    for (const k of Object.keys(total)) total[k] += c[k];
    console.log(
      `${folder.padEnd(40)} ${pct(c)} ${String(c.detected).padStart(8)} ${String(c.survived).padStart(8)} ${String(c.noCoverage).padStart(11)} ${String(c.other).padStart(7)}`,
    );
  }
  console.log(`${"all".padEnd(40)} ${pct(total)}`);
  if (survivors) for (const line of alive) console.log(line);
};

/**
 * Each survivor's span as a `--mutate` range: lines as the report gives them, columns from 0 as the
 * range reads them (the report's count from 1). A range takes the mutants inside it, so a survivor's
 * sub-expressions come along, but not the rest of its line.
 */
const ranges = (before) => {
  const spans = new Set();
  for (const [file, { mutants }] of Object.entries(before.files))
    for (const {
      status,
      location: { start, end },
    } of mutants)
      if (UNDETECTED.has(status)) spans.add(`${file}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`);
  return [...spans];
};

const merge = (before, run) => {
  const found = new Map();
  for (const [file, { mutants }] of Object.entries(run.files)) for (const m of mutants) found.set(keyOf(file, m), m);
  const files = Object.fromEntries(
    Object.entries(before.files).map(([file, entry]) => [
      file,
      { ...entry, mutants: entry.mutants.map((m) => (UNDETECTED.has(m.status) ? (found.get(keyOf(file, m)) ?? m) : m)) },
    ]),
  );
  return { ...before, files, testFiles: { ...before.testFiles, ...run.testFiles } };
};

const [command, ...args] = process.argv.slice(2);
if (command === "score" && args[0]) score(read(args[0]), args.includes("--survivors"));
else if (command === "ranges" && args[0]) console.log(ranges(read(args[0])).join(","));
else if (command === "merge" && args.length === 3) writeFileSync(args[2], JSON.stringify(merge(read(args[0]), read(args[1]))));
else {
  console.error("usage: mutation-report.mjs score <report> [--survivors] | ranges <before> | merge <before> <run> <after>");
  process.exit(2);
}
