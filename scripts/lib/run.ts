// Small helpers for the project's Node scripts: run a tool, time a stage.
import { spawnSync, type StdioOptions } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
/** Where `npm run build` writes, relative to ROOT: build/, unless BUILD_DIR names another folder
 * (the deploy tests build variants side by side). */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** The folder whose content/ and public/ the build reads: the project, unless CONTENT_ROOT says otherwise. */
export const CONTENT_ROOT = process.env.CONTENT_ROOT ?? ROOT;
const require = createRequire(import.meta.url);

/** Absolute path of a package's bin script, run with the project's Node (node_modules/.bin/node). */
export function binOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [ROOT] });
  const bins = (require(manifest) as { bin: Record<string, string> | string }).bin;
  const rel = typeof bins === "string" ? bins : bins[bin];
  if (!rel) throw new Error(`${pkg} has no bin "${bin}"`);
  return join(dirname(manifest), rel);
}

/** Runs `node <script> ...args` with the project's Node and returns its exit code. */
export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  stdio?: StdioOptions;
}

export function runNode(script: string, args: string[], options: RunOptions = {}): number {
  const env = { ...process.env, ...options.env } as NodeJS.ProcessEnv;
  const result = spawnSync(process.execPath, [script, ...args], { stdio: options.stdio ?? "inherit", cwd: options.cwd ?? ROOT, env });
  if (result.error) throw result.error;
  return result.status ?? 1;
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
