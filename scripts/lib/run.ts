// Small helpers for the project's Node scripts: run a tool, time a stage.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { createRequire, findPackageJSON } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
/** A site to build: the folder it is built into and the folder holding its content/ and
 * redirects/, both relative to ROOT. public/ and the code are always the project's. */
export interface Site {
  buildDir: string;
  contentRoot: string;
}
/** The real site: content/ and redirects/ of the project, built into build/. */
export const REAL_SITE: Site = { buildDir: "build", contentRoot: "." };
/** The small site the behaviour tests build and serve: every template, rules of every kind. */
export const FIXTURE_SITE: Site = { buildDir: "build-fixture", contentRoot: "tests/fixtures/site" };
/** The site this process works on: the real one, unless BUILD_DIR and CONTENT_ROOT name another. */
export const SITE: Site = {
  buildDir: process.env.BUILD_DIR ?? REAL_SITE.buildDir,
  contentRoot: process.env.CONTENT_ROOT ?? REAL_SITE.contentRoot,
};
/** Where the build writes, relative to ROOT. */
export const BUILD_DIR = SITE.buildDir;
/** The folder holding content/ and redirects/ (absolute). */
export const CONTENT_ROOT = resolve(ROOT, SITE.contentRoot);
export const PUBLIC_DIR = join(ROOT, "public");
/** A site's own files, relative to its content root: pages, settings and redirect rules. */
export const SITE_FILE = /^(content\/pages\/|content\/site\.yaml$|redirects\/(?!engine(\/|$)))/;
/** The environment that makes a script work on `site`. */
export const siteEnv = (site: Site) => ({ BUILD_DIR: site.buildDir, CONTENT_ROOT: site.contentRoot });
const require = createRequire(import.meta.url);

/** Absolute path of a package's bin script, run with the project's Node (node_modules/.bin/node). */
export function binOf(pkg: string, bin: string): string {
  // Found from the package's entry point: a package whose "exports" leave out package.json
  // (jscpd) cannot be asked for it by name.
  const manifest = findPackageJSON(pkg, pathToFileURL(join(ROOT, "package.json")));
  if (!manifest) throw new Error(`${pkg} is not installed`);
  const bins = (require(manifest) as { bin: Record<string, string> | string }).bin;
  const rel = typeof bins === "string" ? bins : bins[bin];
  if (!rel) throw new Error(`${pkg} has no bin "${bin}"`);
  return join(dirname(manifest), rel);
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  stdio?: StdioOptions;
}

/** `node <script> ...args` with the project's Node, as spawn's arguments: runNode and startNode run it. */
const nodeCommand = (script: string, args: string[], { env, cwd, stdio }: RunOptions) =>
  [process.execPath, [script, ...args], { stdio: stdio ?? "inherit", cwd: cwd ?? ROOT, env: { ...process.env, ...env } }] as const;

/** Runs `node <script> ...args` with the project's Node and returns its exit code. */
export function runNode(script: string, args: string[], options: RunOptions = {}): number {
  const result = spawnSync(...nodeCommand(script, args, options));
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The processes startNode started that are still running: none outlives this process. */
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((child) => child.kill()));

/**
 * Starts `node <script> ...args` with the project's Node without waiting for it, and resolves
 * with its exit code and, when its output is piped, what it printed.
 */
export function startNode(script: string, args: string[], options: RunOptions = {}): Promise<{ code: number; output: string }> {
  const child = spawn(...nodeCommand(script, args, options));
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.once("close", (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, output });
    });
  });
}

export const toolEnv = { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_SANITIZE: "true" };

export function runWrangler(args: string[], options: RunOptions = {}): number {
  return runNode(binOf("wrangler", "wrangler"), args, { ...options, env: { ...toolEnv, ...options.env } });
}

export async function stage<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  console.log(`  ✓ ${name} (${((performance.now() - started) / 1000).toFixed(2)} s)`);
  return value;
}
