// Step 2: at most ONE 301 per request, whichever applies first: a rule of the redirect map,
// a page named in another letter case, or a trailing slash (spec §2.3 policy "never").
// Paths with a file extension are never case-folded or slash-stripped.
import { findRule, type CompiledMap } from "../redirects/core/map.ts";
import { hasFileExtension, isSafeLocalTarget, pageDataPath, pagePathOfPageData, withoutTrailingSlash } from "../redirects/core/paths.ts";
import type { RedirectRule } from "../redirects/core/rules.ts";
import type { SiteIndex } from "./site-index.ts";

export interface RedirectDecision {
  location: string;
  status: 301;
  reason: "rule" | "case" | "slash";
  rule?: RedirectRule;
}

/**
 * @param rawPath the request's pathname as sent (percent-encoded)
 * @param path the same, decoded (after the guard)
 * @param search the query string with its "?", or ""
 */
export function decideRedirect(rawPath: string, path: string, search: string, map: CompiledMap, pages: SiteIndex): RedirectDecision | null {
  const rule = findRule(map, path);
  if (rule) return local(rule.toPath + search, "rule", rule);

  // Redirects in the browser ride on page data: a redirected path's page data answers
  // with the target's page data (spec §2.4 redirectInBrowser).
  const pagePath = pagePathOfPageData(path);
  if (pagePath) {
    const dataRule = findRule(map, pagePath);
    if (dataRule?.redirectInBrowser && dataRule.toPath.startsWith("/")) return local(pageDataPath(dataRule.toPath) + search, "rule", dataRule);
    return null;
  }

  if (hasFileExtension(path)) return null;
  const stripped = withoutTrailingSlash(path);
  const canonical = pages.canonical(stripped);
  if (canonical && canonical !== path) return local(canonical + search, canonical === stripped ? "slash" : "case");
  if (stripped !== path) return local(withoutTrailingSlash(rawPath) + search, "slash");
  return null;
}

function local(location: string, reason: RedirectDecision["reason"], rule?: RedirectRule): RedirectDecision | null {
  // Never send a visitor to another site by accident: targets must stay on this origin.
  if (!isSafeLocalTarget(location)) return null;
  return { location, status: 301, reason, rule };
}
