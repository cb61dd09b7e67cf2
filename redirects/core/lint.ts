// Checks a parsed rule set against the site's pages and flattens chains. Pure: the caller
// supplies the pages and the allowed external hosts. Each problem names file and line.
import { caseKey, lookupCandidates, withoutTrailingSlash } from "./paths.ts";
import type { RuleProblem, SourceRule } from "./rules.ts";

export interface LintInput {
  rules: SourceRule[];
  /** Every page path of the site, as written. */
  pages: ReadonlySet<string>;
  /** Hosts an https:// target may name. */
  externalHosts: ReadonlySet<string>;
}

export interface Flattened {
  rule: SourceRule;
  /** The target as written, before flattening. */
  via: string;
}

export interface LintResult {
  problems: RuleProblem[];
  /** The rules with every chain resolved to its final target (single hop). */
  rules: SourceRule[];
  flattened: Flattened[];
}

const keyOf = (r: { fromPath: string; ignoreCase: boolean }) => (r.ignoreCase ? caseKey(r.fromPath) : r.fromPath);

export function lintRules({ rules, pages, externalHosts }: LintInput): LintResult {
  const problems: RuleProblem[] = [];
  const folded = new Map<string, string>();
  for (const p of pages) folded.set(p.toLowerCase(), p);

  const bySource = new Map<string, SourceRule>();
  for (const rule of rules) {
    const at = { file: rule.file, line: rule.line };
    const twin = bySource.get(keyOf(rule)) ?? (rule.ignoreCase ? undefined : bySource.get(caseKey(rule.fromPath)));
    if (twin) {
      const kind = twin.toPath === rule.toPath ? "duplicate" : "conflicting";
      problems.push({
        ...at,
        message: `${kind} source ${rule.fromPath} (also ${twin.file}:${twin.line}${kind === "conflicting" ? `, to ${twin.toPath}` : ""})`,
      });
      continue;
    }
    bySource.set(keyOf(rule), rule);
  }

  // The rule a path would hit, as the Worker looks it up.
  const hit = (path: string): SourceRule | undefined => {
    for (const candidate of lookupCandidates(path)) {
      const rule = bySource.get(candidate) ?? bySource.get(caseKey(candidate));
      if (rule && (rule.ignoreCase || rule.fromPath === candidate)) return rule;
    }
    return undefined;
  };

  const out: SourceRule[] = [];
  const flattened: Flattened[] = [];
  for (const rule of bySource.values()) {
    const at = { file: rule.file, line: rule.line };
    let target = rule.toPath;
    const seen = new Set([keyOf(rule)]);
    let loop = false;
    for (let next = hit(target.split(/[?#]/)[0] ?? ""); next && target.startsWith("/"); next = hit(target.split(/[?#]/)[0] ?? "")) {
      if (seen.has(keyOf(next))) {
        loop = true;
        break;
      }
      seen.add(keyOf(next));
      target = next.toPath;
    }
    const path = target.split(/[?#]/)[0] ?? "";
    if (loop || caseKey(withoutTrailingSlash(rule.fromPath)) === caseKey(path)) {
      problems.push({ ...at, message: loop ? `${rule.fromPath} is part of a redirect loop` : `${rule.fromPath} redirects to itself` });
      continue;
    }
    const shadowed = folded.get(caseKey(withoutTrailingSlash(rule.fromPath)));
    if (shadowed) {
      problems.push({ ...at, message: `source ${rule.fromPath} shadows the live page ${shadowed}` });
      continue;
    }
    if (target.startsWith("https://")) {
      const host = URL.canParse(target) ? new URL(target).hostname : "";
      if (!externalHosts.has(host))
        problems.push({ ...at, message: `target ${target} is not on an allowed external host (redirects/config.json)` });
    } else if (!pages.has(path)) {
      problems.push({ ...at, message: `target ${target} is not a page of the site` });
    }
    if (target !== rule.toPath) flattened.push({ rule: { ...rule, toPath: target }, via: rule.toPath });
    out.push({ ...rule, toPath: target });
  }
  return { problems, rules: out, flattened };
}
