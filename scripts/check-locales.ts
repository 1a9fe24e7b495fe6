/**
 * Fails when a locale misses a key of another, has a key no other has, or holds a message that does
 * not compile as ICU MessageFormat (or uses different arguments than English).
 */
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../src/i18n/locales";

/** The portal's messages, and the mock server's texts (translated by the request's language: decision 053). */
const FOLDERS = ["../src/i18n/messages", "../mock-server/messages"] as const;
const folderOf = (root: string) => (locale: string) => fileURLToPath(new URL(`${root}/${locale}/`, import.meta.url));

/** A locale's messages from its feature files; a key defined in two files is a problem too. */
const load = (folder: (locale: string) => string, locale: string, problems: string[]): Record<string, string> => {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder(locale)).filter((f) => f.endsWith(".json"))) {
    const messages = JSON.parse(readFileSync(`${folder(locale)}${file}`, "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(messages)) {
      if (key in merged) problems.push(`${locale}: "${key}" is defined twice (again in ${file})`);
      merged[key] = message;
    }
  }
  return merged;
};

const argumentsOf = (elements: MessageFormatElement[], into = new Set<string>()): Set<string> => {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(el.value);
      argumentsOf(el.children, into);
    }
  }
  return into;
};

export const checkLocales = (): string[] => FOLDERS.flatMap((root) => checkFolder(root).map((p) => `${root.slice(3)}: ${p}`));

const checkFolder = (root: string): string[] => {
  const folder = folderOf(root);
  const problems: string[] = [];
  const present = readdirSync(fileURLToPath(new URL(root, import.meta.url)))
    .sort()
    .join(",");
  if (present !== [...LOCALES].sort().join(",")) problems.push(`${root}: languages ${present}, the portal has ${LOCALES.join(",")}`);
  const catalogues = Object.fromEntries(LOCALES.map((l) => [l, load(folder, l, problems)]));
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const files = (l: string) => readdirSync(folder(l)).sort().join(",");
    if (files(locale) !== files("en")) problems.push(`${locale}: feature files differ from en (${files(locale)} vs ${files("en")})`);
  }
  const allKeys = new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)));
  const englishArgs = new Map<string, Set<string>>();
  for (const locale of LOCALES) {
    const messages = catalogues[locale]!;
    for (const key of allKeys) {
      const message = messages[key];
      if (message === undefined) {
        problems.push(`${locale}: missing "${key}"`);
        continue;
      }
      if (message.trim() === "") problems.push(`${locale}: "${key}" is empty`);
      try {
        const args = [...argumentsOf(parse(message))].sort().join(",");
        if (locale === "en") englishArgs.set(key, new Set(args.split(",")));
        else if (englishArgs.has(key) && [...englishArgs.get(key)!].sort().join(",") !== args) {
          problems.push(`${locale}: "${key}" uses arguments {${args}}, English uses {${[...englishArgs.get(key)!].sort().join(",")}}`);
        }
      } catch (error) {
        problems.push(`${locale}: "${key}" does not compile: ${(error as Error).message}`);
      }
    }
  }
  return problems;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkLocales();
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`locales complete: ${LOCALES.join(", ")}`);
}
