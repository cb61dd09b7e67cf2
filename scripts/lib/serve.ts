// Serving a build for tools and tests: a wrangler config for any build folder, and waiting
// until the site answers. wrangler.toml is read and written with smol-toml; the written config
// is generated, so it keeps every table and value but not the comments.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "smol-toml";
import { ROOT } from "./run.ts";

/** The parts of wrangler.toml that name files; the rest is kept as it is. */
interface WranglerConfig {
  main: string;
  assets: { directory: string };
  d1_databases?: Array<{ migrations_dir?: string }>;
  alias?: Record<string, string>;
}

const readWranglerConfig = () => parse(readFileSync(join(ROOT, "wrangler.toml"), "utf8")) as unknown as WranglerConfig;

/** A path wrangler.toml gives under ./build/, as the same file of `buildDir`; undefined for other paths. */
function inBuildDir(path: string, buildDir: string): string | undefined {
  return path.startsWith("./build/") ? join(buildDir, path.slice("./build/".length)) : undefined;
}

/**
 * Writes `file`: the project's wrangler.toml with absolute paths, serving `buildDir` (a folder
 * with client/, server/ and worker/), and any generated module swapped for another file.
 */
export function writeWranglerConfig(file: string, buildDir: string, modules: Partial<Record<`@build/${string}`, string>> = {}): string {
  const config = readWranglerConfig();
  config.main = join(ROOT, config.main);
  config.assets.directory = join(buildDir, "client");
  for (const db of config.d1_databases ?? []) if (db.migrations_dir) db.migrations_dir = join(ROOT, db.migrations_dir);
  const alias = (config.alias ??= {});
  for (const [name, path] of Object.entries(alias)) alias[name] = inBuildDir(path, buildDir) ?? path;
  for (const [name, path] of Object.entries(modules)) if (path) alias[name] = path;
  writeFileSync(file, stringify(config));
  return file;
}

/** The generated modules the Worker bundles (wrangler.toml [alias]), as files of `buildDir`. */
export function buildModuleAliases(buildDir: string): Record<string, string> {
  const entries = Object.entries(readWranglerConfig().alias ?? {}).flatMap(([name, path]): Array<[string, string]> => {
    const file = inBuildDir(path, buildDir);
    return /^@build\/[\w-]+$/.test(name) && file ? [[name, file]] : [];
  });
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
