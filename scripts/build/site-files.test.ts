import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { FEEDS } from "../../content/feeds.ts";
import type { CompiledPage, SiteBundle } from "../../content/model.ts";
import { atomFeed, sitemapXml } from "./site-files.ts";

const SITE = "https://www.northfold.example";
const [BLOG, NEWS] = FEEDS;

/** A page with only what the sitemap and the feeds read. */
const page = (path: string, template: string, fields: Record<string, unknown>) =>
  ({
    path,
    template,
    fields: { title: `Title of ${path}`, description: `About ${path}`, lang: "en", ...fields },
  }) as unknown as CompiledPage;

const bundle = (pages: CompiledPage[]) =>
  ({ pages, staticQuery: { hash: "h", data: { siteMetadata: { siteUrl: SITE, companyName: "Hart & <Co>" } } } }) as unknown as SiteBundle;

/** The two home pages (translations of each other), two blog posts, a news item, pages with and
 * without a date, and two pages the sitemap leaves out (an error page, the search page). */
const small = bundle([
  page("/", "landing", { kind: "home", translation: "/de" }),
  page("/de", "landing", { kind: "home", lang: "de", translation: "/" }),
  page("/blog/fish-and-chips", "blog-post", {
    title: 'Fish & Chips <Ltd> "best"',
    description: "Salt & vinegar, <b>not</b> bold",
    datePublished: "2026-03-01",
    author: "Åsa Øberg",
  }),
  page("/blog/older", "blog-post", { datePublished: "2025-01-05", dateModified: "2025-02-01" }),
  page("/company/news/launch", "news", { datePosted: "2026-02-02" }),
  page("/legal", "text", { updated: "2024-06-30" }),
  page("/contacts", "landing", { kind: "page" }),
  page("/404", "not-found", {}),
  page("/search", "search", {}),
]);

describe("sitemapXml", () => {
  it("lists every page but the fallbacks and the search page, in order, with lastmod and the language alternates", async () => {
    const xml = await sitemapXml(small);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const items = (await parseSitemap(Readable.from([xml]))).map(({ url, lastmod, links }) => ({ url, lastmod, links }));
    expect(items).toEqual([
      {
        url: `${SITE}/`,
        lastmod: undefined,
        links: [
          { lang: "en", url: `${SITE}/` },
          { lang: "de", url: `${SITE}/de` },
        ],
      },
      {
        url: `${SITE}/de`,
        lastmod: undefined,
        links: [
          { lang: "de", url: `${SITE}/de` },
          { lang: "en", url: `${SITE}/` },
        ],
      },
      { url: `${SITE}/blog/fish-and-chips`, lastmod: "2026-03-01", links: [] },
      { url: `${SITE}/blog/older`, lastmod: "2025-02-01", links: [] },
      { url: `${SITE}/company/news/launch`, lastmod: "2026-02-02", links: [] },
      { url: `${SITE}/legal`, lastmod: "2024-06-30", links: [] },
      { url: `${SITE}/contacts`, lastmod: undefined, links: [] },
    ]);
  });
});

describe("atomFeed", () => {
  it("writes the feed's id, title, links, date and author, and each item's, escaping text and attributes", () => {
    expect(atomFeed(small, BLOG, "2026-05-05")).toBe(`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${SITE}/blog</id>
  <title>Hart &amp; &lt;Co&gt; Blog</title>
  <link rel="self" type="application/atom+xml" href="${SITE}/blog/feed.xml"/>
  <link rel="alternate" type="text/html" href="${SITE}/blog"/>
  <updated>2026-03-01T00:00:00Z</updated>
  <author>
    <name>Hart &amp; &lt;Co&gt;</name>
  </author>
  <entry>
    <id>${SITE}/blog/fish-and-chips</id>
    <title>Fish &amp; Chips &lt;Ltd&gt; "best"</title>
    <link rel="alternate" type="text/html" href="${SITE}/blog/fish-and-chips"/>
    <published>2026-03-01T00:00:00Z</published>
    <updated>2026-03-01T00:00:00Z</updated>
    <author>
      <name>Åsa Øberg</name>
    </author>
    <summary>Salt &amp; vinegar, &lt;b&gt;not&lt;/b&gt; bold</summary>
  </entry>
  <entry>
    <id>${SITE}/blog/older</id>
    <title>Title of /blog/older</title>
    <link rel="alternate" type="text/html" href="${SITE}/blog/older"/>
    <published>2025-01-05T00:00:00Z</published>
    <updated>2025-02-01T00:00:00Z</updated>
    <author>
      <name>Hart &amp; &lt;Co&gt;</name>
    </author>
    <summary>About /blog/older</summary>
  </entry>
</feed>
`);
  });

  it("parses back to the titles and summaries as written", () => {
    const feed = create(atomFeed(small, BLOG, "2026-05-05")).root().node as unknown as Element;
    const texts = (tag: string) => [...feed.getElementsByTagName(tag)].map((e) => e.textContent);
    expect(texts("title")).toEqual(["Hart & <Co> Blog", 'Fish & Chips <Ltd> "best"', "Title of /blog/older"]);
    expect(texts("summary")).toEqual(["Salt & vinegar, <b>not</b> bold", "About /blog/older"]);
  });

  it("lists the 20 newest items of its collection, newest first, and is as new as the newest", () => {
    const days = Array.from({ length: 22 }, (_, i) => `2026-01-${String(i + 1).padStart(2, "0")}`);
    const site = bundle([
      ...days.map((d) => page(`/blog/${d}`, "blog-post", { datePublished: d })),
      page("/company/news/x", "news", { datePosted: "2027-01-01" }),
    ]);
    const xml = atomFeed(site, BLOG, "2026-05-05");
    const ids = [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([
      `${SITE}/blog`,
      ...days
        .slice(2)
        .reverse()
        .map((d) => `${SITE}/blog/${d}`),
    ]);
    expect(xml).toContain("<updated>2026-01-22T00:00:00Z</updated>\n  <author>");
  });

  it("falls back to the given date for an empty collection", () => {
    const xml = atomFeed(bundle([]), NEWS, "2026-05-05");
    expect(xml).toContain(`<id>${SITE}/company/news</id>`);
    expect(xml).toContain("<updated>2026-05-05T00:00:00Z</updated>");
    expect(xml).not.toContain("<entry>");
  });
});
