import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { precompiledMessages } from "./scripts/vite-precompiled-messages";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** The portal lives under /publisher; in development the API is proxied to the mock server. */
export default defineConfig({
  base: "/publisher/",
  plugins: [precompiledMessages(), react(), tailwindcss()],
  resolve: {
    // Messages arrive as ASTs (see the plugin), so the ICU parser stays out of the bundle.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { outDir: "dist", sourcemap: true, target: "es2022", manifest: true },
  server: {
    port: 5173,
    proxy: {
      "/publisher/api": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
      "/__mock": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
    },
  },
});
