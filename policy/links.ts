// Which links stay inside the site: prefetched, and followed by the router instead of loading
// a new document (spec §2.3). One test for every component.
// Pure: no I/O, no DOM.
import { hasFileExtension, pathOfTarget } from "./paths.ts";

/**
 * A root-relative link to this site: `/crm`, `/crm#x`, `/crm?x=1`. Not `//host/...` or `/\host`
 * (browsers read both as another origin), not `https://`, `mailto:` or `tel:`, and not a bare
 * `#fragment`, which stays on the page it is on.
 */
export function isInternalLink(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** What `routedHref` reads of a link: an `HTMLAnchorElement` has it. */
export interface LinkLike {
  getAttribute(name: "href"): string | null;
  hasAttribute(name: "download"): boolean;
  target: string;
}

/**
 * Where the router goes when `link` is followed, or null when the browser follows it itself: an
 * internal link to a page (not to a file such as a feed), opened in the same tab and not
 * downloaded. Client navigation and prefetch both ask this.
 */
export function routedHref(link: LinkLike): string | null {
  const href = link.getAttribute("href");
  if (!href || !isInternalLink(href) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return hasFileExtension(pathOfTarget(href)) ? null : href;
}

/** A phone number as a link's address: `tel:` and the number without its spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/\s/g, "")}`;
