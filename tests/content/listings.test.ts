// The blog's and the news' listings as the Worker serves them (decision 045): each first page
// leads with one featured item, the newest by date, with its cover, followed by a list of the
// others; the blog's topics are plain links, in the pre-rendered HTML, to pre-rendered tag
// pages that list only posts with that tag: a row of the largest above the list, one link to the
// topic index, and the index (every topic) closing the blog's first page.
import siteIndex from "@build/site-index";
import { beforeAll, describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";
import { sitePages, plainText, type SitePage } from "./site.ts";

interface Link {
  href: string;
  text: string;
  current: string | null;
}

/** What a listing page shows, read from its HTML as a browser without scripts gets it. */
interface Listing {
  status: number;
  /** The featured items' title links (one is right), in document order. */
  featured: string[];
  /** Their cover pictures' drawing names. */
  covers: string[];
  /** The list's title links. */
  rows: string[];
  /** Where the featured item and the list start in the main content (-1 when absent). */
  featuredAt: number;
  listAt: number;
  /** Card grids in the main content. */
  grids: number;
  /** The row of topics above the list ("All" first). */
  topics: Link[];
  /** The row's one link to the topic index. */
  toIndex: string[];
  /** The topic index closing the blog's first page. */
  index: Link[];
}

async function readListing(path: string): Promise<Listing> {
  const res = await get(path);
  const html = await res.text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const found: Listing = {
    status: res.status,
    featured: [],
    covers: [],
    rows: [],
    featuredAt: main.indexOf('class="featured"'),
    listAt: main.indexOf('class="post-list"'),
    grids: [...main.matchAll(/class="cards[ "]/g)].length,
    topics: [],
    toIndex: [],
    index: [],
  };
  let topic: Link | undefined;
  await new HTMLRewriter()
    .on(".featured .featured__title a", { element: (e) => void found.featured.push(e.getAttribute("href") ?? "") })
    .on(".featured img", { element: (e) => void found.covers.push(e.getAttribute("data-art") ?? "") })
    .on(".post-list .post-row__title a", { element: (e) => void found.rows.push(e.getAttribute("href") ?? "") })
    .on("nav.topics li a", {
      element: (e) =>
        void found.topics.push((topic = { href: e.getAttribute("href") ?? "", text: "", current: e.getAttribute("aria-current") })),
      text: (t) => void (topic && (topic.text += t.text)),
    })
    .on("nav.topic-index a", {
      element: (e) =>
        void found.index.push((topic = { href: e.getAttribute("href") ?? "", text: "", current: e.getAttribute("aria-current") })),
      text: (t) => void (topic && (topic.text += t.text)),
    })
    .on("nav.topics a.topics__index", { element: (e) => void found.toIndex.push(e.getAttribute("href") ?? "") })
    .transform(new Response(main))
    .text();
  for (const t of [...found.topics, ...found.index]) t.text = plainText(t.text);
  return found;
}

const LISTINGS = new Set(["blog", "news"]);
const ITEMS: Record<string, string> = { blog: "blog-post", news: "news" };

let pages: SitePage[] = [];
let listings: SitePage[] = [];
const read = new Map<string, Listing>();

beforeAll(async () => {
  pages = await sitePages();
  // The listings an editor wrote: not their later pages, not the tag pages the build makes.
  listings = pages.filter((p) => p.template === "listing" && LISTINGS.has(p.fields.collection ?? "") && !/\/(page|tags)\//.test(p.path));
  for (const p of listings) read.set(p.path, await readListing(p.path));
}, 60_000);

/** The items a listing lists: its collection's pages under its path. */
const membersOf = (listing: SitePage) =>
  pages.filter((p) => p.template === ITEMS[listing.fields.collection ?? ""] && p.path.startsWith(`${listing.path}/`));
const dateOf = (p: SitePage) => (typeof p.fields.datePublished === "string" ? p.fields.datePublished : "");

describe("the blog and news listings", () => {
  it("are the English and German blog and the news", () => {
    expect(listings.map((p) => p.path).sort()).toEqual(["/blog", "/company/news", "/de/blog"]);
  });

  it("lead with exactly one featured item, the newest by date, with its cover, followed by a list and no card grid", () => {
    for (const listing of listings) {
      const page = read.get(listing.path)!;
      expect(page.status, listing.path).toBe(200);
      const members = membersOf(listing);
      expect(members.length, listing.path).toBeGreaterThanOrEqual(5);
      const newest = members.reduce((a, b) => (dateOf(b) > dateOf(a) ? b : a));
      expect(
        members.filter((m) => dateOf(m) === dateOf(newest)),
        `${listing.path}: one newest`,
      ).toHaveLength(1);
      expect(page.featured, listing.path).toEqual([newest.path]);
      expect(page.covers, listing.path).toHaveLength(1);
      expect(page.covers[0], listing.path).toMatch(/^cover-/);
      expect(page.featuredAt, listing.path).toBeGreaterThan(-1);
      expect(page.listAt, listing.path).toBeGreaterThan(page.featuredAt);
      expect(page.rows.length, listing.path).toBeGreaterThan(0);
      expect(page.rows, listing.path).not.toContain(newest.path);
      // Newest first down the list, after the featured item.
      const dates = [newest.path, ...page.rows].map((path) => dateOf(pages.find((p) => p.path === path)!));
      expect(dates, listing.path).toEqual([...dates].sort().reverse());
      expect(page.grids, listing.path).toBe(0);
    }
  });

  it("show a later page as the list alone", async () => {
    const later = await readListing("/blog/page/2");
    expect(later.status).toBe(200);
    expect(later.featured).toEqual([]);
    expect(later.rows.length).toBeGreaterThan(0);
    expect(later.rows).not.toContain(read.get("/blog")?.featured[0]);
  });
});

describe("the blog's topics", () => {
  const blogs = ["/blog", "/de/blog"];

  it("link every tag of the blog's posts with its number of posts from the index, and All back to the blog", () => {
    for (const path of blogs) {
      const { topics, toIndex, index } = read.get(path)!;
      const all = topics[0];
      expect(all, path).toMatchObject({ href: path, current: "page" });
      const posts = membersOf(listings.find((l) => l.path === path)!);
      const tags = new Set(posts.flatMap((p) => (p.fields.tags as string[] | undefined) ?? []));
      const labels = index.map((t) => t.text.replace(/ \d+$/, ""));
      expect(new Set(labels), path).toEqual(tags);
      expect(labels, path).toHaveLength(tags.size);
      for (const t of index) {
        const label = t.text.replace(/ \d+$/, "");
        expect(t.text, path).toBe(`${label} ${posts.filter((p) => (p.fields.tags as string[]).includes(label)).length}`);
        expect(t.current, `${path}: ${label}`).toBeNull();
      }
      // The row shows the largest topics, each also in the index; one link leads to the index.
      const row = topics.slice(1);
      expect(row.length, path).toBeGreaterThan(0);
      expect(row.length, path).toBeLessThan(tags.size);
      for (const t of row) expect(index, path).toContainEqual(t);
      expect(toIndex, path).toEqual([`${path}#all-topics`]);
    }
  });

  it("lead, without scripts, to pre-rendered pages that list only posts with that tag and mark it current", async () => {
    const prerendered = new Set(siteIndex.pages);
    for (const path of blogs) {
      for (const t of read.get(path)!.index) {
        const label = t.text.replace(/ \d+$/, "");
        // A plain link in the HTML the Worker sends, to a page the build wrote.
        expect(prerendered.has(t.href), t.href).toBe(true);
        const tagPage = await readListing(t.href);
        expect(tagPage.status, t.href).toBe(200);
        const listed = [...tagPage.featured, ...tagPage.rows];
        expect(listed.length, t.href).toBe(Number(/ (\d+)$/.exec(t.text)?.[1]));
        for (const item of listed) {
          const post = pages.find((p) => p.path === item);
          expect((post?.fields.tags as string[] | undefined) ?? [], `${t.href} lists ${item}`).toContain(label);
        }
        expect(tagPage.featured, t.href).toHaveLength(1);
        const marked = tagPage.topics.filter((x) => x.current !== null);
        expect(marked, t.href).toEqual([{ href: t.href, text: t.text, current: "page" }]);
      }
    }
  }, 120_000);

  it("are not on the news, whose items have no tags", () => {
    expect(read.get("/company/news")?.topics).toEqual([]);
    expect(membersOf(listings.find((l) => l.path === "/company/news")!).every((p) => p.fields.tags === undefined)).toBe(true);
  });
});
