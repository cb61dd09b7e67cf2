// Step 2: at most ONE 301 per request, whichever applies first: a rule of the redirect map,
// a page named in another letter case, or a trailing slash (spec §2.3 policy "never").
// Paths with a file extension are never case-folded or slash-stripped.
import { hasFileExtension, isSafeLocalTarget, pageDataPath, pagePathOfPageData, withoutTrailingSlash } from "../redirects/core/paths.ts";
import type { RedirectRule } from "../redirects/core/rules.ts";
import type { SiteIndex } from "../redirects/core/site-index.ts";

export interface RedirectDecision {
  location: string;
  status: 301;
  reason: "rule" | "case" | "slash";
  rule?: RedirectRule;
}

/** Finds the rule for a decoded path (the source as written first, then without its slash). */
export type FindRule = (path: string) => Promise<RedirectRule | undefined>;

/** Hosts a rule may send visitors to besides this site (redirects/config.json, bundled by the build). */
export type ExternalHosts = ReadonlySet<string>;

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
  externalHosts: ExternalHosts = new Set(),
): Promise<RedirectDecision | null> {
  const pagePath = pagePathOfPageData(path);
  if (pagePath) {
    // Redirects in the browser ride on page data: the page data of a redirected path answers
    // with the target's page data (spec §2.4 redirectInBrowser); a page-data path names its page
    // without a trailing slash, so that is the source looked up. Page data cannot carry a
    // target's #fragment: such a rule answers not found, and the browser's HEAD check then
    // loads the old address in full, which follows the rule (spec §4).
    const rule = await findRule(pagePath);
    if (rule?.redirectInBrowser && rule.toPath.startsWith("/") && !rule.toPath.includes("#")) {
      return local(pageDataPath(rule.toPath) + search, "rule", rule);
    }
    return null;
  }

  const rule = await findRule(path);
  if (rule) {
    if (rule.toPath.startsWith("https://")) return external(rule, search, externalHosts);
    return local(rule.toPath + search, "rule", rule);
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

function external(rule: RedirectRule, search: string, hosts: ExternalHosts): RedirectDecision | null {
  let url: URL;
  try {
    url = new URL(rule.toPath);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !hosts.has(url.hostname) || url.username || url.password) return null;
  if (search && !url.search) url.search = search;
  return { location: url.toString(), status: 301, reason: "rule", rule };
}
