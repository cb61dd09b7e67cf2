// Reads redirects/*.txt and redirects/config.json, lints the rules against the site's pages,
// flattens chains and compiles the sharded map, the bundled snapshot and the KV payload.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { metaKey, rulesKey, shardKey } from "../../redirects/engine/kv-layout.ts";
import { lintRules, type Flattened } from "../../redirects/engine/lint.ts";
import { parseRules, writtenMoment, type RedirectRule, type RuleProblem, type SourceRule } from "../../redirects/engine/rules.ts";
import { buildShards, plainRule, snapshotOf, type ShardedMap } from "../../redirects/engine/shards.ts";

/** Problems in file order, then line order. */
export const sortProblems = (problems: RuleProblem[]): RuleProblem[] =>
  [...problems].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));

/** The rule check failed: every problem of every kind, sorted by file and line. */
export class RedirectError extends Error {
  readonly problems: RuleProblem[];
  /** The chains the check found beside the problems (notes, not problems). */
  readonly flattened: Flattened[];
  constructor(problems: RuleProblem[], flattened: Flattened[] = []) {
    const sorted = sortProblems(problems);
    const count = sorted.length === 1 ? "1 problem" : `${sorted.length} problems`;
    super(`The redirect check found ${count}:\n${sorted.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join("\n")}`);
    this.name = "RedirectError";
    this.problems = sorted;
    this.flattened = flattened;
  }
}

/** A note for each chain the check shortened (spec §2.4: every redirect is one hop): where it
 * is, what is published, and the one edit that makes the note go away. */
export function chainNotes(flattened: Flattened[]): string[] {
  return flattened.map(
    ({ rule, chain }) =>
      `${rule.file}:${rule.line}: note: ${chain.join(" → ")} is published as ${rule.fromPath} → ${rule.toPath}; ` +
      `change this line's target to ${rule.toPath} and the note goes away`,
  );
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

/** Every rule of <dir>/*.txt (normally redirects/), files in name order, lines in file order,
 * and the lines that are not rules: the check reports them with what the rules themselves have. */
export function readRules(dir: string, label = "redirects"): { rules: SourceRule[]; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const rules: SourceRule[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".txt"))
    .sort()) {
    const parsed = parseRules(readFileSync(join(dir, name), "utf8"), `${label}/${name}`);
    rules.push(...parsed.rules);
    problems.push(...parsed.problems);
  }
  return { rules, problems };
}

export interface CompiledRedirects {
  rules: RedirectRule[];
  map: ShardedMap;
  snapshot: ShardedMap;
  flattened: Flattened[];
  /** Rules whose window ended before the check: to remove (they never apply again). */
  expired: SourceRule[];
  /** Rules with a window, as written (file and line). */
  scheduled: SourceRule[];
}

export function versionOf(rules: RedirectRule[]): string {
  return createHash("sha256").update(JSON.stringify(rules)).digest("hex").slice(0, 12);
}

/** Checks and compiles `rules`; `malformed` are the source lines that were not rules. Every
 * problem, of the lines and of the rules, fails it together (RedirectError). */
export function compileRedirects(
  rules: SourceRule[],
  pages: ReadonlySet<string>,
  config: RedirectConfig,
  malformed: RuleProblem[] = [],
  now = Date.now(),
): CompiledRedirects {
  const linted = lintRules({ rules, pages, externalHosts: new Set(config.externalHosts), now });
  const problems = [...malformed, ...linted.problems];
  if (problems.length) throw new RedirectError(problems, linted.flattened);
  const plain = linted.rules.map(plainRule);
  const version = versionOf(plain);
  const map = buildShards(plain, version, { externalHosts: config.externalHosts });
  const snapshot = snapshotOf(plain, version, config.snapshotMaxRules, config.externalHosts);
  const scheduled = linted.rules.filter((r) => r.from !== undefined || r.until !== undefined);
  return { rules: plain, map, snapshot, flattened: linted.flattened, expired: linted.expired, scheduled };
}

/** Compiles the rules in `dir` (default: the project's redirects/); `now` decides which windows have ended. */
export function buildRedirectMap(root: string, pages: ReadonlySet<string>, dir = join(root, "redirects"), now = Date.now()): CompiledRedirects {
  const label = relative(root, dir).split(sep).join("/") || ".";
  const { rules, problems } = readRules(dir, label);
  return compileRedirects(rules, pages, readConfig(dir), problems, now);
}

/** Notes for the check's output: each rule whose window has ended, to delete. */
export function expiredNotes(expired: SourceRule[]): string[] {
  return expired.map(
    (r) => `${r.file}:${r.line}: note: ${r.fromPath} → ${r.toPath} ended ${writtenMoment(r.until ?? "")} (UTC) and never applies again; delete the line`,
  );
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
