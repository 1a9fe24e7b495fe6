import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { precompiledMessages } from "./scripts/vite-precompiled-messages";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** Libraries the entry imports (React, React Router, react-intl with formatjs, XState). */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/;

/** The portal lives under /publisher; in development the API is proxied to the mock server. */
export default defineConfig({
  base: "/publisher/",
  plugins: [precompiledMessages(), react(), tailwindcss()],
  resolve: {
    // Messages arrive as ASTs (see the plugin), so the ICU parser stays out of the bundle.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs before its first paint, as one chunk: split by use they
          // were five, and one file is about 2 KB smaller in gzip and four requests fewer
          // (docs/decisions/009-login-bundle.md). Only libraries the entry itself imports belong
          // here: anything matched is loaded by every page, the login page included.
          groups: [{ name: "vendor", test: VENDOR }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/publisher/api": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
      "/__mock": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
    },
  },
});
