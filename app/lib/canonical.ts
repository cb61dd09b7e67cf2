/** Canonical URL of a page (spec §2.3): the site URL and the path, no query, no hash, no trailing slash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? siteUrl : `${siteUrl}${path.replace(/\/+$/, "")}`;
}
