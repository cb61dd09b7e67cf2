// sitemap.xml, robots.txt and the Atom feeds of the blog and the news, from the compiled site.
import { isFallbackPath, isIndexable, type CompiledPage, type SiteBundle } from "../../content/model.ts";
import { feedTitle, type Feed } from "../../content/feeds.ts";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const url = (siteUrl: string, path: string) => (path === "/" ? siteUrl : `${siteUrl}${path}`);

function lastModified(page: CompiledPage): string | undefined {
  const f = page.fields as Record<string, unknown>;
  for (const key of ["dateModified", "updated", "datePublished", "datePosted"]) if (typeof f[key] === "string") return f[key];
  return undefined;
}

/** Every page but the fallbacks and the search page; German and English counterparts linked. */
export function sitemapXml(bundle: SiteBundle): string {
  const { siteUrl } = bundle.staticQuery.data.siteMetadata;
  const listed = bundle.pages.filter((p) => !isFallbackPath(p.path) && isIndexable(p));
  const entries = listed.map((p) => {
    const lines = [`    <loc>${xml(url(siteUrl, p.path))}</loc>`];
    const mod = lastModified(p);
    if (mod) lines.push(`    <lastmod>${mod}</lastmod>`);
    if (p.fields.translation) {
      const other = p.fields.lang === "en" ? "de" : "en";
      lines.push(`    <xhtml:link rel="alternate" hreflang="${p.fields.lang}" href="${xml(url(siteUrl, p.path))}"/>`);
      lines.push(`    <xhtml:link rel="alternate" hreflang="${other}" href="${xml(url(siteUrl, p.fields.translation))}"/>`);
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
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
  const entries = items.map(({ page, date }) => {
    const f = page.fields as { title: string; description: string; datePublished?: string; author?: string };
    return [
      "  <entry>",
      `    <id>${xml(url(siteUrl, page.path))}</id>`,
      `    <title>${xml(f.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url(siteUrl, page.path))}"/>`,
      `    <published>${f.datePublished ?? date}T00:00:00Z</published>`,
      `    <updated>${date}T00:00:00Z</updated>`,
      `    <author><name>${xml(f.author ?? companyName)}</name></author>`,
      `    <summary>${xml(f.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(url(siteUrl, feed.listing))}</id>`,
    `  <title>${xml(feedTitle(companyName, feed))}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(url(siteUrl, feed.file))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(url(siteUrl, feed.listing))}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(companyName)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
