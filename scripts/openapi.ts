/** Writes contracts/openapi.json from the contracts (`npm run contracts:openapi`); `--check` fails when it is stale. */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderOpenApi } from "../contracts/openapi";

const target = fileURLToPath(new URL("../contracts/openapi.json", import.meta.url));
const fresh = renderOpenApi();
if (process.argv.includes("--check")) {
  const current = readFileSync(target, "utf8");
  if (current !== fresh) {
    console.error("contracts/openapi.json is stale: run `npm run contracts:openapi`");
    process.exit(1);
  }
  console.log("contracts/openapi.json is up to date");
} else {
  writeFileSync(target, fresh);
  console.log(`wrote ${target}`);
}
