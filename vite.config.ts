import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The portal lives under /publisher; in development the API is proxied to the mock server. */
export default defineConfig({
  base: "/publisher/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", sourcemap: true, target: "es2022", manifest: true },
  server: {
    port: 5173,
    proxy: {
      "/publisher/api": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
      "/__mock": `http://127.0.0.1:${process.env.MOCK_PORT ?? 8080}`,
    },
  },
});
