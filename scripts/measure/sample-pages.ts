// A page of every template of the real site, for the tools that look at the site as visitors
// do (screenshots, Lighthouse) and for the content-acceptance suite (layout and axe). The
// content-acceptance suite fails when one of them is no longer a page, so the list cannot rot.
export const SAMPLE_PAGES: Record<string, string> = {
  home: "/",
  landing: "/crm",
  "landing (industry)": "/insurance",
  article: "/crm/customer-data-migration",
  "blog-post": "/blog/human-machine-interfaces",
  news: "/company/news/iso-27001-certification",
  portfolio: "/portfolio/wellness-platform-development",
  expert: "/experts/lena-brandt",
  job: "/careers/senior-backend-engineer",
  listing: "/blog",
  "listing (tag)": "/blog/tags/architecture",
  text: "/privacy-notice",
  search: "/search",
  "not-found": "/no-such-page",
  "landing (German)": "/de",
  "landing (German hub)": "/de/erp",
  "landing (German services)": "/de/leistungen",
  "article (German)": "/de/crm/datenmigration",
  "expert (German)": "/de/experten/tobias-fink",
  "job (German)": "/de/karriere/senior-backend-engineer",
  "listing (German)": "/de/karriere",
  "text (German)": "/de/datenschutzhinweis",
  "search (German)": "/de/suche",
  "not-found (German)": "/de/gibt-es-nicht",
};

/** A file name for what the tools write of a page, from its label or its path ("/de/karriere" →
 * "de-karriere", "/" → "home"): letters and digits joined by hyphens. */
export const pageFileName = (label: string): string =>
  label
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .join("-") || "home";

/** The pages Lighthouse measures (npm run bench:lighthouse): one of every template a visitor lands on. */
export const LIGHTHOUSE_PAGES = [
  "home",
  "landing",
  "article",
  "blog-post",
  "news",
  "portfolio",
  "expert",
  "job",
  "listing",
  "text",
  "search",
].flatMap((name) => SAMPLE_PAGES[name] ?? []);
