/**
 * Insertions into existing files: each finds one anchor line and inserts whole lines after it (or
 * before it), nothing else of the file changes. A missing anchor is an error that names the file, the
 * line looked for and the text to add by hand; the generator checks every anchor before it writes
 * anything.
 */
import type { Needed } from "./templates";

export interface Insertion {
  /** The file, relative to the repository's root. */
  readonly file: string;
  /** What the anchor is, for the error message ("the last `.add(...)` of GROUPS"). */
  readonly anchor: string;
  /** The anchor's line index in the file's lines, or -1 when it is missing. */
  readonly find: (lines: ReadonlyArray<string>) => number;
  /** Whole lines, inserted after the anchor, or before it. */
  readonly text: string;
  readonly before?: boolean;
}

/** The block from the first line matching `start` to the next line matching `end` (both included), or undefined. */
const blockOf = (lines: ReadonlyArray<string>, start: RegExp, end: RegExp): [number, number] | undefined => {
  const from = lines.findIndex((line) => start.test(line));
  if (from === -1) return undefined;
  const to = lines.findIndex((line, i) => i > from && end.test(line));
  return to === -1 ? undefined : [from, to];
};

/** The first line matching `line`. */
export const firstLine =
  (line: RegExp) =>
  (lines: ReadonlyArray<string>): number =>
    lines.findIndex((l) => line.test(l));

/** The last line matching `line`, inside the block from `start` to `end` when they are given. */
export const lastLine =
  (line: RegExp, block?: { readonly start: RegExp; readonly end: RegExp }) =>
  (lines: ReadonlyArray<string>): number => {
    // Inside a block, the lines between its first and its last; else every line.
    const [from, to] = block ? (blockOf(lines, block.start, block.end) ?? [0, 0]) : [-1, lines.length];
    for (let i = to - 1; i > from; i--) if (line.test(lines[i]!)) return i;
    return -1;
  };

/**
 * The closing line of the block from the first line matching `start` to the next line matching `end`
 * (an object's `};`, an array's `];`): entries inserted before it come last, whatever the shape of the
 * entries above (Prettier gives the last one its trailing comma).
 */
export const blockEnd =
  (start: RegExp, end: RegExp) =>
  (lines: ReadonlyArray<string>): number =>
    blockOf(lines, start, end)?.[1] ?? -1;

/** The last import that fits on one line: new imports go after it. */
export const LAST_IMPORT = lastLine(/^import .* from "[^"]+";$/);

/**
 * An import line for each module whose names the file does not import yet (by any import statement,
 * one line or several), after the file's last one-line import.
 */
export const importsInto = (file: string, text: string, needed: ReadonlyArray<Needed>): Insertion[] => {
  const imported = new Set(
    [...text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*"[^"]+";?$/gm)].flatMap(([, names]) =>
      names!.split(",").map((n) => n.replace(/^\s*type\s+/, "").trim()),
    ),
  );
  return needed.flatMap(({ from, names }) => {
    const missing = names.filter((n) => !imported.has(n));
    return missing.length === 0
      ? []
      : [{ file, anchor: "its last one-line import", find: LAST_IMPORT, text: `import { ${missing.join(", ")} } from "${from}";` }];
  });
};

/** Applies the insertions of one file to its text; throws when an anchor is missing. */
export const insert = (text: string, insertions: ReadonlyArray<Insertion>): string => {
  const lines = text.split("\n");
  const placed = insertions.map((insertion, order) => {
    const at = insertion.find(lines);
    if (at === -1) throw new MissingAnchor(insertion);
    return { at: insertion.before ? at : at + 1, order, lines: insertion.text.split("\n") };
  });
  // From the bottom up, so that each index still points where it was found; at one place, in the order given.
  for (const { at, lines: added } of placed.sort((a, b) => b.at - a.at || b.order - a.order)) lines.splice(at, 0, ...added);
  return lines.join("\n");
};

export class MissingAnchor extends Error {
  constructor(insertion: Insertion) {
    super(
      `${insertion.file}: no ${insertion.anchor} to insert ${insertion.before ? "before" : "after"}. ` +
        `Nothing was written. Add this by hand, or teach scripts/new-list/ the file's new shape:\n${insertion.text}`,
    );
  }
}
