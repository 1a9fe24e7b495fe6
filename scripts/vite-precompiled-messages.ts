/**
 * Vite plugin: message catalogues (src/i18n/messages/<locale>/*.json) are compiled to ICU ASTs at
 * build time, so the browser never ships the ICU parser (react-intl runs with the `no-parser` build
 * of @formatjs/icu-messageformat-parser, aliased in vite.config.ts).
 */
import { parse } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { resolve, dirname } from "node:path";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][^\\/]+\.json$/;
const SUFFIX = ".messages.js";

export const precompiledMessages = (): Plugin => ({
  name: "precompiled-messages",
  enforce: "pre",
  resolveId(source, importer) {
    const path = source.split("?")[0]!;
    const absolute = importer && path.startsWith(".") ? resolve(dirname(importer), path) : path;
    return CATALOGUE.test(absolute) ? `${absolute}${SUFFIX}` : null;
  },
  load(id) {
    if (!id.endsWith(SUFFIX)) return null;
    const file = id.slice(0, -SUFFIX.length);
    this.addWatchFile(file);
    const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
    return `export default ${JSON.stringify(compiled)};`;
  },
});
