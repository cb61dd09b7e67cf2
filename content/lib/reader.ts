// What the build adds to pages for readers: each page's picture (drawn by content/art in the
// motif content/lib/motif.ts chooses, unless the page names its own), reading time, the
// author's profile, the topic a closing call to action names, and blog tags with the pages that
// list them.
import { inSentence } from "./prose.ts";
import type { Card, CompiledPage, PageImage, PageOf, ReaderAids } from "../model.ts";
import { artPathOf } from "../../policy/files.ts";
import { homeOf, tagPathOf, urlSlug } from "../../policy/paths.ts";
import { artName, coverArt, homeArt, hubArt, portraitArt, screenArt, type Art, type Motif } from "../art/index.ts";
import { uiString } from "./locales.ts";
import { motifFor } from "./motif.ts";
import { screenOf } from "./screens.ts";
import { byDateDesc, hubOf, isHub } from "./sections.ts";

const WORDS_PER_MINUTE = 220;

/** Minutes to read `html` (its text, not its markup), at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The subject a landing page's picture shows when its words name none: the company's pages
 * each their own (the team on the about page, getting in touch on contacts), architecture for
 * any other. */
const LANDING_SUBJECTS: Partial<Record<string, Motif>> = {
  about: "team",
  contacts: "contact",
  thanks: "contact",
  awards: "award",
  partnership: "contract",
  developers: "code",
};

/** The page a page's drawing comes from: a German page that translates an English page of its
 * template shows the English page's drawing (its motif, its variant, its name), labelled in
 * German; every other page its own. The pair's key is the English page's path (decision 038). */
export function drawingSourceOf(page: CompiledPage, pageAt: ReadonlyMap<string, CompiledPage>): CompiledPage {
  if (page.fields.lang !== "de" || !page.fields.translation) return page;
  const english = pageAt.get(page.fields.translation);
  return english && english.template === page.template && english.fields.lang !== "de" ? english : page;
}

/** The motif of a page's hub or cover picture, from the words of the page its drawing comes from. */
export function motifOf(source: CompiledPage): Motif {
  const f = source.fields;
  switch (source.template) {
    case "landing":
      return motifFor(source.path, f.title, LANDING_SUBJECTS[source.fields.kind] ?? "architecture");
    case "blog-post":
      return motifFor(source.path, `${f.title} ${source.fields.tags.join(" ")}`);
    default:
      return motifFor(source.path, f.title);
  }
}

const slugOf = (page: CompiledPage) => page.path.split("/").at(-1) ?? page.path;

/** The art the build draws for a page, not yet drawn, or undefined for pages without a picture
 * of their own (jobs, listings, text pages). Motif, variant and name come from the page pair
 * (drawingSourceOf); the labels and the alt text from the page itself. */
function drawnArt(page: CompiledPage, pageAt: ReadonlyMap<string, CompiledPage>): Art | undefined {
  const f = page.fields;
  const source = drawingSourceOf(page, pageAt);
  switch (page.template) {
    case "landing":
      return page.path === homeOf(f.lang) ? homeArt(f.lang) : hubArt({ motif: motifOf(source), seed: source.path });
    case "article":
    case "news":
      return coverArt({ motif: motifOf(source), seed: source.path, kind: page.template });
    case "blog-post":
      return coverArt({ motif: motifOf(source), seed: source.path, kind: "blog-post" });
    case "portfolio":
      return screenArt({ slug: slugOf(source), client: page.fields.client, source: page.source, screen: screenOf(page) });
    case "expert":
      return portraitArt({ name: page.fields.name, who: slugOf(source), features: page.fields.portrait });
    case "job":
    case "listing":
    case "text":
    case "search":
    case "not-found":
    case "server-error":
      return undefined;
  }
}

/** A page's picture and, when the build draws it, how to draw the SVG to write at its src. Its
 * size, alt text and id come without drawing: only the build's writer calls `draw`, once.
 * `pageAt` finds the page's English counterpart, whose drawing a German page shares. */
export function artOf(
  page: CompiledPage,
  pageAt: ReadonlyMap<string, CompiledPage>,
): { image: PageImage; draw?: () => string } | undefined {
  const f = page.fields;
  const own = "image" in f && f.image ? f.image : "blocks" in f ? f.blocks.find((b) => b.type === "hero")?.image : undefined;
  if (own) return { image: own };
  const art = drawnArt(page, pageAt);
  if (!art) return undefined;
  return {
    image: { src: artPathOf(page.path), alt: art.alt[f.lang], width: art.width, height: art.height, art: artName(art.id) },
    draw: () => art.draw(),
  };
}

/** The tag pages of a blog listing: one listing page per tag (a synthetic listing file that
 * expands like the blog itself), in the blog's language. */
export function tagListings(
  blog: PageOf<"listing">,
  posts: CompiledPage[],
): Array<{ listing: PageOf<"listing">; members: CompiledPage[] }> {
  const byTag = new Map<string, { label: string; members: CompiledPage[] }>();
  for (const post of posts) {
    if (post.template !== "blog-post") continue;
    for (const label of post.fields.tags) {
      const slug = urlSlug(label);
      const entry = byTag.get(slug) ?? { label, members: [] };
      entry.members.push(post);
      byTag.set(slug, entry);
    }
  }
  const { translation: _noTranslation, ...fields } = blog.fields;
  const lang = fields.lang;
  return [...byTag].map(([slug, { label, members }]) => ({
    members,
    listing: {
      ...blog,
      path: tagPathOf(blog.path, slug),
      fields: {
        ...fields,
        title: uiString(lang, "tags::title", { tag: label }),
        heading: uiString(lang, "tags::heading", { tag: label }),
        description: uiString(lang, "tags::description", { tag: label }),
        intro: uiString(lang, "tags::intro", { tag: label, count: members.length }),
        label,
      },
    },
  }));
}

/** What an expert wrote: articles and blog posts naming them as author, in the profile's
 * language first, newest first. */
export function writingOf(expert: PageOf<"expert">, pages: CompiledPage[], toCard: (page: CompiledPage) => Card): Card[] {
  const lang = expert.fields.lang;
  const written = pages.filter((p) => (p.template === "article" || p.template === "blog-post") && p.fields.author === expert.fields.name);
  const mine = written.filter((p) => p.fields.lang === lang);
  return (mine.length ? mine : written).map(toCard).sort(byDateDesc);
}

interface Context {
  /** Paths of the hubs (sections.ts isHub). */
  hubs: readonly string[];
  byPath: Map<string, CompiledPage>;
  toCard: (page: CompiledPage) => Card;
  /** The experts' profiles by name, in every language. */
  profiles: Map<string, CompiledPage[]>;
  /** The blog listings, whose tag pages a post's tags link to. */
  blogs: CompiledPage[];
  /** Names that keep their capital inside a sentence (content/lib/prose.ts). */
  brands: ReadonlySet<string>;
}

/** What readerAidsOf looks pages up in, found once per build: a lookup per page would make the
 * build's cost grow with the square of the pages. */
export function readerContext(
  pages: CompiledPage[],
  byPath: Map<string, CompiledPage>,
  toCard: (page: CompiledPage) => Card,
  brands: ReadonlySet<string>,
): Context {
  const hubs = pages.filter(isHub).map((p) => p.path);
  const profiles = new Map<string, CompiledPage[]>();
  for (const p of pages) if (p.template === "expert") profiles.set(p.fields.name, [...(profiles.get(p.fields.name) ?? []), p]);
  const blogs = pages.filter((p) => p.template === "listing" && p.fields.collection === "blog");
  return { hubs, byPath, toCard, profiles, blogs, brands };
}

/** Reading time, author, topic and tags of written pages (articles, posts, news, case studies). */
export function readerAidsOf(
  page: CompiledPage,
  { hubs, byPath, toCard, profiles: byName, blogs, brands }: Context,
): ReaderAids | undefined {
  if (page.template !== "article" && page.template !== "blog-post" && page.template !== "news" && page.template !== "portfolio")
    return undefined;
  const lang = page.fields.lang;
  const aids: ReaderAids = { minutes: readingMinutes(page.html), tags: [] };
  if (page.template === "article" || page.template === "blog-post") {
    const name = page.fields.author;
    // The author's profile in the page's language, else in English.
    const profiles = byName.get(name) ?? [];
    const profile = profiles.find((p) => p.fields.lang === lang) ?? profiles.find((p) => p.fields.lang === "en");
    if (profile) aids.author = toCard(profile);
  }
  const topicPath = page.template === "portfolio" ? page.fields.topics[0] : hubOf(page.path, hubs);
  const topic = topicPath ? byPath.get(topicPath) : undefined;
  if (topic) {
    const label = topic.fields.label ?? topic.fields.title;
    aids.topic = { path: topic.path, label, phrase: inSentence(label, lang, brands) };
  }
  if (page.template === "blog-post") {
    const blog = blogs.find((p) => page.path.startsWith(`${p.path}/`));
    if (blog) aids.tags = page.fields.tags.map((label) => ({ label, path: tagPathOf(blog.path, urlSlug(label)) }));
  }
  return aids;
}
