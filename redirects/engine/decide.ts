// Step 3 of the Worker as a decision (worker/canonical.ts answers with it): at most ONE
// redirect per request, whichever applies first: a rule of the redirect map, a page named in
// another letter case, or a trailing slash (spec §2.3 policy "never", §2.4). Paths with a file
// extension are never case-folded or slash-stripped. Pure: whoever holds the rules finds them
// (the Worker in KV, `npm run redirects -- coverage --map` in the checkout's compiled map).
import { pageDataPath, pagePathOfPageData } from "../../policy/files.ts";
import { hasFileExtension, isSafeLocalTarget, pathOfTarget, withoutTrailingSlash, withQuery } from "../../policy/paths.ts";
import type { SiteIndex } from "../../policy/site-index.ts";
import type { RedirectRule } from "./rules.ts";

export interface RedirectDecision {
  location: string;
  /** A rule's own status (`rule.statusCode`); 301 for a letter case or a trailing slash. */
  status: number;
  reason: "rule" | "case" | "slash";
  rule?: RedirectRule;
}

/** A rule found for a path, with the hosts its map version lets https:// targets name. */
export interface RuleMatch {
  rule?: RedirectRule;
  externalHosts: ReadonlySet<string>;
}

/** Finds the rule for a decoded path (the source as written first, then without its slash). */
export type FindRule = (path: string) => Promise<RuleMatch>;

/**
 * @param rawPath the request's pathname as sent (percent-encoded)
 * @param path the same, decoded (after the guard)
 * @param search the query string with its "?", or ""
 */
export async function decideRedirect(
  rawPath: string,
  path: string,
  search: string,
  findRule: FindRule,
  pages: SiteIndex,
): Promise<RedirectDecision | null> {
  const pagePath = pagePathOfPageData(path);
  if (pagePath) {
    // Redirects in the browser ride on page data: the page data of a redirected path answers
    // with the target's page data (spec §2.4 redirectInBrowser); a page-data path names its page
    // without a trailing slash, so that is the source looked up. Page data names a page, so a
    // target's query and #fragment are left out.
    const { rule } = await findRule(pagePath);
    if (rule?.redirectInBrowser && rule.toPath.startsWith("/")) return local(pageDataPath(pathOfTarget(rule.toPath)), "rule", rule);
    // A page named in another letter case: its page data answers with the page's own, so that
    // a client navigation shows the canonical address, as a full load does.
    const canonical = pages.canonical(pagePath);
    if (canonical && canonical !== pagePath) return local(pageDataPath(canonical), "case");
    return null;
  }

  const { rule, externalHosts } = await findRule(path);
  if (rule) {
    if (rule.toPath.startsWith("https://")) return external(rule, search, externalHosts);
    return local(withQuery(rule.toPath, search), "rule", rule);
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
  return { location, status: rule?.statusCode ?? 301, reason, rule };
}

function external(rule: RedirectRule, search: string, hosts: ReadonlySet<string>): RedirectDecision | null {
  const url = URL.parse(withQuery(rule.toPath, search));
  if (!url || url.protocol !== "https:" || !hosts.has(url.hostname) || url.username || url.password || url.port) return null;
  return { location: url.toString(), status: rule.statusCode, reason: "rule", rule };
}
