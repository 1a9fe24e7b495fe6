import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Which folders may import which (docs/decisions/014-feature-folders-and-import-direction.md):
 * shared parts (`src/ui`) know nothing of the app, the shell or the features (each page is the
 * route module of its feature, in `src/features/<area>/`); features know nothing of the shell;
 * the HTTP layer knows nothing of React; machines know nothing of `src/`. A feature stands alone: it
 * imports no other feature; what two features show is a panel (`src/panels/<panel>/`, which imports no
 * feature and no other panel), a shared part (`src/ui`) or an app service (`src/app`) (decision 047).
 * The contracts know nothing of the client or the mock; the mock server nothing of the portal or React;
 * the journal and `src/lib` nothing of React, the shell, the features, the panels or the shared UI.
 * `tests/lint/import-direction.test.ts` proves each zone reports an import it forbids.
 */
const REACT_PACKAGES =
  "node_modules/{react,react-dom,react-intl,react-router,react-router-dom,@xstate/react,@headlessui/react,@tanstack/react-table}/**";
/** The folders directly under `dir`: one zone per feature and per panel, so a new folder is covered at once. */
const foldersOf = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
/** Each folder of `dir` imports nothing from the other folders of `dir`. */
const standAlone = (dir, message) =>
  foldersOf(dir).map((name) => ({ target: `${dir}/${name}`, from: dir, except: [`./${name}`], message }));
const importZones = [
  {
    // The two Effect-free modules of the error catalogue are shared vocabulary, not implementations:
    // the tags a machine branches on (isTag) and how a 422's violations reach a form (applyViolations).
    target: "machines",
    from: "src",
    except: ["./api/catalogue.ts", "./api/violations.ts"],
    message: "Machines are pure data and names: their implementations are provided from src/, never imported.",
  },
  { target: "src/api", from: REACT_PACKAGES, message: "The HTTP layer reports data; it never renders, navigates or shows anything." },
  {
    target: "src/api",
    from: ["src/app", "src/shell", "src/ui", "src/features"],
    message: "The HTTP layer sits below every part of the portal.",
  },
  { target: "src/ui", from: ["src/shell", "src/features"], message: "Shared UI parts know nothing of the shell or the features." },
  {
    // What a list part needs of the app comes through the one context it defines (src/ui/list/list-services.tsx).
    target: "src/ui",
    from: "src/app",
    message: "Shared UI parts know nothing of the app: what they need comes as props or through a context they define.",
  },
  { target: "src/features", from: "src/shell", message: "Features know nothing of the shell; the shell and the route table compose them." },
  ...standAlone(
    "src/features",
    "A feature stands alone: what two features share is a panel (src/panels), a shared part (src/ui) or an app service (src/app).",
  ),
  {
    target: "src/panels",
    from: ["src/shell", "src/features"],
    message: "A panel knows nothing of the pages that show it, nor of the shell.",
  },
  ...standAlone("src/panels", "A panel stands alone: what two panels share is a shared part (src/ui) or an app service (src/app)."),
  { target: "src/ui", from: "src/panels", message: "Shared UI parts know nothing of the panels." },
  {
    target: "src/app",
    from: ["src/shell", "src/features", "src/panels"],
    message: "App services know nothing of the shell, the features or the panels.",
  },
  { target: ["src/journal", "src/lib"], from: REACT_PACKAGES, message: "The journal and the libraries render nothing." },
  {
    target: ["src/journal", "src/lib"],
    from: ["src/shell", "src/features", "src/panels", "src/ui"],
    message: "The journal and the libraries sit below the portal's parts.",
  },
  {
    target: "contracts",
    from: ["src", "mock-server", "machines"],
    message: "The contracts are the source: nothing of the client, the mock or the flows.",
  },
  {
    // An entry of the build of its own (decision 064): a module of the portal imported here would be split
    // into a chunk the portal's entry shares, and every page would load one file more before it renders.
    target: "src/vitals",
    from: ["src", "machines"],
    except: ["./vitals"],
    message: "The web-vitals module imports nothing of the portal: it is an entry of its own.",
  },
  { target: "mock-server", from: ["src", "machines"], message: "The mock server is derived from the contracts: nothing of the portal." },
  { target: "mock-server", from: REACT_PACKAGES, message: "The mock server renders nothing." },
];

const PROVIDE_ONLY_BESIDE_THE_HOST = {
  selector: "CallExpression[callee.property.name='provide']",
  message: "Provide a flow's implementations in the flow-implementations.ts beside what hosts it (docs/adding-an-area.md).",
};

export default tseslint.config(
  { ignores: ["dist", "dist-*", "tmp", "node_modules", "coverage", "test-results", "playwright-report", "bench-results", "docs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
      "no-console": "off",
    },
  },
  {
    // One direction of imports, and no cycles (a lazy `import()` counts: it is still a dependency).
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts", "contracts/**/*.ts", "mock-server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: importZones }],
    },
  },
  {
    // madge (npm run check:cycles) also sees type-only circles across all four folders; this rule names the line in the editor.
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts", "contracts/**/*.ts"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The browser's own Temporal where it has one: the portal's code takes it from src/lib/temporal.ts,
    // which fetches the polyfill only where it is missing (a value import here ships it to everyone).
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts", "contracts/**/*.ts"],
    ignores: ["src/lib/temporal.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "temporal-polyfill",
              allowTypeImports: true,
              message:
                "Import Temporal from src/lib/temporal.ts: the browser's own where it has one, the polyfill only where it is missing.",
            },
          ],
        },
      ],
    },
  },
  {
    // One name for where a flow gets its implementations (issue 34): a machine is provided only in a
    // `flow-implementations.ts` beside the page, panel or part that hosts it. The journal's replay
    // gives a machine silent actors to replay it, which is not a flow's implementations.
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts"],
    ignores: ["**/flow-implementations.ts", "src/journal/replay.ts"],
    rules: { "no-restricted-syntax": ["error", PROVIDE_ONLY_BESIDE_THE_HOST] },
  },
  {
    // A form's submit needs the network: offline it waits, saying why (decision 083). The pages' forms
    // use the one offline-aware button, never a raw one (a review found two that stayed enabled).
    // (A second block of the same rule replaces the first's selectors: both are given here.)
    files: ["src/{features,panels,shell}/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        PROVIDE_ONLY_BESIDE_THE_HOST,
        {
          selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='type'][value.value='submit']",
          message:
            "A submit needs the network: use SubmitButton or NetworkButton (src/ui/needs-network.tsx), disabled offline with the reason.",
        },
      ],
    },
  },
  {
    // Machines are pure: no React, no fetch, no router (STYLE habit 1).
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["react", "react-*", "@xstate/react"] }],
      "no-restricted-globals": ["error", "fetch", "window", "document"],
    },
  },
  {
    // The test files share one module graph per worker (docs/decisions/069-one-module-graph-per-worker.md):
    // a module mocked by one file stays mocked for the files after it, or is not mocked at all when an
    // earlier file loaded it first. Spy on what the module calls instead (vitest restores spies after each test).
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: "vi.mock outlives this file in the worker's shared module graph (decision 069): spy on what the module calls instead.",
        },
      ],
    },
  },
);
