// Serving a build for tools and tests: a wrangler config for any build folder, and waiting
// until the site answers.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./run.ts";

/**
 * Writes `file`: the project's wrangler.toml with absolute paths, serving `buildDir` (a folder
 * with client/, server/ and worker/), and any generated module swapped for another file.
 */
export function writeWranglerConfig(file: string, buildDir: string, modules: Partial<Record<`@build/${string}`, string>> = {}): string {
  let toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, `main = "${join(ROOT, "worker/index.ts")}"`)
    .replace(/^directory = .*$/m, `directory = "${join(buildDir, "client")}"`)
    .replace(/^migrations_dir = "(.*)"$/m, (_, dir: string) => `migrations_dir = "${join(ROOT, dir)}"`)
    .replace(/"\.\/build\//g, `"${buildDir}/`);
  for (const [name, path] of Object.entries(modules)) toml = toml.replace(new RegExp(`^"${name}" = .*$`, "m"), `"${name}" = "${path}"`);
  writeFileSync(file, toml);
  return file;
}

/** The generated modules the Worker bundles (wrangler.toml [alias]), as files of `buildDir`. */
export function buildModuleAliases(buildDir: string): Record<string, string> {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const entries = [...toml.matchAll(/^"(@build\/[\w-]+)" = "\.\/build\/([^"]+)"$/gm)].map((m): [string, string] => [
    m[1] ?? "",
    join(buildDir, m[2] ?? ""),
  ]);
  if (!entries.length) throw new Error("wrangler.toml names no @build/* modules under [alias]");
  return Object.fromEntries(entries);
}

/** Resolves once `origin` answers /__version; rejects after `timeoutMs`. */
export async function waitForSite(origin: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/__version`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${origin} did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
