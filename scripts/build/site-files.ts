// sitemap.xml, robots.txt and the Atom feeds of the blog and the news, from the compiled site.
// The sitemap is written by the sitemap package. The feeds are built with xmlbuilder2, not the
// feed package: feed writes every entry's title and summary as HTML in CDATA (type="html"), so a
// "<" or "&" in a plain-text title would reach feed readers as markup; here they stay text.
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise, type SitemapItemLoose } from "sitemap";
import { create } from "xmlbuilder2";
import { isFallbackPath, isIndexable, type CompiledPage, type SiteBundle } from "../../content/model.ts";
import { feedTitle, type Feed } from "../../content/feeds.ts";
import { FEED_TYPE } from "../../policy/files.ts";
import { canonicalUrl } from "../../policy/paths.ts";

function lastModified(page: CompiledPage): string | undefined {
  const f = page.fields as Record<string, unknown>;
  for (const key of ["dateModified", "updated", "datePublished", "datePosted"]) if (typeof f[key] === "string") return f[key];
  return undefined;
}

/** Every page but the fallbacks and the search page; German and English counterparts linked. */
export async function sitemapXml(bundle: SiteBundle): Promise<string> {
  const { siteUrl } = bundle.staticQuery.data.siteMetadata;
  const listed = bundle.pages.filter((p) => !isFallbackPath(p.path) && isIndexable(p));
  const items = listed.map((p): SitemapItemLoose => {
    const own = canonicalUrl(siteUrl, p.path);
    const translation = p.fields.translation;
    const other = p.fields.lang === "en" ? "de" : "en";
    return {
      url: own,
      lastmod: lastModified(p),
      links: translation
        ? [
            { lang: p.fields.lang, url: own },
            { lang: other, url: canonicalUrl(siteUrl, translation) },
          ]
        : [],
    };
  });
  // Only the xhtml namespace (for the language alternates); dates as YYYY-MM-DD, as the content gives them.
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false }, lastmodDateOnly: true });
  return `${(await streamToPromise(Readable.from(items).pipe(stream))).toString("utf8")}\n`;
}

export function robotsTxt(bundle: SiteBundle): string {
  const { siteUrl } = bundle.staticQuery.data.siteMetadata;
  return `User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Atom 1.0 (RFC 4287) feed of the newest 20 items of a collection. */
export function atomFeed(bundle: SiteBundle, feed: Feed, updatedFallback: string): string {
  const { siteUrl, companyName } = bundle.staticQuery.data.siteMetadata;
  const items = bundle.pages
    .filter((p) => p.template === feed.template)
    .map((p) => ({ page: p, date: lastModified(p) ?? updatedFallback }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 20);
  const updated = `${items[0]?.date ?? updatedFallback}T00:00:00Z`;
  const root = create({ version: "1.0", encoding: "utf-8" }).ele("http://www.w3.org/2005/Atom", "feed");
  root.ele("id").txt(canonicalUrl(siteUrl, feed.listing));
  root.ele("title").txt(feedTitle(companyName, feed));
  root.ele("link", { rel: "self", type: FEED_TYPE, href: canonicalUrl(siteUrl, feed.file) });
  root.ele("link", { rel: "alternate", type: "text/html", href: canonicalUrl(siteUrl, feed.listing) });
  root.ele("updated").txt(updated);
  root.ele("author").ele("name").txt(companyName);
  for (const { page, date } of items) {
    const f = page.fields as { title: string; description: string; datePublished?: string; author?: string };
    const entry = root.ele("entry");
    entry.ele("id").txt(canonicalUrl(siteUrl, page.path));
    entry.ele("title").txt(f.title);
    entry.ele("link", { rel: "alternate", type: "text/html", href: canonicalUrl(siteUrl, page.path) });
    entry.ele("published").txt(`${f.datePublished ?? date}T00:00:00Z`);
    entry.ele("updated").txt(`${date}T00:00:00Z`);
    entry
      .ele("author")
      .ele("name")
      .txt(f.author ?? companyName);
    entry.ele("summary").txt(f.description);
  }
  return `${root.end({ prettyPrint: true, indent: "  " })}\n`;
}
