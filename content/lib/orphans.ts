// The orphan check: every page must be linked from another page's main content, the text and
// blocks a visitor reads, not the header or footer, which cannot carry the whole site. A page
// nobody links to is found only by search engines and by chance.
import { isIndexable, listedOf, type CompiledPage } from "../model.ts";
import type { SiteSettings } from "../schema/site.ts";
import type { ContentProblem } from "./errors.ts";
import { linksOf } from "./links.ts";

/** Pages that need no link from a page's text, in either language: the home pages, the pages
 * kept out of search (error, search and thank-you pages), the legal texts of the footer and the
 * archive of old /node pages. */
const isExempt = (page: CompiledPage) =>
  !isIndexable(page) ||
  page.template === "text" ||
  (page.template === "landing" && page.fields.kind === "home") ||
  page.path.startsWith("/node/");

/** Every page a page's main content links to: its own links and what its blocks and listings show. */
export function mainLinks(page: CompiledPage, settings: SiteSettings): string[] {
  const links = [...linksOf(page), ...page.related.map((c) => c.path), ...Object.keys(page.cards)];
  const s = page.section;
  if (s) links.push(...[...s.pages, ...s.articles, ...s.caseStudies, ...s.experts].map((c) => c.path));
  for (const g of page.practices ?? []) links.push(...(g.hub ? [g.hub.path] : []), ...g.pages.map((c) => c.path));
  links.push(...(page.industries ?? []).map((c) => c.path), ...(page.quotes ?? []).map((q) => q.path));
  const blocks = "blocks" in page.fields ? page.fields.blocks : [];
  for (const b of blocks) {
    if (b.type === "latest") links.push(...(page.latest ?? []).slice(0, b.count).map((c) => c.path));
    // A row of names links the page with the details (linksOf), not each credential's page.
    if (b.type === "credentials" && b.layout === "cards")
      links.push(...settings.facts.credentials.flatMap((c) => (c.page && c.kind !== "award" ? [c.page] : [])));
    if (b.type === "clients" || (b.type === "hero" && b.clients))
      links.push(...settings.clients.flatMap((c) => (c.caseStudy ? [c.caseStudy] : [])));
    if (b.type === "practice-teams") links.push(...settings.facts.practices.map((p) => p.hub));
  }
  if (page.reader) {
    const { author, topic, tags } = page.reader;
    links.push(...(author ? [author.path] : []), ...(topic ? [topic.path] : []), ...tags.map((t) => t.path));
  }
  links.push(...(page.writing ?? []).map((c) => c.path), ...(page.closing ? [page.closing.path] : []));
  const listing = page.listing;
  if (listing) {
    links.push(...listedOf(listing).map((c) => c.path), ...(listing.topics?.tags ?? []).map((t) => t.path));
    if (listing.page < listing.pageCount) links.push(`${listing.basePath}/page/${listing.page + 1}`);
  }
  return links.map((l) => l.split("#")[0] ?? l);
}

/** One problem per page that no other page's main content links to. */
export function findOrphans(pages: CompiledPage[], settings: SiteSettings): ContentProblem[] {
  const linked = new Set<string>();
  for (const page of pages) for (const target of mainLinks(page, settings)) if (target !== page.path) linked.add(target);
  return pages
    .filter((p) => !isExempt(p) && !linked.has(p.path))
    .map((p) => ({
      file: p.source,
      message: `no other page links to ${p.path} in its main content (header and footer links do not count): list it under a hub's path, or link it from a related page or a page's text`,
    }));
}
