/** Debian's Chromium as the browser tests and the benchmarks run it: headless as root, and none of its own network traffic (which these machines refuse). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
