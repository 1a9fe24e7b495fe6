// Browser tests use Debian's Chromium (nothing may download a browser): its headless shell for the
// tests (docs/decisions/079-the-tests-in-the-headless-shell.md), the full browser for the benchmarks and
// Lighthouse. Installs what is missing when running as root; otherwise prints the one line that does.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = [
  [process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", "chromium-headless-shell"],
  ["/usr/bin/chromium", "chromium"],
];
const missing = wanted.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
if (missing.length > 0) {
  // A second copy of the suite starting beside this one waits for dpkg's lock instead of failing on
  // it; `apt-get update`'s lock has no such wait ("Could not get lock /var/lib/apt/lists/lock"), so
  // the two installs also take turns by flock (util-linux).
  const apt = "apt-get -o DPkg::Lock::Timeout=600";
  const install = `${apt} install -y -qq ${missing.join(" ")}`;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
    execSync(`flock /tmp/publisher-portal-apt.lock sh -c '${apt} update -qq && DEBIAN_FRONTEND=noninteractive ${install}'`, {
      stdio: "inherit",
    });
  } else {
    console.error(
      `Missing: ${missing.join(", ")}. Run \`sudo apt-get install ${missing.join(" ")}\` (or set CHROMIUM_PATH), then \`npm test\` again.`,
    );
    process.exit(1);
  }
}
