/**
 * Vite plugin: once the build is written, every text file of it (scripts, styles, HTML, SVG, JSON;
 * not the source maps) gets a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, which the
 * server sends as they are (@fastify/static `preCompressed`, mock-server/static.ts): compressed once at
 * build, never per request (docs/decisions/045-delivery-on-a-phone.md). A file under 1 KiB, or one that
 * does not shrink, is left alone.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many files it compressed. */
export const compressDir = async (dir: string): Promise<number> =>
  compressFiles((await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file)));

/** Writes `.br` and `.gz` beside each of `files` (a file written after the build: the service worker). */
export const compressFiles = async (files: readonly string[]): Promise<number> => {
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: /\.(js|mjs|css|html|svg|json)$/.test(file)
              ? constants.BROTLI_MODE_TEXT
              : constants.BROTLI_MODE_GENERIC,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
};

export const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The pre-rendering build (src/prerender.tsx) runs in Node at build time: nothing to compress.
      if (config.build.ssr) outDir = "";
    },
    // After every other plugin has written its files (index.html included).
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (outDir) await compressDir(outDir);
      },
    },
  };
};
