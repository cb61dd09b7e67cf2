// The compiled map split into shards by a hash of the case-folded source, so the Worker reads
// only the shard a request needs (a cold isolate never pays for the whole map).
import { caseKey, lookupCandidates } from "./paths.ts";
import type { RedirectRule } from "./rules.ts";

/** One shard: rules that ignore case by lower-cased source, exact rules by source as written. */
export interface Shard {
  folded: Record<string, RedirectRule>;
  exact: Record<string, RedirectRule>;
}

export interface MapMeta {
  version: string;
  shardCount: number;
  ruleCount: number;
}

export interface ShardedMap {
  meta: MapMeta;
  shards: Shard[];
}

/** What the Worker bundles as its fallback map (build/worker/redirect-map.json): the map, or its
 * first rules, and the hosts that rules may send visitors to (redirects/config.json). */
export interface RedirectSnapshot extends ShardedMap {
  externalHosts: string[];
}

/** Target number of rules per shard; the shard count is a power of two. */
export const RULES_PER_SHARD = 256;

export function shardCountFor(ruleCount: number): number {
  let n = 1;
  while (n * RULES_PER_SHARD < ruleCount) n *= 2;
  return n;
}

/** FNV-1a over the case-folded path: stable across runtimes, cheap, well spread. */
export function shardOf(path: string, shardCount: number): number {
  let h = 0x811c9dc5;
  const key = caseKey(path);
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shardCount;
}

export function plainRule(rule: RedirectRule): RedirectRule {
  const { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode } = rule;
  return { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode };
}

export function buildShards(rules: RedirectRule[], version: string, shardCount = shardCountFor(rules.length)): ShardedMap {
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({ folded: {}, exact: {} }));
  for (const rule of rules) {
    const shard = shards[shardOf(rule.fromPath, shardCount)] as Shard;
    if (rule.ignoreCase) shard.folded[caseKey(rule.fromPath)] = plainRule(rule);
    else shard.exact[rule.fromPath] = plainRule(rule);
  }
  return { meta: { version, shardCount, ruleCount: rules.length }, shards };
}

/** Finds the rule in one shard for one candidate path. */
export function ruleInShard(shard: Shard, candidate: string): RedirectRule | undefined {
  return shard.exact[candidate] ?? shard.folded[caseKey(candidate)];
}

/** Synchronous lookup over a whole map held in memory (build, tests, the bundled snapshot). */
export function findInShards(map: ShardedMap, path: string): RedirectRule | undefined {
  for (const candidate of lookupCandidates(path)) {
    const rule = ruleInShard(map.shards[shardOf(candidate, map.meta.shardCount)] as Shard, candidate);
    if (rule) return rule;
  }
  return undefined;
}

export function isShard(value: unknown): value is Shard {
  const v = value as Shard | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.folded === "object" &&
    v.folded !== null &&
    typeof v.exact === "object" &&
    v.exact !== null
  );
}

export function isMeta(value: unknown): value is MapMeta {
  const v = value as MapMeta | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.version === "string" &&
    Number.isInteger(v.shardCount) &&
    v.shardCount > 0 &&
    Number.isInteger(v.ruleCount)
  );
}
