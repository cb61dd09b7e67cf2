// The enquiries database through wrangler: the local D1 that `npm start` serves, or the remote
// one with the deploy login (docs/decisions/017-enquiries.md).
import { spawnSync } from "node:child_process";
import { binOf, ROOT, toolEnv } from "../lib/run.ts";

export const ENQUIRIES_BINDING = "ENQUIRIES";

export interface D1Target {
  remote: boolean;
  /** Local state folder (wrangler's --persist-to); ignored for remote. */
  persistTo: string;
  /** A wrangler config other than the project's wrangler.toml (another build folder). */
  config?: string;
}

function wrangler(target: D1Target, args: string[]): string {
  const where = target.remote ? ["--remote"] : ["--local", "--persist-to", target.persistTo];
  const config = target.config ? ["--config", target.config] : [];
  const r = spawnSync(process.execPath, [binOf("wrangler", "wrangler"), "d1", ...args, ...config, ...where], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...toolEnv, CI: "true" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`wrangler d1 ${args[0]} failed:\n${(r.stderr || r.stdout).trim()}`);
  return r.stdout;
}

/** Applies the migrations in migrations/ that the database has not had yet. */
export function applyMigrations(target: D1Target): void {
  wrangler(target, ["migrations", "apply", ENQUIRIES_BINDING]);
}

/** Runs one SQL statement and returns its rows. The statement is the caller's: never visitor input. */
export function query<T>(target: D1Target, sql: string): T[] {
  const out = wrangler(target, ["execute", ENQUIRIES_BINDING, "--json", "--command", sql]);
  const results = JSON.parse(out) as Array<{ results: T[]; success: boolean }>;
  return results.at(-1)?.results ?? [];
}
