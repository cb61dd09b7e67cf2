// The build hash (spec §3 webpackCompilationHash): a hash of every input that shapes the
// built site, so identical inputs give identical builds and any change gives a new hash.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const BUILD_INPUTS = [
  "app",
  "content",
  "public",
  "worker",
  "redirects",
  "scripts",
  "package-lock.json",
  "vite.config.ts",
  "remix.config.js",
  "wrangler.toml",
];

function files(root: string, entry: string): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") || name.endsWith(".test.tsx") ? [] : files(root, join(entry, name))));
}

/** Content and public files are read from `contentRoot` (the project unless CONTENT_ROOT is set). */
export function inputsHash(root: string, contentRoot = root): string {
  const hash = createHash("sha256");
  // Build settings given as environment variables shape the output too.
  hash.update(`SERVICE_WORKER=${process.env.SERVICE_WORKER ?? "on"}\0`);
  for (const entry of BUILD_INPUTS) {
    const base = entry === "content" || entry === "public" ? contentRoot : root;
    for (const file of files(base, entry)) {
      hash.update(relative(base, join(base, file)).split("\\").join("/"));
      hash.update("\0");
      hash.update(readFileSync(join(base, file)));
      hash.update("\0");
    }
  }
  return hash.digest("hex").slice(0, 20);
}
