// Which links stay inside the site: rendered as client-side links, prefetched, and navigated
// by the router instead of loading a new document (spec §2.3). One test for every component.
// Pure: no I/O, no DOM.
/**
 * A root-relative link to this site: `/crm`, `/crm#x`, `/crm?x=1`. Not `//host/...` or `/\host`
 * (browsers read both as another origin), not `https://`, `mailto:` or `tel:`, and not a bare
 * `#fragment`, which stays on the page it is on.
 */
export function isInternalLink(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}
