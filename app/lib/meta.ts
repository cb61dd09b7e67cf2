// Head tags of a page: title, description, canonical (spec §2.3: site URL, no query, no
// hash, no trailing slash), hreflang, Open Graph and the Twitter card, which reads its title,
// description and image from Open Graph. The JSON-LD is the server's (structured-data.ts).
import type { MetaDescriptor } from "@remix-run/react";
import { feedsOf, feedTitle } from "../../content/feeds.ts";
import { isIndexable } from "../../content/model.ts";
import { FEED_TYPE } from "../../policy/files.ts";
import { canonicalUrl } from "../../policy/paths.ts";
import type { RouteData } from "./page-data.ts";
import { findSiteQuery } from "./static-query.ts";

const LOCALES = { en: "en_US", de: "de_DE" } as const;
const OG_TYPES: Record<string, string> = {
  article: "article",
  "blog-post": "article",
  news: "article",
  portfolio: "article",
  expert: "profile",
};

export function pageMeta(route: RouteData): MetaDescriptor[] {
  const site = findSiteQuery(route);
  const page = route.pageData.result.page;
  if (!site) return [{ title: page.fields.title }];
  const { companyName, siteUrl } = site.siteMetadata;
  const f = page.fields;
  const title = page.path === "/" ? `${companyName} — ${f.title}` : `${f.title} | ${companyName}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: f.description }];
  if (page.template === "not-found" || page.template === "server-error") return [...tags, { name: "robots", content: "noindex" }];

  const url = canonicalUrl(siteUrl, page.path);
  const image = `${siteUrl}/images/og-default.png`;
  tags.push({ tagName: "link", rel: "canonical", href: url });
  if (f.translation) {
    const other = f.lang === "en" ? "de" : "en";
    const english = f.lang === "en" ? page.path : f.translation;
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: f.lang, href: url },
      { tagName: "link", rel: "alternate", hrefLang: other, href: canonicalUrl(siteUrl, f.translation) },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(siteUrl, english) },
    );
  }
  if (!isIndexable(page)) tags.push({ name: "robots", content: "noindex, follow" });
  tags.push(
    { property: "og:type", content: OG_TYPES[page.template] ?? "website" },
    { property: "og:site_name", content: companyName },
    { property: "og:title", content: f.title },
    { property: "og:description", content: f.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${companyName} logo` },
    { property: "og:locale", content: LOCALES[f.lang] },
    { name: "twitter:card", content: "summary_large_image" },
  );
  if ("datePublished" in f) tags.push({ property: "article:published_time", content: f.datePublished });
  for (const feed of feedsOf(page))
    tags.push({ tagName: "link", rel: "alternate", type: FEED_TYPE, title: feedTitle(companyName, feed), href: feed.file });
  return tags;
}
