// The compiled content model: what the build hands to the app and to the pre-renderer.
// Universal (no I/O), so the app may import these types.
import type { Block, SectionLayout } from "./schema/blocks.ts";
import type { FrontMatterOf, TemplateName } from "./schema/pages.ts";
import type { Office, SiteSettings } from "./schema/site.ts";
import { FALLBACK_PATHS, isFallbackPath, notFoundPathOf } from "../policy/files.ts";
import type { SecurityContact } from "../policy/security-txt.ts";

export type { Block, Office, TemplateName };

/** How a section is laid out: a layout the content chose (SECTION_LAYOUTS), or the one layout of
 * a block that has only one; the hero and the closing band are kinds of their own. */
export type LayoutKind = SectionLayout | "hero" | "figures" | "steps" | "text" | "table" | "form" | "closing";

/** The background a section sits on: paper, the cool tint, or the warm paper of a band. */
export type Tone = "paper" | "tint" | "sand";

/** What the build writes on each block of a page, for the renderer to read: its section's layout
 * and background (markBands, content/lib/bands.ts) and, on a long page, its id to link
 * (content/lib/rail.ts); for a block that is text alone, what its section holds, written as HTML
 * (content/lib/block-html.ts). */
/** The block types that are text alone: the build writes their sections as HTML
 * (content/lib/block-html.ts). */
export const WRITTEN_BLOCKS = ["features", "steps", "technologies", "faq", "table", "offices"] as const;
export type WrittenBlock = Extract<Block, { type: (typeof WRITTEN_BLOCKS)[number] }>;

export interface BlockMarks {
  kind?: LayoutKind;
  tone?: Tone;
  id?: string;
  html?: string;
}

/** An office as pages read it: with its country's German name, from its code, found at build
 * time so that no browser has to load Intl's region names (docs/decisions/018-speed.md). */
export type SiteOffice = Office & { countryDe: string };

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** An image with its intrinsic size and its text alternative ("" when it only decorates). */
export interface PageImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A drawn picture's id, "<composition>-<motif>" (content/art), as its SVG's data-art. */
  art?: string;
}

/** What a listing, a related-content block or a card shows of another page. */
export interface Card {
  path: string;
  title: string;
  /** Short name (the page's label, else its title). */
  label: string;
  description: string;
  template: TemplateName;
  lang: "en" | "de";
  /** Publication date (YYYY-MM-DD) of dated pages. */
  date?: string;
  /** A short line above the title: a case study's industry, an expert's role, a job's location. */
  kicker?: string;
  /** A case study's headline outcome. */
  outcome?: { value: string; label: string };
  /** The page's picture (cover art, a case study's screen, portrait); cards show it as decoration. */
  image?: PageImage;
  /** What kind of page it is, in one word (related reading and search results name it). */
  kind: PageKind;
  /** A landing page's icon (content/lib/icons.ts); its card shows it instead of a picture. */
  icon?: CardIcon;
  /** An expert's direct line, where the profile gives one. */
  directLine?: string;
  /** A blog post's author, on the post a listing features. */
  author?: string;
}

/** An icon of the site's icon set: its name and its shapes, each an SVG element and its attributes. */
export interface CardIcon {
  name: string;
  nodes: Array<[string, Record<string, string>]>;
}

/** What a written page (article, blog post, news, case study) shows around its text. */
export interface ReaderAids {
  /** Minutes a reader needs, at 220 words a minute, rounded up. */
  minutes: number;
  /** The author's expert page, if the author has one. */
  author?: Card;
  /** The practice or industry the page belongs to (its hub), for the closing call to action;
   * `phrase` is its name as it reads inside a sentence ("predictive analytics"). */
  topic?: Crumb & { phrase: string };
  /** A blog post's tags with the pages that list them. */
  tags: Array<{ label: string; path: string }>;
}

/** What a hub shows: the pages under its path, its case studies and the experts who write on it. */
export interface SectionIndex {
  /** Landing pages (services, sub-topics) under the hub. */
  pages: Card[];
  /** Articles, blog posts and news under the hub. */
  articles: Card[];
  /** Case studies that name the hub among their topics. */
  caseStudies: Card[];
  /** The practice lead, then the authors of the hub's articles, most articles first. */
  experts: Card[];
}

/** A practice of content/site.yaml facts with its pages, for /services, the home page and the menu. */
export interface PracticeGroup {
  key: string;
  name: string;
  people: number;
  hub?: Card;
  /** What the practice does in one line: its hub's menu line. */
  line?: string;
  /** The name of the person who leads it. */
  lead?: string;
  pages: Card[];
}

/** A client's words from a case study. */
export interface Quote {
  /** The case study. */
  path: string;
  client: string;
  /** The link to the case study in the page's language ("Our project with …"), written by the
   * build, which declines a German client after its preposition (content/german.ts). */
  caseStudy: string;
  text: string;
  name: string;
  role: string;
}

/** A link in the header menu. */
export interface MenuLink {
  path: string;
  label: string;
  /** The one line the header's menus show under a practice hub or an industry page. */
  line?: string;
}

export interface Crumb {
  path: string;
  label: string;
}

/** A topic of the blog: a tag, the listing of its posts and how many they are. */
export interface ListingTopic {
  label: string;
  path: string;
  count: number;
}

/** A listing page's slice of its collection. */
export interface ListingPage {
  collection: "blog" | "news" | "portfolio" | "experts" | "jobs";
  /** The first page of the blog, the news and a blog tag: the newest item, with its cover
   * picture (and a post's author), shown first and large; `items` are the rest of the page. */
  featured?: Card;
  items: Card[];
  /** 1-based page number; page 1 is the listing's own path. */
  page: number;
  pageCount: number;
  /** The listing's own path; page n > 1 is `${basePath}/page/${n}`. */
  basePath: string;
  /** A tag page of the blog: the tag it lists. */
  tag?: string;
  /** The blog's pages: every tag as a link to its listing, most posts first, and the blog's
   * own path ("All"). */
  topics?: { all: string; tags: ListingTopic[] };
}

interface PageBase<T extends TemplateName> {
  /** "/" for the home page; "/404" and "/500" for the fallback pages (spec §2.3). */
  path: string;
  template: T;
  /** The template's front matter, validated, without `template`. */
  fields: Omit<FrontMatterOf<T>, "template">;
  /** The Markdown body rendered to HTML ("" when the file has none). */
  html: string;
  headings: Heading[];
  /** Pages this one points readers to (`related`), as cards. */
  related: Card[];
  /** A long landing page's right third, HTML written at build time: its sections and who to
   * talk to (content/lib/rail.ts, decision 044). */
  rail?: string;
  /** Cards of pages that blocks refer to (case studies, team members), by path. */
  cards: Record<string, Card>;
  /** Home first, then each ancestor path that is a page, then this page. */
  breadcrumbs: Crumb[];
  /** Where the language switch leads: the page's translation (`exact`), else the nearest
   * ancestor's translation, else the other language's home page. */
  counterpart: Crumb & { exact: boolean };
  /** A German landing page's kind where its own fields do not say it (practice and industry
   * are set on the English page only): its English page's (pageKind). */
  kind?: PageKind;
  /** The page's own picture: a hub's illustration, cover art, a case study's screen, a portrait. */
  image?: PageImage;
  /** Articles, blog posts, news and case studies. */
  reader?: ReaderAids;
  /** An expert's articles and blog posts, newest first. */
  writing?: Card[];
  /** A job's city in the page's language (Wien on German pages). */
  place?: string;
  /** The 404 page only, set by the Worker for the address asked for: "did you mean" pages. */
  suggestions?: Array<{ path: string; title: string }>;
  /** Only on listing pages. */
  listing?: ListingPage;
  /** Derived for the blocks that show them (section-index, practices, industries, latest, quotes). */
  section?: SectionIndex;
  practices?: PracticeGroup[];
  industries?: Card[];
  latest?: Card[];
  quotes?: Quote[];
  /** The person the page's closing band names, with portrait and direct line: the expert the
   * page is about or was written by, else its practice's lead, else the language's default
   * (content/site.yaml cta.person); closingPersonOf in content/lib/compile.ts. */
  closing?: Card;
  /** The closing band's content, HTML written at build time from the wording and the person above
   * (content/lib/closing.ts); pages that end without a band have none. */
  closingBand?: string;
  /** Source file, relative to the project root. */
  source: string;
}

export type CompiledPage = { [T in TemplateName]: PageBase<T> }[TemplateName];
export type PageOf<T extends TemplateName> = PageBase<T>;

/** UI strings of one language (spec §3 translation node). */
export interface TranslationNode {
  language: "en" | "de";
  ns: "translation";
  data: Record<string, string>;
}

/**
 * The sections of a practice page (a landing page with a `practice`), in this order: what the
 * practice is (hero, with its label), figures, what we build, the page's own text, how we
 * work, a case study, who leads it, the technologies, the questions buyers ask, its articles,
 * and the call to action. Every practice page has all of them, so a buyer comparing two finds
 * the same things in the same places; the content check enforces it.
 */
export const PRACTICE_SECTIONS = [
  "hero",
  "stats",
  "features",
  "body",
  "steps",
  "case-studies",
  "team",
  "technologies",
  "faq",
  "section-index",
  "cta",
] as const satisfies readonly Block["type"][];

/** Keys of content/locales/en/translation.json that German pages show in English too: the
 * cookie notice keeps the spec's exact text and button on every page (spec §9). */
export const ENGLISH_ONLY_KEYS: readonly string[] = ["cookie::text", "cookie::link", "cookie::agree", "cookie::decline", "cookie::label"];

/** Shared data every page uses, served once as static query data (spec §7). */
type SettingsCredential = SiteSettings["facts"]["credentials"][number];

/** A credential as pages show it: its German issuer already in the case the German sentence
 * puts it in (the build declines it: content/lib/locales.ts phraseIn). */
export type ShownCredential = Omit<SettingsCredential, "de"> & {
  de?: Omit<NonNullable<SettingsCredential["de"]>, "issuer"> & { issuer?: string };
};

export interface SiteQueryData {
  siteMetadata: Pick<SiteSettings, "companyName" | "siteUrl" | "description" | "email" | "phone">;
  navigation: SiteSettings["navigation"];
  offices: SiteOffice[];
  facts: Omit<SiteSettings["facts"], "credentials"> & { credentials: ShownCredential[] };
  /** The clients' wordmarks; `caseStudyDe` is the German page of the case study, where there is one. */
  clients: Array<SiteSettings["clients"][number] & { caseStudyDe?: string }>;
  cta: SiteSettings["cta"];
  analytics?: SiteSettings["analytics"];
  /** The UI strings: English, and German for pages whose `lang` is de. */
  translations: TranslationNode[];
  /** The navigation and call to action of German pages. */
  german: { navigation: SiteSettings["navigation"]; cta: SiteSettings["cta"] };
}

export interface HeaderMenu {
  /** Every practice and every industry, for the header menu: it links a practice's hub (its
   * pages when it has none), and any of its pages marks the section current. */
  practices: Array<{ name: string; hub?: MenuLink; pages: MenuLink[] }>;
  industries: MenuLink[];
}

export interface HeaderSlice {
  cta: SiteSettings["headerCta"];
  menu: HeaderMenu;
  /** German pages: the practices with their German pages (else the English hub). */
  german: { cta: SiteSettings["headerCta"]; menu: HeaderMenu };
}

export interface FooterSlice {
  columns: SiteSettings["footer"]["columns"];
  legal: SiteSettings["footer"]["legal"];
  /** Where the office addresses are: /contacts#offices, and its German counterpart. */
  offices: string;
  german: { columns: SiteSettings["footer"]["columns"]; legal: SiteSettings["footer"]["legal"]; offices: string };
}

export interface SliceData {
  header: HeaderSlice;
  footer: FooterSlice;
}

// The error pages (served for errors, never listed or linked) are a path policy of policy/files.ts.
export { FALLBACK_PATHS, isFallbackPath, notFoundPathOf };

/** The site search page of a language. */
export const searchPathOf = (lang: "en" | "de") => (lang === "de" ? "/de/suche" : "/search");

/** The status a page is served with: 404 and 500 for the fallback pages, else 200. */
export function statusOf(path: string): 200 | 404 | 500 {
  if (path === FALLBACK_PATHS.serverError) return 500;
  return path === FALLBACK_PATHS.notFound || path === FALLBACK_PATHS.notFoundDe ? 404 : 200;
}

/** Pages search engines and site search leave out: the error pages, the search page itself and
 * the thank-you page, and tag pages with a single post. They carry robots noindex and stay out of the sitemap and the search index. */
/** The enquiry form on a page, if it has one (docs/decisions/017-enquiries.md). */
export function enquiryFormOf(page: CompiledPage): Extract<Block, { type: "enquiry" }> | undefined {
  if (page.template !== "landing") return undefined;
  return page.fields.blocks.find((b): b is Extract<Block, { type: "enquiry" }> => b.type === "enquiry");
}

/** The pages with an enquiry form, and for each the thank-you page of its language. */
export function enquiryForms(pages: CompiledPage[]): Record<string, { lang: "en" | "de"; thanks: string }> {
  const forms: Record<string, { lang: "en" | "de"; thanks: string }> = {};
  for (const page of pages) {
    if (!enquiryFormOf(page)) continue;
    const lang = page.fields.lang ?? "en";
    const thanks = pages.find((p) => p.template === "landing" && p.fields.kind === "thanks" && (p.fields.lang ?? "en") === lang);
    if (!thanks) throw new Error(`${page.path} has an enquiry form but the site has no thank-you page (kind: thanks) in "${lang}"`);
    forms[page.path] = { lang, thanks: thanks.path };
  }
  return forms;
}

/** Every item a listing page shows: its featured item first, then the list. */
export const listedOf = (listing: ListingPage): Card[] => (listing.featured ? [listing.featured, ...listing.items] : listing.items);

export function isIndexable(page: CompiledPage): boolean {
  // A tag with a single post is a way to browse, not a page worth a search result.
  if (page.listing?.tag && page.listing.pageCount === 1 && listedOf(page.listing).length < 2) return false;
  if (page.template === "not-found" || page.template === "server-error" || page.template === "search") return false;
  return !(page.template === "landing" && page.fields.kind === "thanks");
}

/** Everything the build derives from content/, as plain JSON. */
export interface SiteBundle {
  pages: CompiledPage[];
  /** What /.well-known/security.txt says, for the Worker (content/site.yaml security). */
  security: SecurityContact;
  staticQuery: { hash: string; data: SiteQueryData };
  slices: SliceData;
}

/** Whether a table cell holds a figure (an amount, a percentage, a duration, a range): it starts
 * with a digit (after a sign or currency) and has at most a short unit. Figures are right-aligned
 * in tabular numerals, in Markdown tables and in table blocks alike. */
export function isFigure(cell: string): boolean {
  const text = cell.replace(/<[^>]+>/g, "").trim();
  return /^[~≈<>+±−–-]?\s?[€$£]?\s?\d/u.test(text) && (text.match(/\p{L}/gu) ?? []).length <= 5;
}

/** For each column of `rows` (body rows, without the heading row): whether every filled cell is a figure. */
export function figureColumns(rows: readonly (readonly string[])[]): boolean[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: width }, (_, i) => {
    const cells = rows.map((r) => r[i] ?? "").filter((c) => c.trim() !== "");
    return cells.length > 0 && cells.every(isFigure);
  });
}

/** What kind of page a visitor is looking at, in a word or two: search results and related
 * reading name it (app/lib/kind-label.ts). A list is named after what it lists ("Blog", "Case
 * studies"), any other page after the part of the site it belongs to: no catch-all "page". */
export type PageKind =
  | "home"
  | "service"
  | "industry"
  | "company"
  | "guide"
  | "blog"
  | "news"
  | "case"
  | "expert"
  | "job"
  | "services"
  | "industries"
  | `${PageOf<"listing">["fields"]["collection"]}-list`
  | "legal";

/** Every kind, for the checks that each has its UI string (tests/unit/i18n.test.ts); the type
 * below fails to compile when a kind is added to PageKind and not here. */
export const PAGE_KINDS = [
  "home",
  "service",
  "industry",
  "company",
  "guide",
  "blog",
  "news",
  "case",
  "expert",
  "job",
  "services",
  "industries",
  "blog-list",
  "news-list",
  "portfolio-list",
  "experts-list",
  "jobs-list",
  "legal",
] as const satisfies readonly PageKind[];
export const everyPageKind: Exclude<PageKind, (typeof PAGE_KINDS)[number]> extends never ? true : never = true;

export function pageKind(page: CompiledPage): PageKind {
  if (page.kind) return page.kind;
  switch (page.template) {
    case "landing":
      if (page.fields.industry) return "industry";
      if (page.fields.practice) return "service";
      if (page.fields.kind === "home") return "home";
      if (page.fields.kind === "services" || page.fields.kind === "industries") return page.fields.kind;
      // Hiring developers of a technology is a service as a buyer reads it.
      return page.fields.kind === "developers" ? "service" : "company";
    case "article":
      return "guide";
    case "blog-post":
      return "blog";
    case "news":
      return "news";
    case "portfolio":
      return "case";
    case "expert":
      return "expert";
    case "job":
      return "job";
    case "listing":
      return `${page.fields.collection}-list`;
    default:
      return "legal";
  }
}
