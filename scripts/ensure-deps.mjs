// Installs node_modules from the lockfile when they are missing or older than the lockfile.
// Plain Node with no dependencies, so that `npm start` and `npm test` work on a fresh clone.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const lock = "package-lock.json";
const installed = "node_modules/.package-lock.json";
const stale = () => {
  if (!existsSync(installed)) return true;
  const want = JSON.parse(readFileSync(lock, "utf8")).packages ?? {};
  const have = JSON.parse(readFileSync(installed, "utf8")).packages ?? {};
  return Object.entries(want).some(
    ([path, meta]) =>
      path !== "" && !meta.optional && !meta.devOptional && !meta.peer && !meta.extraneous && have[path]?.version !== meta.version,
  );
};

if (stale()) {
  console.log("Installing dependencies from package-lock.json (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}
