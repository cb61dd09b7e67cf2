// The redirect map as the Worker sees it (docs/decisions/005-redirect-map-in-kv.md, 016): the
// pointer key names the live version; its meta and only the shards that requests need are read
// from KV, checked (shape, every rule, counts against the meta) and kept in isolate memory.
// A version with a bad meta or shard is set aside: answers come from the last good version, else
// from the snapshot bundled at build. A failing or slow KV opens a breaker: for a few seconds no
// request waits on KV. Each state is logged once when it begins and once when reads succeed again.
import { POINTER_TTL_SECONDS } from "../redirects/engine/freshness.ts";
import { POINTER_KEY, metaKey, shardKey } from "../redirects/engine/kv-layout.ts";
import { findRule, NOT_AT_HAND } from "../redirects/engine/lookup.ts";
import type { RedirectRule } from "../redirects/engine/rules.ts";
import { findInShards, isMeta, shardOf, shardProblem, type MapMeta, type Shard, type ShardedMap } from "../redirects/engine/shards.ts";
import type { LogEvent, Logger } from "./log.ts";

/** How long the pointer is trusted before KV is asked again. */
export const REDIRECT_CACHE_TTL_MS = POINTER_TTL_SECONDS * 1000;
/** A KV read slower than this counts as unreadable. */
export const KV_TIMEOUT_MS = 1_500;
/** After a failed or slow read, KV is left alone this long: requests answer at once meanwhile. */
export const KV_RETRY_AFTER_MS = 5_000;
/** Shards kept per isolate (a shard holds about 256 rules). */
export const MAX_CACHED_SHARDS = 512;

export type MapSource = "kv" | "stale" | "snapshot" | "partial-snapshot";

export interface Lookup {
  rule?: RedirectRule;
  version: string;
  source: MapSource;
  /** Hosts the answering version allows https:// targets to name. */
  externalHosts: ReadonlySet<string>;
}

export interface MapInUse {
  meta: MapMeta;
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

/** A KV read as JSON: the value, null when missing, or why it failed. */
async function readJson(kv: KVNamespace, key: string): Promise<{ value: unknown } | { failed: "unreadable" | "corrupt" }> {
  try {
    return { value: await timed(kv.get(key, "json")) };
  } catch (error) {
    return { failed: error instanceof SyntaxError ? "corrupt" : "unreadable" };
  }
}

export class RedirectStore {
  private readonly snapshot: ShardedMap;
  private readonly snapshotHosts: ReadonlySet<string>;
  /** Where events go when a call names no logger of its own. */
  private readonly logEvent: Logger;
  /** The version answering now, read from KV; null while the snapshot answers. */
  private live: MapMeta | null = null;
  /** The good version before `live`: what answers if `live` turns out to be bad. */
  private previous: MapMeta | null = null;
  /** Versions found bad: when, and which shard (null: the meta). They are tried again after the TTL. */
  private readonly bad = new Map<string, { at: number; shard: number | null }>();
  /** A version taken back after it was found bad, until the shard that was bad reads well. */
  private probation: { version: string; shard: number } | null = null;
  /** The version the pointer named at the last successful read. */
  private pointed: string | null = null;
  private readonly hosts = new Map<string, ReadonlySet<string>>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** No KV read before this time (the breaker is open). */
  private kvPausedUntil = Number.NEGATIVE_INFINITY;
  private problem: Problem | null = null;
  private snapshotAnnounced = false;
  private readonly shards = new Map<string, Shard>();

  constructor(snapshot: ShardedMap, logEvent: Logger) {
    this.snapshot = snapshot;
    this.snapshotHosts = new Set(snapshot.meta.externalHosts);
    this.logEvent = logEvent;
  }

  /** The map that answers now, checking the pointer at most once per TTL. `log` takes the
   * events this call starts (the request's logger, so that they carry its id). */
  async current(kv: KVNamespace, now = Date.now(), log: Logger = this.logEvent): Promise<MapInUse> {
    if (now - this.checkedAt >= REDIRECT_CACHE_TTL_MS && now >= this.kvPausedUntil) {
      this.checkedAt = now;
      await this.refresh(kv, now, log);
    }
    return this.peek(log);
  }

  /** The map that answers now, without reading KV (for log lines of requests that made no lookup). */
  peek(log: Logger = this.logEvent): MapInUse {
    if (this.live) return { meta: this.live, source: this.problem ? "stale" : "kv" };
    this.announceSnapshot(log);
    return { meta: this.snapshot.meta, source: this.snapshotSource };
  }

  /** The rule for a decoded request path: the source as written first, then without its slash. */
  async find(kv: KVNamespace, path: string, now = Date.now(), log: Logger = this.logEvent): Promise<Lookup> {
    // A version found bad during the lookup is set aside and the lookup runs again (at most
    // once per version, so at most three rounds: live, previous, snapshot).
    for (;;) {
      const { meta, source } = await this.current(kv, now, log);
      if (!this.live) return this.fromSnapshot(path, now, log);
      const found = await this.findIn(kv, meta, path, now, log);
      if (found === "unreadable") return this.fromSnapshot(path, now, log);
      if (found === "bad-version") continue;
      // The lookup may have ended a problem (a shard that reads well again).
      return {
        rule: found,
        version: meta.version,
        source: source === "stale" && !this.problem ? "kv" : source,
        externalHosts: this.hostsOf(meta),
      };
    }
  }

  /**
   * The lookup over the shards in memory; a shard it needs and lacks is read from KV and the
   * lookup asked again, so a request whose shards are cached awaits nothing. Shards read here
   * are kept for the next round too: the cache may be cleared between two reads.
   */
  private async findIn(kv: KVNamespace, meta: MapMeta, path: string, now: number, log: Logger) {
    let read: Map<number, Shard> | undefined;
    let missing = 0;
    const shardOfCandidate = (candidate: string): Shard | undefined => {
      const index = shardOf(candidate, meta.shardCount);
      const shard = this.cachedShard(meta, index) ?? read?.get(index);
      if (!shard) missing = index;
      return shard;
    };
    for (;;) {
      // A rule outside its window is as if absent (redirects/engine/lookup.ts activeAt).
      const found = findRule(path, shardOfCandidate, now);
      if (found !== NOT_AT_HAND) return found;
      const shard = await this.shard(kv, meta, missing, now, log);
      if (typeof shard === "string") return shard;
      (read ??= new Map()).set(missing, shard);
    }
  }

  private fromSnapshot(path: string, now: number, log: Logger): Lookup {
    this.announceSnapshot(log);
    const { version } = this.snapshot.meta;
    return { rule: findInShards(this.snapshot, path, now), version, source: this.snapshotSource, externalHosts: this.snapshotHosts };
  }

  private get snapshotSource(): MapSource {
    return this.snapshot.meta.partialOf ? "partial-snapshot" : "snapshot";
  }

  /** A partial snapshot says so once per isolate, the first time it answers. */
  private announceSnapshot(log: Logger): void {
    if (this.snapshotAnnounced || !this.snapshot.meta.partialOf) return;
    this.snapshotAnnounced = true;
    log({
      event: "redirect-map-snapshot-partial",
      level: "error",
      mapVersion: this.snapshot.meta.version,
      snapshotRules: this.snapshot.meta.ruleCount,
      mapRules: this.snapshot.meta.partialOf,
    });
  }

  private hostsOf(meta: MapMeta): ReadonlySet<string> {
    let hosts = this.hosts.get(meta.version);
    if (!hosts) this.hosts.set(meta.version, (hosts = new Set(meta.externalHosts)));
    return hosts;
  }

  private async refresh(kv: KVNamespace, now: number, log: Logger): Promise<void> {
    let version: string | null;
    try {
      version = (await timed(kv.get(POINTER_KEY)))?.trim() || null;
    } catch {
      return this.unreadable(now, log);
    }
    this.pointed = version;
    if (!version) return this.fail("redirect-map-empty", {}, log);
    if (version !== this.live?.version) {
      const bad = this.bad.get(version);
      if (bad && now - bad.at < REDIRECT_CACHE_TTL_MS) return;
      const read = await readJson(kv, metaKey(version));
      if ("failed" in read && read.failed === "unreadable") return this.unreadable(now, log);
      const meta = "value" in read ? read.value : undefined;
      if (!isMeta(meta) || meta.version !== version) return this.setAside(version, now, null, "meta", log);
      if (this.live && !this.bad.has(this.live.version)) this.previous = this.live;
      this.live = meta;
      this.bad.delete(version);
      // A version set aside for a bad shard proves good only when that shard reads well.
      this.probation = bad && bad.shard !== null ? { version, shard: bad.shard } : null;
    }
    this.settle(log);
  }

  /** A shard of a version, if it is in memory. */
  private cachedShard(meta: MapMeta, index: number): Shard | undefined {
    return this.shards.get(shardKey(meta.version, index));
  }

  private async shard(
    kv: KVNamespace,
    meta: MapMeta,
    index: number,
    now: number,
    log: Logger,
  ): Promise<Shard | "unreadable" | "bad-version"> {
    const cached = this.cachedShard(meta, index);
    if (cached) return cached;
    const key = shardKey(meta.version, index);
    if (now < this.kvPausedUntil) return "unreadable";
    const read = await readJson(kv, key);
    if ("failed" in read && read.failed === "unreadable") {
      this.unreadable(now, log);
      return "unreadable";
    }
    const value = "value" in read ? read.value : undefined;
    const problem = "failed" in read ? "not JSON" : value === null || value === undefined ? "missing" : shardProblem(value, meta, index);
    if (problem) {
      this.setAside(meta.version, now, index, problem, log);
      return "bad-version";
    }
    if (this.shards.size >= MAX_CACHED_SHARDS) this.shards.clear();
    this.shards.set(key, value as Shard);
    if (this.probation?.version === meta.version && this.probation.shard === index) this.probation = null;
    this.settle(log);
    return value as Shard;
  }

  /** A version that cannot be used: the previous good version answers, else the snapshot. */
  private setAside(version: string, now: number, shard: number | null, detail: string, log: Logger): void {
    this.bad.set(version, { at: now, shard });
    if (this.probation?.version === version) this.probation = null;
    if (this.live?.version === version) {
      this.live = this.previous && !this.bad.has(this.previous.version) ? this.previous : null;
      this.previous = null;
    }
    this.fail("redirect-map-corrupt", { badVersion: version, detail: shard === null ? detail : `shard ${shard}: ${detail}` }, log);
  }

  /** KV failed or was slow: leave it alone for a while so that requests do not wait on it. */
  private unreadable(now: number, log: Logger): void {
    this.kvPausedUntil = now + KV_RETRY_AFTER_MS;
    // The pointer is asked again once the pause is over, not a whole TTL later.
    this.checkedAt = Math.min(this.checkedAt, now + KV_RETRY_AFTER_MS - REDIRECT_CACHE_TTL_MS);
    this.fail("redirect-map-unreadable", { retryInMs: KV_RETRY_AFTER_MS }, log);
  }

  private fail(problem: Problem, detail: Pick<LogEvent, "badVersion" | "detail" | "retryInMs">, log: Logger): void {
    if (this.problem === problem) return;
    this.problem = problem;
    const answering = this.live
      ? { mapVersion: this.live.version, mapSource: "stale" }
      : { mapVersion: this.snapshot.meta.version, mapSource: this.snapshotSource };
    log({ event: problem, level: "error", ...answering, ...detail });
  }

  /** After a successful read: the problem is over once the pointed version answers in full. */
  private settle(log: Logger): void {
    if (!this.problem || !this.live || this.live.version !== this.pointed || this.probation) return;
    this.problem = null;
    log({ event: "redirect-map-recovered", level: "info", mapVersion: this.live?.version, mapSource: "kv" });
  }
}
