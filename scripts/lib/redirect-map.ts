// Reads redirects/*.txt and redirects/config.json, lints the rules against the site's pages,
// flattens chains and compiles the sharded map, the bundled snapshot and the KV payload.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { metaKey, rulesKey, shardKey } from "../../redirects/core/kv-layout.ts";
import { lintRules, type Flattened } from "../../redirects/core/lint.ts";
import { parseRules, type RedirectRule, type RuleProblem, type SourceRule } from "../../redirects/core/rules.ts";
import { buildShards, plainRule, snapshotOf, type ShardedMap } from "../../redirects/core/shards.ts";

export class RedirectError extends Error {
  readonly problems: RuleProblem[];
  constructor(problems: RuleProblem[]) {
    super(`Redirect rules have ${problems.length} problem(s):\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join("\n")}`);
    this.name = "RedirectError";
    this.problems = problems;
  }
}

export interface RedirectConfig {
  externalHosts: string[];
  /** Rules bundled into the Worker as its fallback; beyond this, the first rules in file order. */
  snapshotMaxRules: number;
}

export function readConfig(dir: string): RedirectConfig {
  const raw = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as Partial<RedirectConfig>;
  if (!Array.isArray(raw.externalHosts) || !Number.isInteger(raw.snapshotMaxRules)) {
    throw new RedirectError([
      { file: "redirects/config.json", line: 1, message: "expected externalHosts (a list) and snapshotMaxRules (a number)" },
    ]);
  }
  return raw as RedirectConfig;
}

/** Every rule of <dir>/*.txt (normally redirects/), files in name order, lines in file order. */
export function readRules(dir: string, label = "redirects"): SourceRule[] {
  const problems: RuleProblem[] = [];
  const rules: SourceRule[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".txt"))
    .sort()) {
    const parsed = parseRules(readFileSync(join(dir, name), "utf8"), `${label}/${name}`);
    rules.push(...parsed.rules);
    problems.push(...parsed.problems);
  }
  if (problems.length) throw new RedirectError(problems);
  return rules;
}

export interface CompiledRedirects {
  rules: RedirectRule[];
  map: ShardedMap;
  snapshot: ShardedMap;
  flattened: Flattened[];
}

export function versionOf(rules: RedirectRule[]): string {
  return createHash("sha256").update(JSON.stringify(rules)).digest("hex").slice(0, 12);
}

export function compileRedirects(rules: SourceRule[], pages: ReadonlySet<string>, config: RedirectConfig): CompiledRedirects {
  const linted = lintRules({ rules, pages, externalHosts: new Set(config.externalHosts) });
  if (linted.problems.length) throw new RedirectError(linted.problems);
  const plain = linted.rules.map(plainRule);
  const version = versionOf(plain);
  const map = buildShards(plain, version, { externalHosts: config.externalHosts });
  const snapshot = snapshotOf(plain, version, config.snapshotMaxRules, config.externalHosts);
  return { rules: plain, map, snapshot, flattened: linted.flattened };
}

/** Compiles the rules in `dir` (default: the project's redirects/). */
export function buildRedirectMap(root: string, pages: ReadonlySet<string>, dir = join(root, "redirects")): CompiledRedirects {
  const label = relative(root, dir).split(sep).join("/") || ".";
  return compileRedirects(readRules(dir, label), pages, readConfig(dir));
}

/** What `wrangler kv bulk put` writes for one version: its rules, meta and shards (not the pointer). */
export function kvEntries(compiled: CompiledRedirects): Array<{ key: string; value: string }> {
  const { meta, shards } = compiled.map;
  return [
    { key: rulesKey(meta.version), value: JSON.stringify(compiled.rules) },
    ...shards.map((shard, i) => ({ key: shardKey(meta.version, i), value: JSON.stringify(shard) })),
    { key: metaKey(meta.version), value: JSON.stringify(meta) },
  ];
}
