// Browser tests use Debian's Chromium (nothing may download a browser). Installs it when running
// as root and it is missing; otherwise prints the one line that installs it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error("Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then `npm test` again.");
    process.exit(1);
  }
}
