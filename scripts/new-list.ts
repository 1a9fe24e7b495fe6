/**
 * The skeleton of a read-only paged list with a status filter, as docs/adding-an-area.md §0 describes it:
 *
 * - `npm run new:list -- --page <area> <name>` (e.g. `--page referrals partners`): a new area with a
 *   page of its own in the menu. Writes its contract, handler, seed, mock-server test, page and messages,
 *   and registers them: the group in contracts/api.ts and src/api/groups.ts, the handlers in
 *   mock-server/handlers/index.ts, the menu entry (src/shell/sidebar/menu-entries.ts, with the menu's
 *   test), its title in each language's pages.json and a placeholder bundle budget. `--icon <name>`
 *   picks the entry's icon among the menu's (default "news").
 * - `npm run new:list -- <area> <name>` (e.g. `support tickets`): a list in an existing area, shown as a
 *   tab. Writes its seed, mock-server test, list component and messages, and adds its schemas and
 *   endpoint to the area's contract and its handler to the area's handlers.
 *
 * Existing files only get whole lines inserted at an anchor line (scripts/new-list/edits.ts); a file
 * that exists is never written over. Every anchor and name is checked first: on any problem nothing is
 * written. Every file is formatted with the project's Prettier before it is written, and the changed
 * contracts regenerate contracts/openapi.json. What is left to do by hand is printed at the end.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { format, resolveConfig } from "prettier";
import { LOCALES } from "../src/i18n/locales";
import { PUBLIC_PAGE, routeKey } from "./bundle-routes";
import { type Insertion, LAST_IMPORT, MissingAnchor, blockEnd, firstLine, importsInto, insert, lastLine } from "./new-list/edits";
import { AREA, LIST_NAME, type Names, namesOf } from "./new-list/names";
import * as template from "./new-list/templates";

const USAGE = `usage: npm run new:list -- --page <area> <name> [--icon <menu icon>]   a new area with its page in the menu
       npm run new:list -- <area> <name>                                  a list (a tab) in an existing area
(kebab-case; the name is a plural: --page referrals partners, support tickets)`;

const args = process.argv.slice(2);
let pageMode = false;
let icon: string | undefined;
let unknown = false;
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === "--page") pageMode = true;
  else if (arg === "--icon") icon = args[++i];
  else if (arg.startsWith("--icon=")) icon = arg.slice("--icon=".length);
  else if (arg.startsWith("-")) unknown = true;
  else positional.push(arg);
}
const [area, name] = positional;
if (unknown || !area || !name || positional.length > 2 || !AREA.test(area) || !LIST_NAME.test(name) || (icon !== undefined && !pageMode)) {
  console.error(USAGE);
  process.exit(2);
}
icon ??= "news";

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const exists = (file: string) => existsSync(join(root, file));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What stops the generator before it writes: everything found is reported at once. */
const problems: string[] = [];
/** New files by path, and insertions into existing ones. */
const created = new Map<string, string>();
const insertions: Insertion[] = [];
/** Printed at the end: what is left to do by hand. */
const todo: string[] = [];

const contracts = readdirSync(join(root, "contracts"))
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: `contracts/${f}`, text: read(`contracts/${f}`) }));

/** Names the new list takes in the contracts and the messages, which must be free. */
const checkNamesFree = (n: Names, kind: "page" | "tab") => {
  for (const { file, text } of contracts) {
    if (new RegExp(`["'\`]/${escape(n.resource)}(["'\`/?])`).test(text)) problems.push(`${file} has the path /${n.resource} already`);
    for (const id of [n.One, `${n.One}Status`, `${n.One}Collection`])
      if (text.includes(`identifier: "${id}"`))
        problems.push(`${file} names a schema "${id}" already (the OpenAPI document needs one of each)`);
  }
  const english = readdirSync(join(root, "src/i18n/messages/en"))
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => Object.keys(JSON.parse(read(`src/i18n/messages/en/${f}`)) as object).map((key) => ({ key, f })));
  for (const { key, f } of english)
    if (key.startsWith(`${n.list}.`) || (kind === "page" && key === `menu.${n.group}`))
      problems.push(`src/i18n/messages/en/${f} has the key "${key}" already`);
};

const messagesFile = (n: Names, file: string, kind: "page" | "tab") => {
  for (const locale of LOCALES)
    created.set(`src/i18n/messages/${locale}/${file}.json`, `${JSON.stringify(template.listMessages(n, locale, kind), null, 2)}\n`);
};

const listFiles = (n: Names) => {
  created.set(`mock-server/seeds/${n.name}.ts`, template.seedFile(n));
  created.set(`tests/mock-server/${n.name}.test.ts`, template.testFile(n));
};

/** The budget line: sorted among the routes (next to the last when it sorts last, which has no comma). */
const budgetInsertion = (key: string): { insertion: Insertion; budget: string } => {
  const file = "scripts/bundle-budgets.json";
  const routes = (JSON.parse(read(file)) as { routes: Record<string, number> }).routes;
  const signedIn = Object.entries(routes).filter(([route]) => !PUBLIC_PAGE.test(`src/features/${route}-page.tsx`));
  const budget = (Math.max(...signedIn.map(([, kb]) => kb)) + 5).toFixed(1);
  const entry = /^\s+"([^"]+)": [\d.]+,?$/;
  const find = (lines: ReadonlyArray<string>) => {
    const start = lines.findIndex((l) => /^\s+"routes": \{$/.test(l));
    const end = lines.findIndex((l, i) => i > start && /^\s+\}/.test(l));
    if (start === -1 || end - start < 2) return -1;
    const keys = lines.slice(start + 1, end).map((line) => entry.exec(line)?.[1]);
    if (keys.some((k) => k === undefined)) return -1;
    const after = keys.findIndex((k) => k! > key);
    return start + 1 + (after === -1 ? keys.length - 1 : after);
  };
  return {
    budget,
    insertion: { file, anchor: `route line of "routes" to sort "${key}" before`, find, text: `    "${key}": ${budget},`, before: true },
  };
};

let n: Names;
if (pageMode) {
  n = namesOf(area, name);
  const pageFile = `src/features/${area}/${area}-page.tsx`;
  if (exists(`src/features/${area}`)) problems.push(`src/features/${area}/ exists: for a list in an existing area, leave out --page`);
  if (contracts.some(({ text }) => text.includes(`HttpApiGroup.make("${n.group}")`))) problems.push(`a contract group "${n.group}" exists`);
  const menu = read("src/shell/sidebar/menu-entries.ts");
  if (menu.includes(`path: "${area}"`)) problems.push(`src/shell/sidebar/menu-entries.ts has the path "${area}" already`);
  const icons = /^export const MENU_ICONS = \{([^}]*)\}/m.exec(read("src/shell/sidebar/icons.tsx"))?.[1] ?? "";
  if (!new RegExp(`^\\s+${escape(icon)}:`, "m").test(icons))
    problems.push(`--icon ${icon}: not an icon of MENU_ICONS (src/shell/sidebar/icons.tsx)`);
  checkNamesFree(n, "page");

  created.set(`contracts/${area}.contract.ts`, template.contractFile(n));
  created.set(`mock-server/handlers/${area}.ts`, template.handlerFile(n));
  listFiles(n);
  created.set(pageFile, template.componentFile(n, "page"));
  messagesFile(n, area, "page");

  // Loaded at its first call (src/api/groups.ts; the page brings it sooner, by importing its contract).
  const groupLoader: Insertion = {
    file: "src/api/groups.ts",
    anchor: "closing `};` of `export const GROUPS = {`",
    find: blockEnd(/^export const GROUPS\b/, /^\};$/),
    text: `  ${n.group}: { load: () => import("../../contracts/${area}.contract").then((m) => m.${n.Group}) },`,
    before: true,
  };
  const { insertion: budgetLine, budget } = budgetInsertion(routeKey(pageFile));
  insertions.push(
    { file: "contracts/api.ts", anchor: "one-line import", find: LAST_IMPORT, text: `import { ${n.Group} } from "./${area}.contract";` },
    {
      file: "contracts/api.ts",
      anchor: 'line `HttpApi.make("publisher")`',
      find: firstLine(/^\s+HttpApi\.make\("publisher"\)$/),
      text: `    .add(${n.Group})`,
    },
    groupLoader,
    {
      file: "mock-server/handlers/index.ts",
      anchor: "one-line import",
      find: LAST_IMPORT,
      text: `import { ${template.handlersConst(n)} } from "./${area}";`,
    },
    {
      file: "mock-server/handlers/index.ts",
      anchor: "closing `};` of `export const handlers = {`",
      find: blockEnd(/^export const handlers\b/, /^\};$/),
      text: `  ${n.group}: ${template.handlersConst(n)},`,
      before: true,
    },
    {
      file: "src/shell/sidebar/menu-entries.ts",
      anchor: "closing `];` of `export const MENU = [`",
      find: blockEnd(/^export const MENU\b/, /^\];$/),
      text: `  { path: "${area}", label: "menu.${n.group}", icon: "${icon}", page: () => import("../../features/${area}/${area}-page") },`,
      before: true,
    },
    ...LOCALES.map((locale) => ({
      file: `src/i18n/messages/${locale}/pages.json`,
      anchor: 'line `"menu.<area>": "...",`',
      find: lastLine(/^\s+"menu\.[^"]+": ".*",$/),
      text: `  "menu.${n.group}": ${JSON.stringify(n.areaTitle)},`,
    })),
    budgetLine,
    {
      file: "tests/components/navigation/menu.test.tsx",
      anchor: "closing `];` of `const SPEC_MENU = [`",
      find: blockEnd(/^const SPEC_MENU = \[$/, /^\];$/),
      text: `  ${JSON.stringify(n.areaTitle)},`,
      before: true,
    },
  );
  todo.push(
    `scripts/bundle-budgets.json: "${routeKey(pageFile)}" is ${budget} KB, a generous placeholder (the largest signed-in budget + 5). After \`npm run build\`, set it to the route's measured size (\`npm run bench:bundle\` prints it; \`npm run check:bundle\` holds it) and say why in the commit.`,
    "tests/components/shell/sidebar.test.tsx counts the menu's links: one more now.",
    `The menu entry is the last, with the "${icon}" icon: move it (and "${n.areaTitle}" in SPEC_MENU of tests/components/navigation/menu.test.tsx) where it belongs; a new icon is drawn in src/shell/sidebar/icons.tsx (MENU_ICONS).`,
  );
} else {
  const contractFile = `contracts/${area}.contract.ts`;
  const handlerFile = `mock-server/handlers/${area}.ts`;
  if (!exists(contractFile)) {
    console.error(`${contractFile} does not exist: for a new area with a page of its own, run npm run new:list -- --page ${area} ${name}`);
    process.exit(1);
  }
  const contract = read(contractFile);
  const groups = [...contract.matchAll(/^export const (\w+) = HttpApiGroup\.make\("(\w+)"\)/gm)].map(([, , g]) => g!);
  const group = groups.find((g) => g === namesOf(area, name).group) ?? (groups.length === 1 ? groups[0]! : undefined);
  if (!group) {
    console.error(`${contractFile}: ${groups.length === 0 ? "no group" : `groups ${groups.join(", ")}, none named after the area`}`);
    process.exit(1);
  }
  n = namesOf(area, name, group);
  checkNamesFree(n, "tab");
  if (new RegExp(`HttpApiEndpoint\\.\\w+\\(\\s*"${n.list}"`).test(contract))
    problems.push(`${contractFile} has an endpoint "${n.list}" already`);
  for (const id of [n.One, `${n.One}Status`, `${n.One}Query`, `${n.ONE}_ORDER`])
    if (new RegExp(`\\b${id}\\b`).test(contract)) problems.push(`${contractFile} uses the name ${id} already`);
  const handlers = exists(handlerFile) ? read(handlerFile) : "";
  if (new RegExp(`\\b(${n.ONE}_LIST|${n.list}Of)\\b`).test(handlers))
    problems.push(`${handlerFile} uses the name ${n.ONE}_LIST or ${n.list}Of already`);

  listFiles(n);
  created.set(`src/features/${area}/${name}-list.tsx`, template.componentFile(n, "tab"));
  messagesFile(n, name, "tab");

  const groupLine = firstLine(new RegExp(`^export const \\w+ = HttpApiGroup\\.make\\("${group}"\\)$`));
  const groupAnchor = `line \`export const ... = HttpApiGroup.make("${group}")\` (with its endpoints on the lines below)`;
  const handlersLine = firstLine(new RegExp(`^export const \\w+: HandlersOf<"${group}"> = \\{$`));
  const handlersAnchor = `line \`export const ...: HandlersOf<"${group}"> = {\``;
  insertions.push(
    ...importsInto(contractFile, contract, template.contractImports()),
    { file: contractFile, anchor: groupAnchor, find: groupLine, text: template.contractSchemas(n), before: true },
    { file: contractFile, anchor: groupAnchor, find: groupLine, text: template.contractEndpoint(n) },
    ...importsInto(handlerFile, handlers, template.handlerImports(n)),
    { file: handlerFile, anchor: handlersAnchor, find: handlersLine, text: `${template.handlerResource(n)}\n`, before: true },
    { file: handlerFile, anchor: handlersAnchor, find: handlersLine, text: template.handlerMethod(n) },
  );
  // An area whose page draws its tabs from `<area>-tabs.ts` (read by "find anything" too, decision 060)
  // and their content from the page's `CONTENT` map gets the new tab in both; another area's page is edited by hand.
  const tabsFile = `src/features/${area}/${area}-tabs.ts`;
  const pageFile = `src/features/${area}/${area}-page.tsx`;
  const tabbed = exists(tabsFile) && exists(pageFile) && /^const CONTENT: Record<\w+, ReactNode> = \{$/m.test(read(pageFile));
  if (tabbed) {
    insertions.push(
      {
        file: tabsFile,
        anchor: "closing `] as const;` of `export const ..._TABS = [`",
        find: blockEnd(/^export const \w+_TABS = \[$/, /^\] as const;$/),
        text: `  { key: "${n.list}", label: "${n.list}.title" },`,
        before: true,
      },
      { file: pageFile, anchor: "one-line import", find: LAST_IMPORT, text: `import { ${n.List} } from "./${name}-list";` },
      {
        file: pageFile,
        anchor: "closing `};` of `const CONTENT: Record<..., ReactNode> = {`",
        find: blockEnd(/^const CONTENT: Record<\w+, ReactNode> = \{$/, /^\};$/),
        text: `  ${n.list}: <${n.List} />,`,
        before: true,
      },
    );
  } else {
    if (!exists(`src/features/${area}`))
      todo.push(`There is no src/features/${area}/: move ${name}-list.tsx beside the page that shows it (a feature imports no other).`);
    todo.push(
      `Show it: a tab of the area's page, e.g. { key: "${n.list}", label: "${n.list}.title", content: <${n.List} /> } with \`import { ${n.List} } from "./${name}-list";\` (src/features/${area}/). A page of its own instead: rename it <name>-page.tsx with a default export, and give it a route and a budget (docs/adding-an-area.md §2.2).`,
    );
  }
}

// A new endpoint is driven through Prism like every other (the file's last case checks that each one is).
insertions.push({
  file: "tests/contract/conformance.test.ts",
  anchor: 'line `  it("every contract endpoint was exercised ...`',
  find: firstLine(/^\s+it\("every contract endpoint was exercised/),
  text: template.conformanceCase(n),
  before: true,
});

todo.push(
  `Translate in ${LOCALES.filter((l) => l !== "en").join(", ")}: ${template.untranslated(n, pageMode ? "page" : "tab").join(", ")} (English for now; the column and status names are translated).`,
  `Adapt the record's fields, the seed (mock-server/seeds/${name}.ts), the columns and the test (tests/mock-server/${name}.test.ts) to the real data.`,
);

for (const file of created.keys()) if (exists(file)) problems.push(`${file} exists (the generator writes no file that exists)`);
// Every insertion is tried on the file's text now, so that a missing anchor stops the generator before it writes.
const edited = new Map<string, string>();
for (const file of new Set(insertions.map((i) => i.file))) {
  if (!exists(file)) {
    problems.push(`${file} does not exist`);
    continue;
  }
  try {
    edited.set(
      file,
      insert(
        read(file),
        insertions.filter((i) => i.file === file),
      ),
    );
  } catch (error) {
    if (!(error instanceof MissingAnchor)) throw error;
    problems.push(error.message);
  }
}
if (problems.length > 0) {
  console.error(`new:list ${args.join(" ")}: nothing written.\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

/** The project's Prettier, with the project's settings, on every file before it is written. */
const formatted = async (file: string, text: string) =>
  format(text, { ...(await resolveConfig(join(root, file))), filepath: join(root, file) });
const output = new Map<string, string>();
try {
  for (const [file, text] of [...created, ...edited]) output.set(file, await formatted(file, text));
} catch (error) {
  console.error(`new:list: Prettier refused a generated file, nothing written (a bug of scripts/new-list/):\n${String(error)}`);
  process.exit(1);
}
for (const [file, text] of output) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  // "wx": fails rather than write over a file that appeared since the check.
  writeFileSync(join(root, file), text, created.has(file) ? { flag: "wx" } : {});
  console.log(`${created.has(file) ? "wrote " : "edited"}  ${file}`);
}

// The contract changed: the OpenAPI document is derived from it (npm run contracts:openapi).
try {
  const { renderOpenApi } = await import("../contracts/openapi");
  writeFileSync(join(root, "contracts/openapi.json"), renderOpenApi());
  console.log("derived  contracts/openapi.json");
} catch (error) {
  todo.unshift(`npm run contracts:openapi (it failed here: ${String(error)})`);
}

console.log(
  `\nFormatted with the project's Prettier. Left to do (docs/adding-an-area.md §0):\n${todo.map((t, i) => `${i + 1}. ${t}`).join("\n")}`,
);
