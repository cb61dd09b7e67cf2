// The compiled map split into shards by a hash of the case-folded source, so the Worker reads
// only the shard a request needs (a cold isolate never pays for the whole map).
import { findRuleIn, putRule, ruleKey, type RuleTable } from "./lookup.ts";
import { caseKey } from "../../policy/paths.ts";
import type { RedirectRule } from "./rules.ts";

/** One shard: rules that ignore case by lower-cased source, exact rules by source as written. */
export type Shard = RuleTable<RedirectRule>;

export interface MapMeta {
  version: string;
  shardCount: number;
  ruleCount: number;
  /** Rules in each shard: a shard read from KV must hold exactly this many. */
  shardSizes: number[];
  /** Hosts this version's https:// targets may name (redirects/config.json when it was pushed). */
  externalHosts: string[];
  /** Set on a bundled snapshot that holds only the first rules of the map: the map's rule count. */
  partialOf?: number;
  /** MAP_FORMAT when a rule of the map has a window; absent: format 1, which every Worker reads. */
  format?: number;
}

/**
 * The newest map format this code reads. 1: rules without windows (absent in the meta). 2: rules
 * may carry `from` and `until`, which a Worker of format 1 would ignore, serving such a rule for
 * ever; so `push` publishes a map of format 2 only to a namespace whose Worker declares it
 * (kv-layout.ts WORKER_KEY), and a Worker sets aside a map of a format newer than its own.
 */
export const MAP_FORMAT = 2;

/** The format a set of rules needs: 2 when any rule has a window. */
export const formatOf = (rules: Iterable<{ from?: string; until?: string }>): number => {
  for (const r of rules) if (r.from !== undefined || r.until !== undefined) return 2;
  return 1;
};

export interface ShardedMap {
  meta: MapMeta;
  shards: Shard[];
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
  const { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode, from, until } = rule;
  return {
    fromPath,
    toPath,
    isPermanent,
    ignoreCase,
    redirectInBrowser,
    statusCode,
    ...(from !== undefined ? { from } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

export function buildShards(
  rules: RedirectRule[],
  version: string,
  { shardCount = shardCountFor(rules.length), externalHosts = [] }: { shardCount?: number; externalHosts?: string[] } = {},
): ShardedMap {
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({ folded: {}, exact: {} }));
  const shardSizes = new Array<number>(shardCount).fill(0);
  for (const rule of rules) {
    const index = shardOf(rule.fromPath, shardCount);
    if (putRule(shards[index] as Shard, plainRule(rule))) shardSizes[index] = (shardSizes[index] ?? 0) + 1;
  }
  const ruleCount = shardSizes.reduce((sum, n) => sum + n, 0);
  const format = formatOf(rules);
  return { meta: { version, shardCount, ruleCount, shardSizes, externalHosts, ...(format > 1 ? { format } : {}) }, shards };
}

/**
 * The map the Worker bundles as its fallback: the whole map when it has at most `maxRules`
 * rules, else its first `maxRules` under a version of its own that says so (`<version>-first<n>`),
 * with `partialOf` set, so that logs and /__version show that rules are missing.
 */
export function snapshotOf(rules: RedirectRule[], version: string, maxRules: number, externalHosts: string[]): ShardedMap {
  if (rules.length <= maxRules) return buildShards(rules, version, { externalHosts });
  const partial = buildShards(rules.slice(0, maxRules), `${version}-first${maxRules}`, { externalHosts });
  return { ...partial, meta: { ...partial.meta, partialOf: rules.length } };
}

/** The lookup over a whole map held in memory (build, tools, tests, the bundled snapshot); with
 * `now`, only rules whose window holds it. */
export function findInShards(map: ShardedMap, path: string, now?: number): RedirectRule | undefined {
  // Every shard of a whole map is at hand; a map with fewer shards than its meta says has no rule there.
  return findRuleIn(path, (candidate) => map.shards[shardOf(candidate, map.meta.shardCount)], now);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** An optional moment of a window: absent, or an ISO 8601 time that parses. */
const isMoment = (v: unknown) => v === undefined || (typeof v === "string" && !Number.isNaN(Date.parse(v)));

/** A rule as the Worker may use it: every field of the right type, a source that can match. */
export function isRule(value: unknown): value is RedirectRule {
  if (!isObject(value)) return false;
  const { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode, from, until } = value;
  return (
    isMoment(from) &&
    isMoment(until) &&
    typeof fromPath === "string" &&
    fromPath.startsWith("/") &&
    typeof toPath === "string" &&
    (toPath.startsWith("/") || toPath.startsWith("https://")) &&
    typeof isPermanent === "boolean" &&
    typeof ignoreCase === "boolean" &&
    typeof redirectInBrowser === "boolean" &&
    typeof statusCode === "number"
  );
}

export function isMeta(value: unknown): value is MapMeta {
  if (!isObject(value)) return false;
  const { version, shardCount, ruleCount, shardSizes, externalHosts, format } = value;
  return (
    // A map of a newer format than this code reads is not one it can answer from.
    (format === undefined || (Number.isInteger(format) && (format as number) >= 1 && (format as number) <= MAP_FORMAT)) &&
    typeof version === "string" &&
    version.length > 0 &&
    Number.isInteger(shardCount) &&
    (shardCount as number) > 0 &&
    Number.isInteger(ruleCount) &&
    Array.isArray(shardSizes) &&
    shardSizes.length === shardCount &&
    shardSizes.every((n) => Number.isInteger(n) && n >= 0) &&
    shardSizes.reduce((sum: number, n: number) => sum + n, 0) === ruleCount &&
    Array.isArray(externalHosts) &&
    externalHosts.every((h) => typeof h === "string")
  );
}

/**
 * Why a value read as shard `index` of `meta` cannot be used, or null when it can: its shape,
 * each rule's fields, the key each rule is stored under, the shard each rule belongs in, and
 * the number of rules against the meta (a shard count that disagrees with the shards written
 * puts rules in the wrong shard, which this finds).
 */
export function shardProblem(value: unknown, meta: MapMeta, index: number): string | null {
  if (!isObject(value) || !isObject(value.folded) || !isObject(value.exact)) return "not a shard";
  let count = 0;
  for (const [table, folded] of [
    [value.folded, true],
    [value.exact, false],
  ] as const) {
    for (const [key, rule] of Object.entries(table)) {
      if (!isRule(rule)) return `malformed rule under ${JSON.stringify(key.slice(0, 80))}`;
      if (rule.ignoreCase !== folded || key !== ruleKey(rule)) return `rule ${rule.fromPath} stored under the wrong key`;
      if (shardOf(rule.fromPath, meta.shardCount) !== index) return `rule ${rule.fromPath} belongs in another shard`;
      count++;
    }
  }
  if (count !== meta.shardSizes[index]) return `${count} rules where the meta says ${meta.shardSizes[index]}`;
  return null;
}
