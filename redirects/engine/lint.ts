// Checks a parsed rule set against the site's pages and flattens chains. Pure: the caller
// supplies the pages and the allowed external hosts. Each problem names file and line; every
// problem of every rule is found in one pass.
import { findRuleIn, ruleKey, ruleTableOf, type RuleTable } from "./lookup.ts";
import { nearestPages } from "../../policy/nearest.ts";
import { caseKey, pathOfTarget, withoutTrailingSlash } from "../../policy/paths.ts";
import { windowText, type RuleProblem, type SourceRule } from "./rules.ts";

export interface LintInput {
  rules: SourceRule[];
  /** Every page path of the site, as written. */
  pages: ReadonlySet<string>;
  /** Hosts an https:// target may name. */
  externalHosts: ReadonlySet<string>;
  /** The moment the check runs (ms since the epoch): rules whose window ended before it are listed. */
  now?: number;
}

export interface Flattened {
  rule: SourceRule;
  /** The target as written, before flattening. */
  via: string;
  /** Every path from the source to the final target (at least three). */
  chain: string[];
}

export interface LintResult {
  problems: RuleProblem[];
  /** The rules with every chain resolved to its final target (single hop). */
  rules: SourceRule[];
  flattened: Flattened[];
  /** Rules whose window has ended (`until` at or before `now`): they never apply again. */
  expired: SourceRule[];
}

export function lintRules({ rules, pages, externalHosts, now = Date.now() }: LintInput): LintResult {
  const problems: RuleProblem[] = [];
  const bySource = uniqueSources(rules, problems);
  const table = ruleTableOf(bySource.values());
  const livePages = new Map<string, string>();
  for (const p of pages) livePages.set(caseKey(p), p);

  const out: SourceRule[] = [];
  const flattened: Flattened[] = [];
  const expired: SourceRule[] = [];
  for (const rule of bySource.values()) {
    const at = { file: rule.file, line: rule.line };
    if (rule.until !== undefined && Date.parse(rule.until) <= now) expired.push(rule);
    const chain = followChain(rule, table);
    // A rule that loops or shadows a page is left out of the map, so its target is not checked.
    const blocking = loopProblem(rule, chain) ?? shadowProblem(rule, livePages) ?? intoWindowProblem(chain);
    if (blocking) {
      problems.push({ ...at, message: blocking });
      continue;
    }
    const target = chain.target;
    const unreachable = targetProblem(target, pages, externalHosts);
    if (unreachable) problems.push({ ...at, message: unreachable });
    if (target !== rule.toPath)
      flattened.push({ rule: { ...rule, toPath: target }, via: rule.toPath, chain: [rule.fromPath, ...chain.hops] });
    out.push({ ...rule, toPath: target });
  }
  return { problems, rules: out, flattened, expired };
}

/** Each source once: a later rule for a source already seen is a duplicate or a conflict, and is dropped. */
function uniqueSources(rules: SourceRule[], problems: RuleProblem[]): Map<string, SourceRule> {
  const bySource = new Map<string, SourceRule>();
  for (const rule of rules) {
    const at = { file: rule.file, line: rule.line };
    const twin = bySource.get(ruleKey(rule)) ?? (rule.ignoreCase ? undefined : bySource.get(caseKey(rule.fromPath)));
    if (twin) {
      const kind = twin.toPath === rule.toPath ? "duplicate" : "conflicting";
      problems.push({
        ...at,
        message: `${kind} source ${rule.fromPath} (also ${twin.file}:${twin.line}${kind === "conflicting" ? `, to ${twin.toPath}` : ""})`,
      });
      continue;
    }
    bySource.set(ruleKey(rule), rule);
  }
  return bySource;
}

/** The rule a path would hit, as the Worker looks it up. */
const ruleHit = (path: string, table: RuleTable<SourceRule>) => findRuleIn(path, () => table);

interface Chain {
  target: string;
  hops: string[];
  loop: boolean;
  /** The scheduled rule the chain stopped at (a rule with a window is never flattened through). */
  scheduled?: SourceRule;
}

/** Follows a rule's target through the rules it hits to its final target: every target on the
 * way (`hops`, the last is the final one), and `loop` if it comes back to a rule already passed.
 * It stops before a rule with a window: flattening through it would make its target apply
 * outside the window too. A rule's own window travels with it to the final target. */
function followChain(rule: SourceRule, table: RuleTable<SourceRule>): Chain {
  let target = rule.toPath;
  const hops = [target];
  const seen = new Set([ruleKey(rule)]);
  for (let next = ruleHit(pathOfTarget(target), table); next && target.startsWith("/"); next = ruleHit(pathOfTarget(target), table)) {
    if (seen.has(ruleKey(next))) return { target, hops, loop: true };
    if (next.from !== undefined || next.until !== undefined) return { target, hops, loop: false, scheduled: next };
    seen.add(ruleKey(next));
    target = next.toPath;
    hops.push(target);
  }
  return { target, hops, loop: false };
}

/** A rule that is part of a loop (named with its cycle), or that redirects to itself. */
function loopProblem(rule: SourceRule, { target, hops, loop }: Chain): string | undefined {
  if (loop) return `${rule.fromPath} is part of a redirect loop: ${[rule.fromPath, ...hops].join(" → ")}`;
  if (caseKey(withoutTrailingSlash(rule.fromPath)) === caseKey(pathOfTarget(target))) return `${rule.fromPath} redirects to itself`;
  return undefined;
}

/** A rule whose target is the source of a scheduled rule: outside that rule's window the target
 * would answer 404 (a rule's source is never a page), and flattening would lose the window. */
function intoWindowProblem({ target, scheduled }: Chain): string | undefined {
  if (!scheduled) return undefined;
  return `target ${target} is not a page: it is the source of the scheduled rule at ${scheduled.file}:${scheduled.line}${windowText(scheduled)}, and outside that window it answers 404; point this rule at a page`;
}

/** A rule whose source is a live page (letter case aside), which the redirect would hide. */
function shadowProblem(rule: SourceRule, livePages: Map<string, string>): string | undefined {
  const shadowed = livePages.get(caseKey(withoutTrailingSlash(rule.fromPath)));
  return shadowed ? `source ${rule.fromPath} shadows the live page ${shadowed}` : undefined;
}

/** A final target that is neither a page of the site nor on an allowed external host. */
function targetProblem(target: string, pages: ReadonlySet<string>, externalHosts: ReadonlySet<string>): string | undefined {
  if (target.startsWith("https://")) {
    const host = URL.canParse(target) ? new URL(target).hostname : "";
    return externalHosts.has(host) ? undefined : `target ${target} is not on an allowed external host (redirects/config.json)`;
  }
  const path = pathOfTarget(target);
  if (pages.has(path)) return undefined;
  const near = nearestPages(path, pages);
  return `target ${target} is not a page of the site${near.length ? ` (did you mean ${near.join(", ")}?)` : ""}`;
}
