// The compiled redirect map: what the build bundles into the Worker and pushes to KV,
// and the lookup the Worker runs against it.
import { caseKey, lookupCandidates } from "./paths.ts";
import type { RedirectRule } from "./rules.ts";

export interface CompiledMap {
  /** Content hash of the rules; answered by /__version and written to logs. */
  version: string;
  /** Rules that ignore case, keyed by the lower-cased source. */
  folded: Record<string, RedirectRule>;
  /** Rules that match letter case exactly, keyed by the source as written. */
  exact: Record<string, RedirectRule>;
}

export function compileMap(rules: RedirectRule[], version: string): CompiledMap {
  const folded: Record<string, RedirectRule> = {};
  const exact: Record<string, RedirectRule> = {};
  for (const rule of rules) {
    const { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode } = rule;
    const clean = { fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode };
    if (ignoreCase) folded[caseKey(fromPath)] = clean;
    else exact[fromPath] = clean;
  }
  return { version, folded, exact };
}

/** The rule for a decoded request path: exact sources first, then case-folded; with the slash, then without. */
export function findRule(map: CompiledMap, path: string): RedirectRule | undefined {
  for (const candidate of lookupCandidates(path)) {
    const rule = map.exact[candidate] ?? map.folded[caseKey(candidate)];
    if (rule) return rule;
  }
  return undefined;
}
