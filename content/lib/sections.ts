// The site's structure, derived from the content itself, never from hand-kept lists: which
// pages a hub shows (everything under its path, and on a practice's hub the practice's pages),
// the practices and industries, the newest writing. Hubs, /services, /industries, the home
// page and the header menu all read it here.
import type { Card, CompiledPage, PracticeGroup, SectionIndex } from "../model.ts";
import type { SiteSettings } from "../schema/site.ts";

type ToCard = (page: CompiledPage) => Card;

const byLabel = (a: Card, b: Card) => a.label.localeCompare(b.label);
export const byDateDesc = (a: Card, b: Card) => (b.date ?? "").localeCompare(a.date ?? "") || a.path.localeCompare(b.path);

/** Articles, blog posts and news: the pages written about a topic. */
export const isWritten = (p: CompiledPage) => p.template === "article" || p.template === "blog-post" || p.template === "news";

/** Pages that show what is under their path: landing pages with a section-index block. */
export function isHub(page: CompiledPage): boolean {
  return page.template === "landing" && page.fields.blocks.some((b) => b.type === "section-index");
}

/** The hub a page belongs to: the hub with the longest path above it. */
export function hubOf(path: string, hubs: readonly string[]): string | undefined {
  return hubs.filter((h) => path.startsWith(`${h}/`)).sort((a, b) => b.length - a.length)[0];
}

export interface Sections {
  /** What each hub shows, by the hub's path. */
  index: Map<string, SectionIndex>;
  practices: PracticeGroup[];
  industries: Card[];
  /** Articles, blog posts and news in English, newest first. */
  latest: Card[];
}

/** `pages` are the site's pages before listings are expanded; fallbacks and the home pages aside. */
export function deriveSections(pages: CompiledPage[], settings: SiteSettings, toCard: ToCard): Sections {
  const hubPages = pages.filter(isHub);
  const hubs = hubPages.map((p) => p.path);
  const experts = new Map(pages.flatMap((p) => (p.template === "expert" && p.fields.lang === "en" ? [[p.fields.name, p] as const] : [])));
  const landing = pages.filter((p): p is CompiledPage & { template: "landing" } => p.template === "landing");
  /** A practice's landing pages, its hub aside: its group in the menu, and on its hub the ones
   * under other paths. */
  const ofPractice = (practice: SiteSettings["facts"]["practices"][number]) =>
    landing.filter((p) => p.fields.practice === practice.key && p.path !== practice.hub);
  const index = new Map<string, SectionIndex>();
  for (const { path: hub, fields } of hubPages) {
    const members = pages.filter((p) => p.path !== hub && hubOf(p.path, hubs) === hub);
    // A practice's hub also lists the practice's pages that live elsewhere (/blockchain under
    // application development): the header menu links the hub, and the hub leads on to them.
    const practice = settings.facts.practices.find((pr) => pr.hub === hub);
    const elsewhere = practice ? ofPractice(practice).filter((p) => p.fields.lang === fields.lang && hubOf(p.path, hubs) !== hub) : [];
    const written = members.filter(isWritten);
    const authors = new Map<string, number>();
    for (const p of written) if ("author" in p.fields) authors.set(p.fields.author, (authors.get(p.fields.author) ?? 0) + 1);
    const lead = practice?.lead;
    const writers = [...authors]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([name]) => {
        const page = experts.get(name);
        return page && page.path !== lead ? [toCard(page)] : [];
      });
    const leadPage = lead ? pages.find((p) => p.path === lead) : undefined;
    index.set(hub, {
      pages: [...members.filter((p) => p.template === "landing"), ...elsewhere].map(toCard).sort(byLabel),
      articles: written.map(toCard).sort(byLabel),
      caseStudies: pages
        .filter((p) => p.template === "portfolio" && p.fields.topics.includes(hub))
        .map(toCard)
        .sort(byDateDesc),
      experts: [...(leadPage ? [toCard(leadPage)] : []), ...writers],
    });
  }
  const practices = settings.facts.practices.map((practice) => {
    const hub = landing.find((p) => p.path === practice.hub);
    const lead = pages.find((p) => p.path === practice.lead);
    return {
      key: practice.key,
      name: practice.name,
      people: practice.people,
      hub: hub ? toCard(hub) : undefined,
      lead: lead?.template === "expert" ? lead.fields.name : undefined,
      pages: ofPractice(practice).map(toCard).sort(byLabel),
    };
  });
  return {
    index,
    practices,
    industries: landing
      .filter((p) => p.fields.industry)
      .map(toCard)
      .sort(byLabel),
    latest: pages
      .filter((p) => isWritten(p) && p.fields.lang === "en")
      .map(toCard)
      .sort(byDateDesc),
  };
}
