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

/** The pages `npm run screenshots` takes: a page of every template, and the pages a design review
 * of the brand and the compositions reads (home, a case study, the long company and practice pages,
 * the people, and their German twins). */
export const REVIEW_PAGES: Record<string, string> = {
  ...SAMPLE_PAGES,
  services: "/services",
  "landing (ERP)": "/erp",
  "landing (manufacturing)": "/manufacturing",
  "landing (German manufacturing)": "/de/fertigung",
  "portfolio listing": "/portfolio",
  experts: "/experts",
  trust: "/company/trust",
  about: "/company/about",
  contacts: "/contacts",
  "contacts (German)": "/de/kontakt",
  "blog (German)": "/de/blog",
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
