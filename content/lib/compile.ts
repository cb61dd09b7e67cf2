// Cross-page rules and derived data, in passes: checks that every reference between pages
// holds, then expands listings into numbered pages and resolves cards, related content and
// breadcrumbs, then checks that every internal link lands.
import {
  enquiryFormOf,
  FALLBACK_PATHS,
  isFallbackPath,
  type Block,
  type BlockMarks,
  type Card,
  type CompiledPage,
  type Crumb,
  type ListingPage,
  type PageOf,
  pageKind,
} from "../model.ts";
import { collectionTemplates } from "../schema/pages.ts";
import type { SiteSettings } from "../schema/site.ts";
import type { ContentProblem } from "./errors.ts";
import { caseKey, GERMAN_ROOT, homeOf, languageOfPath } from "../../policy/paths.ts";
import { iconFor } from "./icons.ts";
import { linksOf } from "./links.ts";
import { uiString } from "./locales.ts";
import { findOrphans } from "./orphans.ts";
import { byDateDesc, deriveSections, isWritten, type Sections } from "./sections.ts";
import { artOf, readerAidsOf, readerContext, tagListings, writingOf } from "./reader.ts";
import { brandsOf } from "./prose.ts";
import { checkScreens } from "./screens.ts";
import { checkStructure } from "./structure.ts";
import { foldSections } from "./fold.ts";
import { isLongLanding, railHtml } from "./rail.ts";
import { markBands } from "./bands.ts";
import { closingHtml } from "./closing.ts";
import { blockHtml, isWrittenBlock, siteOffices } from "./block-html.ts";

/** A page's short name: its label, else its title (cards, breadcrumbs, menus, the language switch). */
export const labelOf = (page: CompiledPage) => page.fields.label ?? page.fields.title;

export function toCard(page: CompiledPage): Card {
  const f = page.fields;
  const card: Card = {
    path: page.path,
    title: f.title,
    label: labelOf(page),
    description: f.description,
    template: page.template,
    lang: f.lang,
    kind: pageKind(page),
  };
  // A card shows a picture only where the picture is the page's own: a case study's product
  // screen, an expert's portrait. Landing pages show an icon (never the hub's picture again);
  // articles, posts and news are typographic cards, their cover is on their own page.
  if (page.template === "landing") card.icon = iconFor(page.path);
  else if (page.image && (page.template === "portfolio" || page.template === "expert")) card.image = page.image;
  if ("datePublished" in f) card.date = f.datePublished;
  if (page.template === "job") card.date = page.fields.datePosted;
  if (page.template === "portfolio") {
    card.kicker = page.fields.industry;
    if (page.fields.outcomes[0]) card.outcome = page.fields.outcomes[0];
  }
  if (page.template === "expert") {
    card.kicker = page.fields.role;
    card.label = page.fields.name;
    if (page.fields.directLine) card.directLine = page.fields.directLine;
  }
  if (page.template === "job") {
    const place = page.place ?? page.fields.location;
    card.kicker = page.fields.remote ? uiString(f.lang, "job::orRemote", { location: place }) : place;
  }
  return card;
}

export const pagePath = (basePath: string, n: number) => (n === 1 ? basePath : `${basePath}/page/${n}`);

/** The pages a listing lists: its collection's pages under its path (/blog lists /blog/…). */
function membersOf(listing: PageOf<"listing">, pages: CompiledPage[]): CompiledPage[] {
  const template = collectionTemplates[listing.fields.collection];
  return pages.filter((p) => p.template === template && p.path.startsWith(`${listing.path}/`));
}

/** Collections whose first page leads with their newest item, large, with its cover. */
const FEATURING: ReadonlySet<ListingPage["collection"]> = new Set(["blog", "news"]);

/** The card of the item a listing features: its cover picture, and a post's author. */
function featuredCard(page: CompiledPage): Card {
  const card = toCard(page);
  if (page.image) card.image = page.image;
  if (page.template === "blog-post") card.author = page.fields.author;
  return card;
}

/** A listing becomes one page per `perPage` items: /blog, /blog/page/2, … The blog's and the
 * news' first page features its newest item; later pages are the list alone. */
function expandListing(
  listing: PageOf<"listing">,
  members: CompiledPage[],
  extra: Pick<ListingPage, "tag" | "topics"> = {},
): CompiledPage[] {
  const cards = members.map(toCard);
  if (listing.fields.collection === "experts") {
    const order = new Map(members.map((p) => [p.path, p.template === "expert" ? p.fields.order : 0]));
    cards.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0) || a.title.localeCompare(b.title));
  } else cards.sort(byDateDesc);
  const perPage = listing.fields.perPage;
  const pageCount = Math.max(1, Math.ceil(cards.length / perPage));
  const newest = FEATURING.has(listing.fields.collection) ? members.find((p) => p.path === cards[0]?.path) : undefined;
  // Only the first page has a counterpart in the other language; later pages switch to it.
  const { translation: _later, ...laterFields } = listing.fields;
  return Array.from({ length: pageCount }, (_, i) => {
    const n = i + 1;
    const suffix = n === 1 ? "" : ` (${uiString(listing.fields.lang, "listing::page", { n }).toLowerCase()})`;
    const items = cards.slice(i * perPage, n * perPage);
    const featured = n === 1 && newest ? { featured: featuredCard(newest) } : {};
    return {
      ...listing,
      path: pagePath(listing.path, n),
      fields: {
        ...(n === 1 ? listing.fields : laterFields),
        title: `${listing.fields.title}${suffix}`,
        heading: `${listing.fields.heading}${suffix}`,
      },
      listing: {
        collection: listing.fields.collection,
        ...featured,
        items: "featured" in featured ? items.slice(1) : items,
        page: n,
        pageCount,
        basePath: listing.path,
        ...extra,
      },
    };
  });
}

/** Listings expand into their pages; the blog also into one listing per tag, and every page of
 * the blog and its tags carries the blog's topics: each tag, most posts first, then A to Z. */
function expandListings(pages: CompiledPage[]): CompiledPage[] {
  return pages.flatMap((p) => {
    if (p.template !== "listing") return [p];
    const members = membersOf(p, pages);
    if (p.fields.collection !== "blog") return expandListing(p, members);
    const tags = tagListings(p, members);
    const lang = p.fields.lang;
    const topics = {
      all: p.path,
      tags: tags
        .map((t) => ({ label: t.listing.fields.label ?? t.listing.fields.title, path: t.listing.path, count: t.members.length }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, lang)),
    };
    return [
      ...expandListing(p, members, { topics }),
      ...tags.flatMap((t) => expandListing(t.listing, t.members, { tag: t.listing.fields.label, topics })),
    ];
  });
}

function breadcrumbsOf({ path, fields: { lang } }: CompiledPage, byPath: Map<string, CompiledPage>): Crumb[] {
  if (path === "/" || isFallbackPath(path)) return [];
  const segments = path.split("/").slice(1);
  const crumbs: Crumb[] = [];
  // The page's own language: a German page at an old address (/node/…) starts at the German home.
  const home = byPath.get(homeOf(lang));
  if (home && home.path !== path) crumbs.push({ path: home.path, label: uiString(lang, "crumb::home") });
  for (let i = 1; i <= segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join("/")}`;
    const page = byPath.get(ancestor);
    // Only ancestors that are pages: never a redirect source such as /company.
    if (page && ancestor !== home?.path) crumbs.push({ path: ancestor, label: labelOf(page) });
  }
  return crumbs;
}

/** Where the language switch of `page` leads: its translation, else the translation of its
 * nearest ancestor that has one, else the other language's home page. */
function counterpartOf(page: CompiledPage, byPath: Map<string, CompiledPage>): CompiledPage["counterpart"] {
  const other = page.fields.lang === "de" ? "en" : "de";
  const exact = page.fields.translation && byPath.get(page.fields.translation);
  if (exact && !isFallbackPath(page.path)) return { path: exact.path, label: labelOf(exact), exact: true };
  const segments = page.path.split("/").slice(1);
  for (let i = segments.length - 1; i >= 1; i--) {
    const ancestor = byPath.get(`/${segments.slice(0, i).join("/")}`);
    const target = ancestor?.fields.translation && byPath.get(ancestor.fields.translation);
    if (target && target.path !== homeOf(other)) return { path: target.path, label: labelOf(target), exact: false };
  }
  const home = byPath.get(homeOf(other));
  return { path: homeOf(other), label: home ? uiString(other, "crumb::home") : homeOf(other), exact: false };
}

/** A link as a page in `lang` gives it: a German page that names an English page with a German
 * translation links the German page (anchor kept); anything else is linked as written. One rule
 * for the Markdown, the blocks' links and every card a German page shows. */
export function linkIn(lang: CompiledPage["fields"]["lang"], href: string, byPath: ReadonlyMap<string, CompiledPage>): string {
  if (lang !== "de") return href;
  const hash = href.indexOf("#");
  const path = hash < 0 ? href : href.slice(0, hash);
  const target = byPath.get(path);
  const german = target?.fields.lang === "en" && target.fields.translation ? byPath.get(target.fields.translation) : undefined;
  return german ? german.path + (hash < 0 ? "" : href.slice(hash)) : href;
}

/** A German page's own links (Markdown, hero and feature links) to pages that have a German
 * translation, rewritten to the German page. */
function localiseLinks(page: CompiledPage, byPath: ReadonlyMap<string, CompiledPage>) {
  const lang = page.fields.lang;
  page.html = page.html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${linkIn(lang, href, byPath)}"`);
  for (const b of "blocks" in page.fields ? page.fields.blocks : []) {
    if (b.type === "hero") b.actions = b.actions.map((a) => ({ ...a, href: linkIn(lang, a.href, byPath) }));
    if (b.type === "features") b.items = b.items.map((i) => (i.href ? { ...i, href: linkIn(lang, i.href, byPath) } : i));
    if (b.type === "credentials" && b.more) b.more = linkIn(lang, b.more, byPath);
  }
}

/** A German page's links to English-only pages, marked as English: `hreflang` and a note. */
export function markEnglishLinks(html: string): string {
  const note = `<span class="lang-note"><span aria-hidden="true">${uiString("de", "lang::englishBadge")}</span><span class="visually-hidden"> (${uiString("de", "lang::englishPage")})</span></span>`;
  return html.replace(
    /<a((?:\s[^>]*?)?) href="(\/[^"]*)"([^>]*)>([\s\S]*?)<\/a>/g,
    (match, before: string, href: string, attrs: string, text: string) =>
      languageOfPath(href) === "en" && !before.includes("hreflang") && !attrs.includes("hreflang")
        ? `<a${before} href="${href}"${attrs} hreflang="en">${text}${note}</a>`
        : match,
  );
}

function idsOf(page: CompiledPage): Set<string> {
  const ids = new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ""));
  for (const b of "blocks" in page.fields ? page.fields.blocks : []) if ("id" in b && b.id) ids.add(b.id);
  return ids;
}

export interface CompileInput {
  pages: CompiledPage[];
  settings: SiteSettings;
  /** Every page path that has a file, valid or not, so one bad file is reported once. */
  filePaths: ReadonlySet<string>;
  imageExists: (src: string) => boolean;
}

/** Compiles the loaded pages in passes: validate, derive, then check links (and orphans). */
export function compilePages(input: CompileInput, problems: ContentProblem[]): { pages: CompiledPage[]; sections: Sections } {
  validatePages(input, problems);
  const { pages, byPath, sections } = derivePages(input.pages, input.settings);
  checkLinks(input, byPath, problems);
  // Links are only known for certain when every page is valid: otherwise a broken page would
  // make the pages it links to look like orphans.
  if (!problems.length) problems.push(...findOrphans(pages, input.settings));
  return { pages, sections };
}

/** Validate: paths are unique, each page's references hold, the fallback pages exist, the
 * structure holds, and every case study's screen fits its picture. */
function validatePages(input: CompileInput, problems: ContentProblem[]) {
  const { pages, settings, filePaths, imageExists } = input;
  checkUniquePaths(pages, problems);
  checkPageReferences(input, problems);
  checkFallbackPages(filePaths, problems);
  checkStructure(pages, settings, filePaths, imageExists, problems);
  checkScreens(pages, problems);
}

/** No two pages have the same path, letter case aside. */
function checkUniquePaths(pages: CompiledPage[], problems: ContentProblem[]) {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const key = caseKey(page.path);
    const other = seen.get(key);
    if (other) problems.push({ file: page.source, message: `path ${page.path} is also defined by ${other}` });
    else seen.set(key, page.source);
  }
}

/** Each page's language, translation, related pages, images, job location, team and case studies hold. */
function checkPageReferences({ pages, settings, filePaths, imageExists }: CompileInput, problems: ContentProblem[]) {
  const raw = new Map(pages.map((p) => [p.path, p]));
  // A path with a file but no valid page was reported already: do not report it again here.
  const isA = (path: string, template: CompiledPage["template"]) =>
    filePaths.has(path) && (!raw.has(path) || raw.get(path)?.template === template);
  const cities = new Set(settings.offices.map((o) => o.city));

  for (const page of pages) {
    const problem = (field: string, message: string) => problems.push({ file: page.source, field, message });
    const f = page.fields;
    // Pages under /de are German; a few German pages outside it keep old addresses (/node/…).
    if (languageOfPath(page.path) === "de" && f.lang !== "de") problem("lang", `pages under ${GERMAN_ROOT}/ are German: set lang: de`);
    if (f.translation) {
      const other = raw.get(f.translation);
      if (!filePaths.has(f.translation)) problem("translation", `no page at ${f.translation}`);
      else if (other && other.fields.translation !== page.path)
        problem("translation", `${f.translation} must name ${page.path} as its translation too`);
      else if (other && other.fields.lang === f.lang) problem("translation", `${f.translation} is in the same language`);
      // One person, one face: an expert's page in the other language shows the same portrait.
      else if (
        page.template === "expert" &&
        other?.template === "expert" &&
        JSON.stringify(page.fields.portrait) !== JSON.stringify(other.fields.portrait)
      )
        problem("portrait", `differs from the portrait of ${f.translation}: the same person has the same portrait in both languages`);
    }
    // One number, one place: a German profile shows its English profile's direct line.
    if (page.template === "expert" && f.lang === "de" && page.fields.directLine)
      problem("directLine", "a direct line is written once, on the English profile; the German profile shows it");
    if ("related" in f) f.related.forEach((rel, i) => filePaths.has(rel) || problem(`related[${i}]`, `no page at ${rel}`));
    if ("image" in f && f.image && !imageExists(f.image.src)) problem("image.src", `no file public${f.image.src}`);
    if (page.template === "job" && !cities.has(page.fields.location))
      problem("location", `expected one of the offices: ${[...cities].join(", ")}`);
    ("blocks" in f ? f.blocks : []).forEach((b, i) => {
      if (b.type === "hero" && b.image && !imageExists(b.image.src)) problem(`blocks[${i}].image.src`, `no file public${b.image.src}`);
      if (b.type === "team")
        b.members.forEach((m, j) =>
          isA(m, "expert")
            ? undefined
            : problem(`blocks[${i}].members[${j}]`, filePaths.has(m) ? `${m} is not an expert profile` : `no page at ${m}`),
        );
      if (b.type === "enquiry" && b.contact && !isA(b.contact, "expert"))
        problem(`blocks[${i}].contact`, filePaths.has(b.contact) ? `${b.contact} is not an expert profile` : `no page at ${b.contact}`);
      if (b.type === "stats") b.items.forEach((item, j) => checkFigure(item, `blocks[${i}].items[${j}]`, raw, problem));
      if (b.type === "case-studies")
        (b.items ?? []).forEach((m, j) =>
          isA(m, "portfolio")
            ? undefined
            : problem(`blocks[${i}].items[${j}]`, filePaths.has(m) ? `${m} is not a case study` : `no page at ${m}`),
        );
    });
  }
}

type StatsItem = Extract<Block, { type: "stats" }>["items"][number];
const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []);
const sameValue = (a: string, b: string) => a.replace(/[−–]/g, "-").replace(/\s+/g, "") === b.replace(/[−–]/g, "-").replace(/\s+/g, "");
/** A figure's value, or where it shows a change ("26 → 9 min"), the value it changed to. */
const endValue = (v: string) => v.split("→").at(-1) ?? v;

/** A figure that names a case study must name one of its outcomes; a figure written out must not
 * be a case's result (same value, and most of the words of its label): it names the case instead. */
function checkFigure(item: StatsItem, field: string, pages: Map<string, CompiledPage>, problem: (field: string, message: string) => void) {
  if (item.case) {
    const target = pages.get(item.case);
    if (target?.template !== "portfolio") return problem(`${field}.case`, `${item.case} is not a case study`);
    const n = item.outcome ?? 0;
    if (!target.fields.outcomes[n])
      problem(`${field}.outcome`, `${item.case} has ${target.fields.outcomes.length} outcomes (0 is the first)`);
    return;
  }
  const label = words(item.label ?? "");
  for (const page of pages.values()) {
    if (page.template !== "portfolio") continue;
    page.fields.outcomes.forEach((o, n) => {
      const theirs = [...words(o.label)];
      const shared = theirs.filter((w) => label.has(w)).length;
      const value = item.value ?? "";
      if ((sameValue(o.value, value) || sameValue(o.value, endValue(value))) && shared * 2 >= Math.min(theirs.length, label.size))
        problem(field, `writes out a result of ${page.path} ("${o.value} ${o.label}"): write case: ${page.path} and outcome: ${n}`);
    });
  }
}

/** Every fallback page exists; the German 404 page only once there are German pages. */
function checkFallbackPages(filePaths: ReadonlySet<string>, problems: ContentProblem[]) {
  const hasGerman = [...filePaths].some((p) => p !== FALLBACK_PATHS.notFoundDe && languageOfPath(p) === "de");
  for (const fallback of Object.values(FALLBACK_PATHS)) {
    if (fallback === FALLBACK_PATHS.notFoundDe && !hasGerman) continue;
    if (!filePaths.has(fallback))
      problems.push({ file: "content/pages", message: `missing ${fallback.slice(1)}.md (the ${fallback} fallback page)` });
  }
}

/** Derive: pages get their art, listings expand into their pages, and every page gets its cards and other derived data. */
function derivePages(
  pages: CompiledPage[],
  settings: SiteSettings,
): { pages: CompiledPage[]; byPath: Map<string, CompiledPage>; sections: Sections } {
  const offices = siteOffices(settings.offices);
  // Pictures and places first: cards show them.
  const germanCities = new Map(settings.offices.map((o) => [o.city, o.cityDe ?? o.city]));
  const pageAt = new Map(pages.map((p) => [p.path, p]));
  for (const page of pages) {
    // A German practice or industry page is one as its English page is (only that one says so).
    const english = page.fields.lang === "de" && page.template === "landing" && pageAt.get(page.fields.translation ?? "");
    const kind = english && english.template === "landing" && pageKind(english);
    if (kind === "service" || kind === "industry") page.kind = kind;
    const art = artOf(page, pageAt);
    if (art) page.image = art.image;
    if (page.template === "job" && page.fields.lang === "de") page.place = germanCities.get(page.fields.location);
    const twin = page.fields.translation ? pageAt.get(page.fields.translation) : undefined;
    if (page.template === "expert" && page.fields.lang === "de" && twin?.template === "expert" && twin.fields.directLine)
      page.fields.directLine = twin.fields.directLine;
  }
  const expanded = expandListings(pages);
  const byPath = new Map(expanded.map((p) => [p.path, p]));
  const sections = deriveSections(pages, settings, toCard);
  // What a page lists by itself (the newest case studies and writing): in its own language first,
  // then the other language's pages that have no counterpart in it.
  const newestOf = (lang: string, of: (p: CompiledPage) => boolean): Card[] => {
    const own = pages.filter((p) => of(p) && p.fields.lang === lang);
    const translated = new Set(own.flatMap((p) => (p.fields.translation ? [p.fields.translation] : [])));
    const others = pages.filter((p) => of(p) && p.fields.lang !== lang && !translated.has(p.path));
    return [...own.map(toCard).sort(byDateDesc), ...others.map(toCard).sort(byDateDesc)];
  };
  const isCase = (p: CompiledPage) => p.template === "portfolio";
  const newest = {
    en: { cases: newestOf("en", isCase).slice(0, 3), latest: sections.latest },
    de: { cases: newestOf("de", isCase).slice(0, 3), latest: newestOf("de", isWritten) },
  };
  const readers = readerContext(pages, byPath, toCard, brandsOf(settings));
  // Who reads enquiries, by language (the contacts page's person): who to talk to beside a long
  // landing page that names no team.
  const contactOf = (lang: string): Card | undefined => {
    for (const p of pages)
      if (p.template === "landing" && p.fields.lang === lang)
        for (const b of p.fields.blocks)
          if (b.type === "enquiry" && b.contact && byPath.has(b.contact)) return toCard(byPath.get(b.contact)!);
    return undefined;
  };
  const contacts = { en: contactOf("en"), de: contactOf("de") };
  for (const page of expanded) {
    const f = page.fields;
    // A card for each page a page names, in the page's language where that page has one.
    const inLang = (c: Card): Card => {
      const path = linkIn(f.lang, c.path, byPath);
      const target = path === c.path ? undefined : byPath.get(path);
      return target ? toCard(target) : c;
    };
    const card = (path: string) => {
      const target = byPath.get(linkIn(f.lang, path, byPath));
      return target ? [toCard(target)] : [];
    };
    page.related = "related" in f ? f.related.flatMap(card) : [];
    page.breadcrumbs = breadcrumbsOf(page, byPath);
    page.counterpart = counterpartOf(page, byPath);
    const reader = readerAidsOf(page, readers);
    if (reader) page.reader = reader;
    if (page.template === "expert") page.writing = writingOf(page, pages, toCard).map(inLang);
    if (f.lang === "de") {
      localiseLinks(page, byPath);
      page.html = markEnglishLinks(page.html);
    }
    const blocks = "blocks" in f ? f.blocks : [];
    // A figure from a case study: its value and label, copied from the case (in the page's
    // language), which it links.
    for (const b of blocks)
      if (b.type === "stats")
        for (const item of b.items) {
          const outcome = item.case ? byPath.get(linkIn(f.lang, item.case, byPath)) : undefined;
          const o = outcome?.template === "portfolio" ? outcome.fields.outcomes[item.outcome ?? 0] : undefined;
          if (o) Object.assign(item, { value: o.value, label: o.label });
        }
    // Cards by the path the page names (blocks look them up so), each in the page's language.
    const named = (path: string): Array<[string, Card]> => card(path).map((c) => [path, c]);
    const refs = blocks.flatMap((b): Array<[string, Card]> =>
      b.type === "team"
        ? b.members.flatMap(named)
        : b.type === "case-studies"
          ? b.items
            ? b.items.flatMap(named)
            : newest[f.lang].cases.map((c) => [c.path, c])
          : b.type === "practice-teams"
            ? settings.facts.practices.flatMap((p) => (p.lead ? named(p.lead) : []))
            : b.type === "enquiry" && b.contact
              ? named(b.contact)
              : b.type === "stats"
                ? b.items.flatMap((item) => (item.case ? named(item.case) : []))
                : [],
    );
    page.cards = Object.fromEntries(refs);
    attachDerived(page, blocks, sections, byPath, { inLang, latest: newest[f.lang].latest, settings });
    markBands(blocks);
    for (const b of blocks) if (isWrittenBlock(b)) (b as BlockMarks).html = blockHtml(b, f.lang, offices);
    // One person to talk to per page: the closing band's, and the rail's where the page has one.
    const person = closingPersonOf(page, byPath, settings);
    const closing = person ? card(person)[0] : undefined;
    if (closing) page.closing = closing;
    if (isLongLanding(page, blocks)) {
      const rail = railHtml(page, blocks, closing ?? contacts[f.lang]);
      page.rail = f.lang === "de" && rail ? markEnglishLinks(rail) : rail;
      page.html = foldSections(page.html, f.lang);
    }
    // The band that closes the page, written here (a landing page has one where it ends with a
    // call to action); German pages mark links to English-only profiles as their text does.
    if (page.template !== "landing" || blocks.some((b) => b.type === "cta")) {
      const band = closingHtml(page, settings, closing);
      page.closingBand = f.lang === "de" ? markEnglishLinks(band) : band;
    }
  }
  return { pages: expanded, byPath, sections };
}

/** The English page of a page (itself when it is English). */
const englishOf = (page: CompiledPage | undefined, byPath: ReadonlyMap<string, CompiledPage>) =>
  page?.fields.lang === "de" && page.fields.translation ? byPath.get(page.fields.translation) : page;

/** The practice a page belongs to: a landing page's own (a German page's is its English page's),
 * else the practice whose hub the written page belongs to. */
function practiceOf(page: CompiledPage, byPath: ReadonlyMap<string, CompiledPage>, settings: SiteSettings) {
  const english = englishOf(page, byPath);
  const key = english?.template === "landing" ? english.fields.practice : undefined;
  const topic = page.reader?.topic && englishOf(byPath.get(page.reader.topic.path), byPath)?.path;
  return settings.facts.practices.find((p) => p.key === key || (key === undefined && p.hub === (topic ?? english?.path)));
}

/** The first person a landing page's team block names. */
function teamLeadOf(page: CompiledPage): string | undefined {
  if (page.template !== "landing") return undefined;
  const team = page.fields.blocks.find((b) => b.type === "team");
  return team?.type === "team" ? team.members[0] : undefined;
}

/**
 * Who the page's closing band names (an English expert profile's path): the first with a direct
 * line of the expert the page is about, the person an enquiry form names, the lead of the page's
 * practice, the first of an industry page's team (as its English page names them), the author,
 * and the language's default person (content/site.yaml cta.person).
 */
export function closingPersonOf(page: CompiledPage, byPath: ReadonlyMap<string, CompiledPage>, settings: SiteSettings): string | undefined {
  const lang = page.fields.lang;
  const enquiry = enquiryFormOf(page)?.contact;
  const fallback = (lang === "de" && settings.german?.cta.person) || settings.cta.person;
  const candidates = [
    page.template === "expert" ? page.path : undefined,
    enquiry,
    practiceOf(page, byPath, settings)?.lead,
    // An industry's page: who leads its projects, as its English page names them first.
    teamLeadOf(englishOf(page, byPath) ?? page),
    page.reader?.author?.path,
    fallback,
  ];
  return candidates.find((path) => {
    const expert = englishOf(path ? byPath.get(path) : undefined, byPath);
    return expert?.template === "expert" && expert.fields.directLine !== undefined;
  });
}

function decodeAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** Check links: every internal link of the pages and of content/site.yaml lands on a page, and on an anchor it has. */
function checkLinks({ pages, settings, filePaths }: CompileInput, byPath: Map<string, CompiledPage>, problems: ContentProblem[]) {
  const check = (file: string, link: string, note = "") => {
    const [path = "", written] = link.split("#");
    // Markdown writes a link to `#über-uns` percent-encoded, as browsers read it; the id is not.
    const anchor = written && decodeAnchor(written);
    const target = byPath.get(path);
    if (!target) {
      if (!filePaths.has(path)) problems.push({ file, message: `link to ${link}: no page at ${path}` });
    } else if (anchor && !idsOf(target).has(anchor)) problems.push({ file, message: `link to ${link}: ${path} has no #${anchor}${note}` });
  };
  // German pages' links are already the German pages' (linkIn): an anchor must be on the German page.
  const note = " (German pages link the German page of an English one)";
  for (const page of pages)
    for (const link of new Set(linksOf(page)))
      check(page.source, link, page.fields.lang === "de" && link.startsWith(GERMAN_ROOT) ? note : "");
  for (const link of new Set(siteLinksOf(settings))) check("content/site.yaml", link);
}

/** The internal links of the menus, footers and calls to action of content/site.yaml, in both languages. */
function siteLinksOf(settings: SiteSettings): string[] {
  return [
    ...settings.navigation.flatMap((n) => [n.href, ...n.children.map((c) => c.href)]),
    ...settings.footer.columns.flatMap((c) => c.links.map((l) => l.href)),
    ...settings.footer.legal.map((l) => l.href),
    settings.headerCta.href,
    settings.cta.action.href,
    settings.cta.person,
    settings.security.policy,
    ...(settings.german
      ? [
          ...settings.german.navigation.flatMap((n) => [n.href, ...n.children.map((c) => c.href)]),
          ...settings.german.footer.columns.flatMap((c) => c.links.map((l) => l.href)),
          ...settings.german.footer.legal.map((l) => l.href),
          settings.german.headerCta.href,
          settings.german.cta.action.href,
          settings.german.cta.person,
        ]
      : []),
  ].filter((l): l is string => l?.startsWith("/") === true);
}

/** Gives a page the derived data its blocks show, and only that (page data stays small). */
function attachDerived(
  page: CompiledPage,
  blocks: readonly Block[],
  sections: Sections,
  byPath: Map<string, CompiledPage>,
  { inLang, latest, settings }: { inLang: (c: Card) => Card; latest: Card[]; settings: SiteSettings },
) {
  const lang = page.fields.lang;
  const shown = new Set(Object.values(page.cards).map((c) => c.path));
  for (const b of blocks) {
    if (b.type === "section-index") {
      // Case studies and people the page already shows in its own blocks are not listed twice.
      const section = sections.index.get(page.path);
      const notShown = (c: Card) => !shown.has(c.path);
      page.section = section && {
        pages: section.pages.map(inLang),
        articles: section.articles.map(inLang),
        caseStudies: section.caseStudies.map(inLang).filter(notShown),
        experts: section.experts.map(inLang).filter(notShown),
      };
    }
    if (b.type === "practices")
      page.practices = sections.practices.map((g) => {
        const hub = g.hub && inLang(g.hub);
        const hubPage = hub && byPath.get(hub.path);
        // A German page names an English-only hub's line in German, as the header does.
        const german = lang === "de" && hub && hubPage?.fields.lang !== "de" ? settings.german?.menuNames[hub.path] : undefined;
        const line = german?.line ?? (hubPage?.template === "landing" ? hubPage.fields.menuLine : undefined);
        const name = (lang === "de" && settings.german?.practiceNames[g.key]) || g.name;
        return { ...g, name, ...(hub ? { hub } : {}), ...(line ? { line } : {}), pages: g.pages.map(inLang) };
      });
    if (b.type === "industries") page.industries = sections.industries.map(inLang);
    if (b.type === "latest") {
      page.latest = latest.slice(0, b.count);
      // A featured article shows its drawing (cards of written pages are typographic).
      const first = page.latest[0];
      const image = b.layout === "split" && first ? byPath.get(first.path)?.image : undefined;
      if (first && image) page.latest[0] = { ...first, image };
    }
    if (b.type === "quotes")
      page.quotes = b.items.flatMap((written) => {
        const path = linkIn(page.fields.lang, written, byPath);
        const study = byPath.get(path);
        if (study?.template !== "portfolio") return [];
        const { client, clientForms } = study.fields;
        const caseStudy = uiString(page.fields.lang, "quotes::caseStudy", { client: (page.fields.lang === "de" && clientForms) || client });
        return [{ path, client, caseStudy, ...study.fields.quote }];
      });
  }
}
