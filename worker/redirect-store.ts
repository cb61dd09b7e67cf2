// The redirect map as the Worker sees it (docs/decisions/005-redirect-map-in-kv.md): the
// pointer key names the live version; its meta and only the shards that requests need are read
// from KV and kept in isolate memory. When KV is empty, slow, unreadable or holds a corrupt
// payload, answers come from the last version read successfully, else from the snapshot
// bundled at build. Each such state is logged once when it begins, and once when it ends.
import { POINTER_KEY, metaKey, shardKey } from "../redirects/core/kv-layout.ts";
import { lookupCandidates } from "../redirects/core/paths.ts";
import type { RedirectRule } from "../redirects/core/rules.ts";
import {
  findInShards,
  isMeta,
  isShard,
  ruleInShard,
  shardOf,
  type MapMeta,
  type Shard,
  type ShardedMap,
} from "../redirects/core/shards.ts";
import type { LogEvent } from "./log.ts";

/** How long the pointer is trusted before KV is asked again. */
export const REDIRECT_CACHE_TTL_MS = 30_000;
/** A KV read slower than this counts as unreadable. */
export const KV_TIMEOUT_MS = 1_500;
/** Shards kept per isolate (a shard holds about 256 rules). */
export const MAX_CACHED_SHARDS = 512;

export type MapSource = "kv" | "stale" | "snapshot";

export interface Lookup {
  rule?: RedirectRule;
  version: string;
  source: MapSource;
}

type Problem = "redirect-map-empty" | "redirect-map-corrupt" | "redirect-map-unreadable";

class KvTimeout extends Error {}

function timed<T>(read: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new KvTimeout("KV read timed out")), KV_TIMEOUT_MS);
  });
  return Promise.race([read, timeout]).finally(() => timer !== undefined && clearTimeout(timer));
}

export class RedirectStore {
  private readonly snapshot: ShardedMap;
  private readonly logEvent: (event: LogEvent) => void;
  /** The last version whose meta was read successfully from KV. */
  private live: MapMeta | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private problem: Problem | null = null;
  private readonly shards = new Map<string, Shard>();

  constructor(snapshot: ShardedMap, logEvent: (event: LogEvent) => void) {
    this.snapshot = snapshot;
    this.logEvent = logEvent;
  }

  /** The map that answers now, checking the pointer at most once per TTL. */
  async current(kv: KVNamespace, now = Date.now()): Promise<{ meta: MapMeta; source: MapSource }> {
    if (now - this.checkedAt >= REDIRECT_CACHE_TTL_MS) {
      this.checkedAt = now;
      await this.refresh(kv);
    }
    if (!this.live) return { meta: this.snapshot.meta, source: "snapshot" };
    return { meta: this.live, source: this.problem ? "stale" : "kv" };
  }

  /** The rule for a decoded request path: the source as written first, then without its slash. */
  async find(kv: KVNamespace, path: string, now = Date.now()): Promise<Lookup> {
    const { meta, source } = await this.current(kv, now);
    if (source === "snapshot") return { rule: findInShards(this.snapshot, path), version: meta.version, source };
    for (const candidate of lookupCandidates(path)) {
      const shard = await this.shard(kv, meta, shardOf(candidate, meta.shardCount));
      // A shard that cannot be read: this request is answered from the bundled snapshot.
      if (!shard) return { rule: findInShards(this.snapshot, path), version: this.snapshot.meta.version, source: "snapshot" };
      const rule = ruleInShard(shard, candidate);
      if (rule) return { rule, version: meta.version, source };
    }
    return { version: meta.version, source };
  }

  private async refresh(kv: KVNamespace): Promise<void> {
    try {
      const version = await timed(kv.get(POINTER_KEY));
      if (!version) return this.fail("redirect-map-empty");
      if (this.live?.version !== version) {
        const meta: unknown = await timed(kv.get(metaKey(version), "json")).catch((e: unknown) => {
          if (e instanceof KvTimeout) throw e;
          return undefined; // not JSON
        });
        if (!isMeta(meta) || meta.version !== version) return this.fail("redirect-map-corrupt");
        this.live = meta;
      }
      this.recover();
    } catch {
      this.fail("redirect-map-unreadable");
    }
  }

  private async shard(kv: KVNamespace, meta: MapMeta, index: number): Promise<Shard | undefined> {
    const key = shardKey(meta.version, index);
    const cached = this.shards.get(key);
    if (cached) return cached;
    try {
      const shard: unknown = await timed(kv.get(key, "json"));
      if (!isShard(shard)) {
        this.fail("redirect-map-corrupt");
        return undefined;
      }
      if (this.shards.size >= MAX_CACHED_SHARDS) this.shards.clear();
      this.shards.set(key, shard);
      return shard;
    } catch (error) {
      this.fail(error instanceof KvTimeout || !(error instanceof SyntaxError) ? "redirect-map-unreadable" : "redirect-map-corrupt");
      return undefined;
    }
  }

  private fail(problem: Problem): void {
    if (this.problem === problem) return;
    this.problem = problem;
    const answering = this.live
      ? { mapVersion: this.live.version, mapSource: "stale" }
      : { mapVersion: this.snapshot.meta.version, mapSource: "snapshot" };
    this.logEvent({ event: problem, level: "error", ...answering });
  }

  private recover(): void {
    if (!this.problem) return;
    this.problem = null;
    this.logEvent({ event: "redirect-map-recovered", level: "info", mapVersion: this.live?.version, mapSource: "kv" });
  }
}
