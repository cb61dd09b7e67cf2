// The redirect lookup, written once: the Worker (over shards read from KV), the bundled
// snapshot, the rule lint, the redirect tools and the tests all find a path's rule here
// (spec §2.4: a source with and without its trailing slash are distinct; a rule may ignore case).
// Pure: no I/O. Whoever holds the rules says where a candidate's rules are.
import { caseKey, lookupCandidates } from "../../policy/paths.ts";

/** Rules by source: those that ignore case under their case key, the others as written. */
export interface RuleTable<R> {
  folded: Record<string, R>;
  exact: Record<string, R>;
}

/** The key a rule is stored under in a RuleTable (and by which two rules are the same source). */
export const ruleKey = (rule: { fromPath: string; ignoreCase: boolean }): string =>
  rule.ignoreCase ? caseKey(rule.fromPath) : rule.fromPath;

/**
 * Puts a rule in a table under its key, replacing a rule of the same source; false when the
 * table already held that source.
 */
export function putRule<R extends { fromPath: string; ignoreCase: boolean }>(table: RuleTable<R>, rule: R): boolean {
  const side = rule.ignoreCase ? table.folded : table.exact;
  const key = ruleKey(rule);
  const fresh = !(key in side);
  side[key] = rule;
  return fresh;
}

/** The rules in one table, a later rule of the same source in place of an earlier one. */
export function ruleTableOf<R extends { fromPath: string; ignoreCase: boolean }>(rules: Iterable<R>): RuleTable<R> {
  const table: RuleTable<R> = { folded: {}, exact: {} };
  for (const rule of rules) putRule(table, rule);
  return table;
}

/** A rule's window (redirects/engine/rules.ts): ISO 8601 moments in UTC, either may be absent. */
export interface Windowed {
  fromPath: string;
  from?: string;
  until?: string;
}

/** Whether a rule applies at `now` (ms since the epoch): from `from` on, before `until`. */
export function activeAt(rule: Pick<Windowed, "from" | "until">, now: number): boolean {
  return (rule.from === undefined || now >= Date.parse(rule.from)) && (rule.until === undefined || now < Date.parse(rule.until));
}

/** What findRule returns when the table a candidate needs is not in memory. */
export const NOT_AT_HAND: unique symbol = Symbol("rule table not at hand");

/**
 * The rule a request path hits. Each of its lookup candidates in order (as written, then
 * without its trailing slash), each first among exact rules as written, then among rules that
 * ignore case by its case key. `tableOf(candidate)` gives the table holding that candidate's
 * rules (its shard, or the one table of an unsharded set), or undefined when that table is not
 * in memory: the lookup then stops with NOT_AT_HAND, and the caller reads the table and asks
 * again (the Worker reads shards from KV only when a request needs them).
 * With `now`, a rule outside its window is as if it were not there (the next candidate is
 * tried); without it, every rule counts (the check, which reasons about rules, not moments).
 */
export function findRule<R extends Windowed>(
  path: string,
  tableOf: (candidate: string) => RuleTable<R> | undefined,
  now?: number,
): R | undefined | typeof NOT_AT_HAND {
  for (const candidate of lookupCandidates(path)) {
    const table = tableOf(candidate);
    if (!table) return NOT_AT_HAND;
    const exact = table.exact[candidate];
    if (exact !== undefined && (now === undefined || activeAt(exact, now))) return exact;
    const folded = table.folded[caseKey(candidate)];
    if (folded !== undefined && (now === undefined || activeAt(folded, now))) return folded;
  }
  return undefined;
}

/** findRule over rules that are all in memory: a candidate without a table has no rule. */
export function findRuleIn<R extends Windowed>(
  path: string,
  tableOf: (candidate: string) => RuleTable<R> | undefined,
  now?: number,
): R | undefined {
  const found = findRule(path, tableOf, now);
  return found === NOT_AT_HAND ? undefined : found;
}
