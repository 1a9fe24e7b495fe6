import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
    // Machines are pure: no React, no fetch, no router (STYLE habit 1).
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["react", "react-*", "@xstate/react", "../src/*"] }],
      "no-restricted-globals": ["error", "fetch", "window", "document"],
    },
  },
  {
    // The HTTP layer reports data; it never navigates or shows anything (STYLE habit 5).
    files: ["src/api/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["react", "react-*", "../components/*", "../pages/*"] }] },
  },
);
