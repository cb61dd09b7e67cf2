// The build hash (spec §3 webpackCompilationHash): a hash of every input that shapes the
// built site, so identical inputs give identical builds and any change gives a new hash.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SITE_FILE } from "./run.ts";

export const BUILD_INPUTS = [
  "app",
  "content",
  "public",
  "worker",
  // The shared rules and the redirect engine; the rules beside it are the site's own files, taken below.
  "policy",
  "redirects/engine",
  // The build pipeline and the helpers it runs on; the operator tools, checks and benchmarks
  // shape nothing that is built.
  "scripts/build",
  "scripts/lib",
  "package-lock.json",
  "vite.config.ts",
  "remix.config.js",
  "wrangler.toml",
];

/** The files under `entry`, tests aside; `site` says whether to take the site's own files or the rest. */
function files(root: string, entry: string, site: boolean): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SITE_FILE.test(entry) === site ? [entry] : [];
  if (!site && SITE_FILE.test(`${entry}/`)) return []; // content/pages/ is all site files
  return readdirSync(full)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") || name.endsWith(".test.tsx") ? [] : files(root, join(entry, name), site)));
}

/** The site's own files come from `contentRoot`; the code, public/ and configs from `root`. */
export function inputsHash(root: string, contentRoot = root): string {
  const hash = createHash("sha256");
  // Build settings given as environment variables shape the output too.
  hash.update(`SERVICE_WORKER=${process.env.SERVICE_WORKER ?? "on"}\0`);
  const add = (base: string, file: string) => {
    hash.update(file.split("\\").join("/"));
    hash.update("\0");
    hash.update(readFileSync(join(base, file)));
    hash.update("\0");
  };
  for (const entry of BUILD_INPUTS) for (const file of files(root, entry, false)) add(root, file);
  for (const entry of ["content", "redirects"]) for (const file of files(contentRoot, entry, true)) add(contentRoot, file);
  return hash.digest("hex").slice(0, 20);
}
