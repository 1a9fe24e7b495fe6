/**
 * Finds a built chunk by the source module it holds. Chunk files are named by their hash only
 * (docs/decisions/038-chunk-names.md), so a test that holds or fails a page's code asks the build's
 * manifest which file that is.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The manifest of the build the browser tests serve. */
const manifest = (): Record<string, { readonly file: string }> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../dist/.vite/manifest.json"), "utf8")) as Record<
    string,
    { readonly file: string }
  >;

/** A pattern matching the URL of the chunk whose entry module is `source` (e.g. "src/features/offers/offers-page.tsx"). */
export const chunkOf = (source: string): RegExp => {
  const entry = manifest()[source];
  if (!entry) throw new Error(`no chunk for ${source} in dist/.vite/manifest.json`);
  return new RegExp(`/publisher/${entry.file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
};
