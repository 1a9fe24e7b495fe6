/**
 * The list generator end to end (scripts/new-list.ts, docs/adding-an-area.md §0), in a copy of the
 * repository: `--page referrals partners` makes a new area with its page in the menu, `support tickets`
 * adds a list to an existing area, and a second run writes nothing. What they write and change passes
 * Prettier, ESLint, the type checker, the route, locale and OpenAPI checks, and the generated
 * mock-server tests pass against the generated handlers. The copy is made and the generator run once,
 * before the tests; each check is a test of its own, so that each has the suite's limit.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Build, test and tool output, and what the copy shares with the repository instead. */
const LEFT_OUT = new Set([
  "node_modules",
  "dist",
  "dist-ssr",
  "reports",
  "test-results",
  ".git",
  ".stryker-tmp",
  "bench-results",
  "playwright-report",
  "coverage",
]);

const copy = mkdtempSync(join(tmpdir(), "new-list-"));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill();
  rmSync(copy, { recursive: true, force: true });
});

interface Run {
  readonly code: number | null;
  readonly output: string;
}

/** A tool of the repository's node_modules (its `.bin`, or a path under node_modules), run in the copy; its output is the assertion's message. */
const run = (tool: string, args: ReadonlyArray<string>) =>
  new Promise<Run>((resolve) => {
    // Not the test runner's own variables: the generated tests run in a vitest of their own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV"));
    const child = spawn(join(copy, "node_modules", tool.includes("/") ? tool : `.bin/${tool}`), args, {
      cwd: copy,
      env: { ...env, FORCE_COLOR: "0" },
    });
    running.add(child);
    let output = `$ ${tool} ${args.join(" ")}\n`;
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });

/** The files a run says it wrote, and those it edited. */
const reported = ({ output }: Run, verb: "wrote" | "edited") =>
  [...output.matchAll(new RegExp(`^${verb} +(\\S+)$`, "gm"))].map(([, file]) => file!).sort();

const read = (file: string) => readFileSync(join(copy, file), "utf8");
const LOCALES = ["en", "ru", "uk", "zh"];

let page: Run;
let list: Run;
let again: Run;
let before: string;

beforeAll(async () => {
  for (const entry of readdirSync(ROOT)) if (!LEFT_OUT.has(entry)) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  page = await run("tsx", ["scripts/new-list.ts", "--page", "referrals", "partners"]);
  list = await run("tsx", ["scripts/new-list.ts", "support", "tickets"]);
  before = read("contracts/api.ts");
  again = await run("tsx", ["scripts/new-list.ts", "--page", "referrals", "partners"]);
});

/** What the two runs wrote or edited, and the code among them. */
const changed = () => [...new Set([page, list].flatMap((r) => [...reported(r, "wrote"), ...reported(r, "edited")]))];
const code = () => changed().filter((f) => /\.tsx?$/.test(f));

describe("npm run new:list", () => {
  it("writes a new area with its page and a list in an existing one, and nothing the second time", () => {
    expect(page.code, page.output).toBe(0);
    expect(reported(page, "wrote")).toEqual(
      [
        "contracts/referrals.contract.ts",
        "mock-server/handlers/referrals.ts",
        "mock-server/seeds/partners.ts",
        "tests/mock-server/partners.test.ts",
        "src/features/referrals/referrals-page.tsx",
        ...LOCALES.map((l) => `src/i18n/messages/${l}/referrals.json`),
      ].sort(),
    );
    expect(reported(page, "edited")).toEqual(
      [
        "contracts/api.ts",
        "src/api/groups.ts",
        "mock-server/handlers/index.ts",
        "src/shell/sidebar/menu-entries.ts",
        ...LOCALES.map((l) => `src/i18n/messages/${l}/pages.json`),
        "scripts/bundle-budgets.json",
        "tests/components/navigation/menu.test.tsx",
        "tests/contract/conformance.test.ts",
      ].sort(),
    );
    expect(page.output).toContain("derived  contracts/openapi.json");
    expect(read("src/shell/sidebar/menu-entries.ts").replace(/\s+/g, " ")).toMatch(
      // The last entry, on one line or several.
      /\{ path: "referrals", label: "menu\.referrals", icon: "news", page: \(\) => import\("\.\.\/\.\.\/features\/referrals\/referrals-page"\),? \}, \];/,
    );
    expect(read("src/features/referrals/referrals-page.tsx")).toMatch(
      /export default function ReferralsPage\(\)[\s\S]*<PageTitle id="menu.referrals" \/>/,
    );
    for (const locale of LOCALES) expect(JSON.parse(read(`src/i18n/messages/${locale}/pages.json`))["menu.referrals"]).toBe("Referrals");
    // The placeholder budget: the largest signed-in route's + 5 KB, until the developer measures the page.
    const budgets = JSON.parse(readFileSync(join(ROOT, "scripts/bundle-budgets.json"), "utf8")).routes as Record<string, number>;
    const signedIn = Object.entries(budgets).filter(([route]) => !/^(auth|registration)\//.test(route));
    expect(JSON.parse(read("scripts/bundle-budgets.json")).routes["referrals/referrals"]).toBe(
      Math.max(...signedIn.map(([, kb]) => kb)) + 5,
    );
    expect(page.output).toMatch(/"referrals\/referrals" is [\d.]+ KB, a generous placeholder[\s\S]*npm run build/);

    expect(list.code, list.output).toBe(0);
    expect(reported(list, "wrote")).toEqual(
      [
        "mock-server/seeds/tickets.ts",
        "tests/mock-server/tickets.test.ts",
        "src/features/support/tickets-list.tsx",
        ...LOCALES.map((l) => `src/i18n/messages/${l}/tickets.json`),
      ].sort(),
    );
    expect(reported(list, "edited")).toEqual([
      "contracts/support.contract.ts",
      "mock-server/handlers/support.ts",
      "src/features/support/support-page.tsx",
      "src/features/support/support-tabs.ts",
      "tests/contract/conformance.test.ts",
    ]);
    // The tab, in the list "find anything" reads and in the page's content.
    expect(read("src/features/support/support-tabs.ts")).toContain('{ key: "tickets", label: "tickets.title" },\n] as const;');
    expect(read("src/features/support/support-page.tsx")).toMatch(
      /import \{ TicketsList \} from "\.\/tickets-list";[\s\S]*tickets: <TicketsList \/>,\n\};/,
    );

    // Nothing twice: the second run finds the area, writes nothing and changes nothing.
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain("nothing written");
    expect(again.output).toContain("contracts/referrals.contract.ts exists");
    expect(read("contracts/api.ts")).toBe(before);
  });

  // One check at a time, and the generated tests on one worker: these share the machine with the
  // suite's other worker, whose tests must not starve (run beside tsc, a component test waited out its
  // 15 s for a lazily loaded page). A test each: the five checks in one took 46 s of the 60 s limit
  // with a second suite beside it on a slow host (docs/decisions/084-suite-time.md).
  it("what it wrote passes Prettier", async () => {
    const result = await run("prettier", ["--check", ...changed()]);
    expect(result.code, result.output).toBe(0);
  });

  it("what it wrote passes ESLint", async () => {
    const result = await run("eslint", ["--max-warnings", "0", ...code()]);
    expect(result.code, result.output).toBe(0);
  });

  it("the repository with what it wrote passes the route, locale and OpenAPI checks", async () => {
    for (const result of [
      await run("tsx", ["scripts/check-routes.ts"]),
      await run("tsx", ["scripts/check-locales.ts"]),
      await run("tsx", ["scripts/openapi.ts", "--check"]),
    ])
      expect(result.code, result.output).toBe(0);
  });

  it("the generated mock-server tests pass against the generated handlers", async () => {
    const result = await run("vitest", [
      "run",
      "--project",
      "unit",
      "--maxWorkers=1",
      "tests/mock-server/partners.test.ts",
      "tests/mock-server/tickets.test.ts",
    ]);
    expect(result.code, result.output).toBe(0);
  });

  it("the repository with what it wrote passes the type checker", async () => {
    // `npm run typecheck`'s compiler and options: TypeScript 7's native one (docs/decisions/080-the-native-type-checker.md)
    // with one checker (docs/decisions/084-suite-time.md).
    const result = await run("typescript-native/bin/tsc", ["-p", ".", "--checkers", "1"]);
    expect(result.code, result.output).toBe(0);
  });
});
