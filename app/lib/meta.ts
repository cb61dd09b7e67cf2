// Title, description and canonical link of a page (spec §2.3: site URL, no query,
// no hash, no trailing slash).
import type { MetaDescriptor } from "@remix-run/react";
import type { RouteData } from "./page-data.ts";

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? siteUrl : `${siteUrl}${path.replace(/\/+$/, "")}`;
}

export function pageMeta({ pageData, staticQueries }: RouteData): MetaDescriptor[] {
  const site = staticQueries[pageData.staticQueryHashes[0] ?? ""];
  const page = pageData.result.page;
  const name = site?.siteMetadata.companyName ?? "";
  const title = page.path === "/" ? `${name} — ${page.fields.title}` : `${page.fields.title} | ${name}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: page.fields.description }];
  const isFallback = page.template === "not-found" || page.template === "server-error";
  if (isFallback) tags.push({ name: "robots", content: "noindex" });
  else if (site) tags.push({ tagName: "link", rel: "canonical", href: canonicalUrl(site.siteMetadata.siteUrl, page.path) });
  return tags;
}
