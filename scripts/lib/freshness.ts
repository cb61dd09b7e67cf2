// Whether a site's build was made from the current inputs, so that `npm start`, `npm test` and
// the benchmarks rebuild only when something changed.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inputsHash } from "./inputs-hash.ts";
import { ROOT, runNode, SITE, siteEnv, type Site } from "./run.ts";

/** Written into the build folder by `npm run build`: the hash of the inputs it was built from. */
export const STAMP_FILE = "build-stamp.json";

export function buildIsFresh(site: Site = SITE): boolean {
  const stamp = join(ROOT, site.buildDir, STAMP_FILE);
  if (!existsSync(stamp)) return false;
  try {
    const { inputsHash: built } = JSON.parse(readFileSync(stamp, "utf8")) as { inputsHash?: string };
    return built === inputsHash(ROOT, resolve(ROOT, site.contentRoot));
  } catch {
    return false;
  }
}

/** Builds `site` unless its build is fresh; returns the build's exit code (0 when nothing to do).
 * `quiet`: everything the build prints goes to stderr (stdout is someone's JSON stream). */
export function ensureBuilt(site: Site = SITE, { quiet = false } = {}): number {
  if (buildIsFresh(site)) return 0;
  (quiet ? console.error : console.log)(`${site.buildDir}/ is missing or older than its sources: building it.`);
  return runNode(join(ROOT, "scripts/build/build.ts"), [], { env: siteEnv(site), stdio: quiet ? ["inherit", 2, 2] : undefined });
}
