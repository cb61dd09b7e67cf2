// Checks a parsed rule set against the site's pages. Pure: the caller supplies the pages.
// (Chains, loops and allowlisted external targets arrive with the full map.)
import { caseKey, withoutTrailingSlash } from "./paths.ts";
import type { RuleProblem, SourceRule } from "./rules.ts";

export function lintRules(rules: SourceRule[], pagePaths: ReadonlySet<string>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const folded = new Map<string, string>();
  for (const p of pagePaths) folded.set(p.toLowerCase(), p);
  const seen = new Map<string, SourceRule>();
  for (const rule of rules) {
    const at = { file: rule.file, line: rule.line };
    const key = rule.ignoreCase ? caseKey(rule.fromPath) : rule.fromPath;
    const twin = seen.get(key);
    if (twin) problems.push({ ...at, message: `duplicate source ${rule.fromPath} (also on line ${twin.line})` });
    else seen.set(key, rule);

    const target = rule.toPath.split(/[?#]/)[0] ?? "";
    if (rule.toPath.startsWith("/") && !pagePaths.has(target))
      problems.push({ ...at, message: `target ${rule.toPath} is not a page of the site` });
    if (caseKey(withoutTrailingSlash(rule.fromPath)) === caseKey(target))
      problems.push({ ...at, message: `${rule.fromPath} redirects to itself` });
    const shadowed = folded.get(caseKey(rule.fromPath));
    if (shadowed) problems.push({ ...at, message: `source ${rule.fromPath} shadows the live page ${shadowed}` });
  }
  return problems;
}
