// Programs the tests need from Debian's archive (never downloaded from elsewhere): found on the
// PATH, else installed with apt when we are root (or have sudo without a password), else the
// command to run is printed.
import { spawnSync } from "node:child_process";

export function commandPath(name: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/**
 * Makes sure `find()` finds the program, installing Debian's `pkg` if needed.
 * Returns an error message, or undefined once the program is there.
 */
export function ensureDebianPackage(pkg: string, find: () => string | undefined): string | undefined {
  if (find()) return undefined;
  // As root, or with sudo that needs no password (as on CI machines).
  const sudo = process.getuid?.() === 0 ? [] : spawnSync("sudo", ["-n", "true"]).status === 0 ? ["sudo", "-n"] : null;
  if (!sudo) {
    return `${pkg} is missing. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y ${pkg}`;
  }
  console.log(`${pkg} is missing: installing Debian's ${pkg} package with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", pkg],
  ]) {
    const [command = "apt-get", ...rest] = [...sudo, "apt-get", ...args];
    const r = spawnSync(command, rest, { stdio: "inherit", env });
    if (r.status !== 0) return `apt-get ${args.join(" ")} failed (exit ${r.status}).`;
  }
  return find() ? undefined : `apt-get installed ${pkg}, but the program is still not found.`;
}
