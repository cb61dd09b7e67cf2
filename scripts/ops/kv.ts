// The redirect namespace as the operator tools see it: a small key-value store, either
// wrangler's (the local KV that `wrangler dev` reads, or the remote namespace) or, in tests,
// one in memory.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { POINTER_KEY } from "../../redirects/engine/kv-layout.ts";
import { binOf, ROOT, toolEnv } from "../lib/run.ts";

export interface KvEntry {
  key: string;
  value: string;
}

/** What the redirect tools need of a namespace. */
export interface KvStore {
  /** "the local KV" or "the remote namespace", for messages. */
  readonly where: string;
  /** True for the namespace the live site reads. */
  readonly remote: boolean;
  /** Each key's value, null when it is missing. */
  getMany(keys: string[]): Array<string | null>;
  putMany(entries: KvEntry[]): void;
}

export const kvGet = (store: KvStore, key: string): string | null => store.getMany([key])[0] ?? null;

export interface KvTarget {
  remote: boolean;
  /** Local state folder (wrangler's --persist-to); ignored for remote. */
  persistTo: string;
  /** A wrangler config other than the project's wrangler.toml (another build folder). */
  config?: string;
}

/** The REDIRECTS namespace through wrangler: one process per call, a file for many keys. */
export function wranglerKv(target: KvTarget): KvStore {
  const run = (args: string[], what: string): string => {
    const where = target.remote ? ["--remote"] : ["--local", "--persist-to", target.persistTo];
    const config = target.config ? ["--config", target.config] : [];
    const r = spawnSync(process.execPath, [binOf("wrangler", "wrangler"), "kv", ...args, "--binding", "REDIRECTS", ...config, ...where], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...toolEnv },
      maxBuffer: 256 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`${what} failed:\n${(r.stderr ?? "").trim() || (r.stdout ?? "").trim()}`);
    return r.stdout ?? "";
  };
  const withFile = <T>(content: unknown, use: (file: string) => T): T => {
    const dir = mkdtempSync(join(tmpdir(), "redirects-"));
    try {
      const file = join(dir, "keys.json");
      writeFileSync(file, JSON.stringify(content));
      return use(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    where: target.remote ? "the remote namespace" : "the local KV",
    remote: target.remote,
    getMany(keys) {
      // `kv bulk get` prints {"<key>": {"value": <string or null>}} for every key asked.
      const out = withFile(keys, (file) => run(["bulk", "get", file], `reading ${keys.join(", ")}`));
      const values = JSON.parse(out) as Record<string, { value: string | null } | undefined>;
      return keys.map((key) => values[key]?.value ?? null);
    },
    putMany(entries) {
      if (entries.length)
        withFile(entries, (file) => run(["bulk", "put", file], `writing ${entries.length === 1 ? entries[0]?.key : "the map"}`));
    },
  };
}

/** What the build writes for publishing (build/worker/redirects-kv.json): one map version's keys. */
export interface BuiltMap {
  version: string;
  entries: KvEntry[];
}

export const BUILT_MAP_FILE = "worker/redirects-kv.json";

export function readBuiltMap(buildDir: string): BuiltMap {
  return JSON.parse(readFileSync(join(buildDir, BUILT_MAP_FILE), "utf8")) as BuiltMap;
}

/**
 * Seeds a local KV with the map a build compiled (`buildDir`/worker/redirects-kv.json): its keys,
 * then the pointer. The servers of the drills and benchmarks use it on a state folder of their
 * own, thrown away afterwards; it records no history and never refuses. `npm start` publishes
 * to the developer's local KV with a history entry (publishStart in scripts/ops/redirect-publish.ts).
 */
export function seedBuiltMap(store: KvStore, buildDir: string): { version: string; previous: string | null } {
  const built = readBuiltMap(buildDir);
  store.putMany(built.entries);
  const previous = kvGet(store, POINTER_KEY)?.trim() || null;
  if (previous !== built.version) store.putMany([{ key: POINTER_KEY, value: built.version }]);
  return { version: built.version, previous: previous === built.version ? null : previous };
}
