// Crawls the built site through the Worker, from / and from the sitemap: every internal link
// lands on a page (never a 404 or a redirect), every page has one h1, a canonical link, a
// description and valid JSON-LD, counterparts link each other with hreflang, and the sitemap,
// robots.txt, feeds and search index are served. It names no page of its own, so both suites
// run it: the behaviour tests on the fixture site, the content acceptance on the real one.
import { beforeAll, describe, expect, it } from "vitest";
import { pageDataPath } from "../../policy/files.ts";
import { get, getJson, sitemapPaths, siteUrl } from "./helpers.ts";

let SITE = "";

interface Scan {
  status: number;
  location: string | null;
  h1: number;
  canonical: string[];
  description: string[];
  jsonLd: string[];
  links: string[];
  htmlLang?: string;
  headerLang?: string;
  alternates: Array<{ hreflang: string; href: string }>;
  /** The page asks search engines to leave it out (robots noindex). */
  noindex?: boolean;
}

async function scan(path: string): Promise<Scan> {
  const res = await get(path);
  const out: Scan = {
    status: res.status,
    location: res.headers.get("location"),
    h1: 0,
    canonical: [],
    description: [],
    jsonLd: [],
    links: [],
    alternates: [],
  };
  if (res.status !== 200 || !res.headers.get("content-type")?.includes("text/html")) {
    await res.body?.cancel();
    return out;
  }
  let ld = -1;
  await new HTMLRewriter()
    .on("html", { element: (e) => void (out.htmlLang = e.getAttribute("lang") ?? undefined) })
    .on("header.site-header", { element: (e) => void (out.headerLang = e.getAttribute("lang") ?? undefined) })
    .on("h1", { element: () => void out.h1++ })
    .on('link[rel="canonical"]', { element: (e) => void out.canonical.push(e.getAttribute("href") ?? "") })
    .on('link[rel="alternate"][hreflang]', {
      element: (e) => void out.alternates.push({ hreflang: e.getAttribute("hreflang") ?? "", href: e.getAttribute("href") ?? "" }),
    })
    .on('meta[name="description"]', { element: (e) => void out.description.push(e.getAttribute("content") ?? "") })
    .on('meta[name="robots"]', { element: (e) => void (out.noindex = /noindex/.test(e.getAttribute("content") ?? "")) })
    .on('script[type="application/ld+json"]', {
      element: () => void (ld = out.jsonLd.push("") - 1),
      text: (t) => void (out.jsonLd[ld] += t.text),
    })
    .on("a[href]", { element: (e) => void out.links.push(e.getAttribute("href") ?? "") })
    .transform(res)
    .text();
  return out;
}

const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url"],
  Article: ["headline", "datePublished", "author"],
  BlogPosting: ["headline", "datePublished", "author"],
  NewsArticle: ["headline", "datePublished", "author"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
  BreadcrumbList: ["itemListElement"],
  Person: ["name"],
  FAQPage: ["mainEntity"],
};

/** Schema.org types the page's template must carry. */
const TYPES_BY_TEMPLATE: Record<string, string> = {
  article: "Article",
  "blog-post": "BlogPosting",
  news: "NewsArticle",
  job: "JobPosting",
  expert: "Person",
  portfolio: "Article",
};

function pagePathOf(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  return href.split("#")[0]?.split("?")[0] ?? null;
}

const pages = new Map<string, Scan>();
let sitemap: string[] = [];

beforeAll(async () => {
  SITE = await siteUrl();
  sitemap = await sitemapPaths();
  const queue = ["/", ...sitemap];
  while (queue.length) {
    const path = queue.shift() ?? "";
    if (pages.has(path)) continue;
    const result = await scan(path);
    pages.set(path, result);
    for (const href of result.links) {
      const next = pagePathOf(href);
      if (next && !pages.has(next)) queue.push(next);
    }
  }
}, 120_000);

describe("crawl of the built site", () => {
  it("reaches every page of the sitemap from the home page and the sitemap", () => {
    expect(sitemap.length).toBeGreaterThan(5);
    expect(pages.size).toBeGreaterThanOrEqual(sitemap.length);
  });

  it("finds every internal link landing on a page: no 404, no redirect", () => {
    const broken = [...pages]
      .filter(([, s]) => s.status !== 200)
      .map(([path, s]) => `${path} → ${s.status}${s.location ? ` ${s.location}` : ""}`);
    expect(broken).toEqual([]);
    const slashed = [...pages.values()].flatMap((s) => s.links).filter((l) => l.length > 1 && l.startsWith("/") && /\/(#|\?|$)/.test(l));
    expect(slashed).toEqual([]);
  });

  it("gives every page one h1, a canonical without query or trailing slash, and a description", () => {
    const html = [...pages].filter(([, s]) => s.status === 200 && s.h1 + s.canonical.length + s.description.length > 0);
    expect(html.length).toBeGreaterThanOrEqual(sitemap.length);
    for (const [path, s] of html) {
      expect(s.h1, path).toBe(1);
      expect(s.canonical, path).toEqual([path === "/" ? SITE : `${SITE}${path}`]);
      expect(s.description, path).toHaveLength(1);
      expect(s.description[0]?.length, path).toBeGreaterThanOrEqual(50);
    }
  });

  it("gives every page valid JSON-LD: the type its template requires, and the Organization on the home pages", async () => {
    for (const [path, s] of pages) {
      if (s.status !== 200 || !s.h1) continue;
      const things = s.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      for (const t of things) {
        expect(t["@context"], path).toBe("https://schema.org");
        expect(typeof t["@type"], path).toBe("string");
        for (const prop of REQUIRED[t["@type"] as string] ?? []) expect(t[prop], `${path} ${String(t["@type"])}.${prop}`).toBeTruthy();
      }
      const types = things.map((t) => t["@type"]);
      if (path === "/" || path === "/de") expect(types, path).toContain("Organization");
      else expect(types, path).not.toContain("Organization");
      if (path.split("/").length > 2) expect(types, path).toContain("BreadcrumbList");
      const data = await getJson<{ componentChunkName: string }>(pageDataPath(path));
      const required = TYPES_BY_TEMPLATE[data.componentChunkName];
      if (required) expect(types, path).toContain(required);
    }
  });

  it("lists every crawled page in the sitemap, and no redirect source", () => {
    const inSitemap = new Set(sitemap);
    const missing = [...pages.keys()].filter(
      (p) => pages.get(p)?.status === 200 && !inSitemap.has(p) && !pages.get(p)?.noindex && !/\.(xml|json|txt|html)$/.test(p),
    );
    expect(missing).toEqual([]);
    for (const p of sitemap) expect(pages.get(p)?.status, p).toBe(200);
  });

  it("marks German pages lang=de with a German frame, and links counterparts both ways with hreflang", () => {
    const german = [...pages].filter(([p]) => p === "/de" || p.startsWith("/de/"));
    expect(german.length).toBeGreaterThan(0);
    for (const [path, s] of german) {
      expect(s.htmlLang, path).toBe("de");
      expect(s.headerLang, path).toBeUndefined(); // the header speaks the page's language
    }
    for (const [path, s] of pages) {
      for (const alt of s.alternates.filter((a) => a.hreflang === "de" || a.hreflang === "en")) {
        const target = alt.href.replace(SITE, "") || "/";
        expect(pages.get(target)?.status, `${path} → ${target}`).toBe(200);
        const self = path === "/" ? SITE : `${SITE}${path}`;
        expect(
          pages.get(target)?.alternates.map((a) => a.href),
          `${target} links back to ${path}`,
        ).toContain(self);
      }
    }
    expect(german.filter(([, s]) => s.alternates.some((a) => a.hreflang === "en"))).not.toEqual([]);
  });

  it("serves the search index, with an English and a German part", async () => {
    const entry = await getJson<{ languages: Record<string, { page_count: number }> }>("/pagefind/pagefind-entry.json?ts=1");
    // The index holds what the sitemap lists: indexable pages, in their language.
    const german = sitemap.filter((p) => pages.get(p)?.htmlLang === "de").length;
    expect(entry.languages.en?.page_count).toBeGreaterThanOrEqual(sitemap.length - german);
    expect(entry.languages.de?.page_count).toBeGreaterThanOrEqual(german);
    expect((await get("/pagefind/pagefind.js")).status).toBe(200);
  });

  it("serves robots.txt with the sitemap, and Atom feeds for blog and news as application/atom+xml", async () => {
    expect(await (await get("/robots.txt")).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect((await get("/sitemap.xml")).headers.get("content-type")).toMatch(/^application\/xml/);
    for (const feed of ["/blog/feed.xml", "/company/news/feed.xml"]) {
      const res = await get(feed);
      expect(res.status, feed).toBe(200);
      expect(res.headers.get("content-type"), feed).toBe("application/atom+xml; charset=utf-8");
      expect(res.headers.get("x-content-type-options"), feed).toBe("nosniff");
      const xml = await res.text();
      expect(xml, feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(xml.match(/<entry>/g)?.length ?? 0, feed).toBeGreaterThan(0);
    }
  });

  it("links the feeds from the home page, and a feed from its listing and items only", async () => {
    const feedsOf = async (path: string) =>
      [
        ...(await (await get(path)).text()).matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)"/g),
      ].map((m) => m[1]);
    expect(await feedsOf("/")).toEqual(["/blog/feed.xml", "/company/news/feed.xml"]);
    expect(await feedsOf("/blog")).toEqual(["/blog/feed.xml"]);
    const post = sitemap.find((p) => p.startsWith("/blog/"));
    expect(post).toBeTruthy();
    expect(await feedsOf(post ?? "")).toEqual(["/blog/feed.xml"]);
    expect(await feedsOf("/crm")).toEqual([]);
  });
});
