// The redirect namespace through wrangler: local (the KV `wrangler dev` reads) or remote.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { POINTER_KEY, PREVIOUS_POINTER_KEY } from "../../redirects/core/kv-layout.ts";
import { binOf, ROOT, toolEnv } from "./run.ts";

export interface KvTarget {
  remote: boolean;
  /** Local state folder (wrangler's --persist-to); ignored for remote. */
  persistTo: string;
  /** A wrangler config other than the project's wrangler.toml (another build folder). */
  config?: string;
}

function wrangler(target: KvTarget, args: string[]): { code: number; stdout: string; stderr: string } {
  const where = target.remote ? ["--remote"] : ["--local", "--persist-to", target.persistTo];
  const config = target.config ? ["--config", target.config] : [];
  const r = spawnSync(process.execPath, [binOf("wrangler", "wrangler"), "kv", ...args, "--binding", "REDIRECTS", ...config, ...where], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...toolEnv },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? 1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

function must(result: ReturnType<typeof wrangler>, what: string): string {
  if (result.code !== 0) throw new Error(`${what} failed:\n${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}

export function kvGet(target: KvTarget, key: string): string | null {
  const out = must(wrangler(target, ["key", "get", key, "--text"]), `reading ${key}`);
  // wrangler prints this (and exits 0) for a missing key.
  return out.trim() === "Value not found" ? null : out;
}

export function kvPut(target: KvTarget, key: string, value: string): void {
  must(wrangler(target, ["key", "put", key, value]), `writing ${key}`);
}

export function kvBulkPut(target: KvTarget, entries: Array<{ key: string; value: string }>): void {
  const dir = mkdtempSync(join(tmpdir(), "redirects-"));
  try {
    const file = join(dir, "entries.json");
    writeFileSync(file, JSON.stringify(entries));
    must(wrangler(target, ["bulk", "put", file]), "writing the map");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes a map version live: writes its keys (rules, shards, meta), then records the version live
 * until now as the one `rollback` restores, then moves the pointer. The one way a map is
 * published: `npm run redirects -- push`, `npm run deploy` and `npm start` all come here.
 * Returns the version that was live before (null if none, or if it was this one).
 */
export function publishMap(target: KvTarget, entries: Array<{ key: string; value: string }>, version: string): string | null {
  kvBulkPut(target, entries);
  const live = kvGet(target, POINTER_KEY)?.trim() || null;
  if (live === version) return null;
  if (live) kvPut(target, PREVIOUS_POINTER_KEY, live);
  kvPut(target, POINTER_KEY, version);
  return live;
}

/** What the build writes for publishing (build/worker/redirects-kv.json): one map version's keys. */
export interface BuiltMap {
  version: string;
  entries: Array<{ key: string; value: string }>;
}

export const BUILT_MAP_FILE = "worker/redirects-kv.json";

/** Publishes the map a build compiled (`buildDir`/worker/redirects-kv.json). */
export function publishBuiltMap(target: KvTarget, buildDir: string): { version: string; previous: string | null } {
  const built = JSON.parse(readFileSync(join(buildDir, BUILT_MAP_FILE), "utf8")) as BuiltMap;
  return { version: built.version, previous: publishMap(target, built.entries, built.version) };
}
