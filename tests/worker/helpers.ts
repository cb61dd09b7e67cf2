import { SELF } from "cloudflare:test";
import { staticQueryPath } from "../../policy/files.ts";

export const ORIGIN = "https://www.northfold.example";

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

/** A JSON response's body, typed by the caller. */
export async function getJson<T>(path: string): Promise<T> {
  return (await get(path)).json<T>();
}

/** The site URL of the built site (content/site.yaml siteUrl), from its shared data. */
export async function siteUrl(): Promise<string> {
  const home = await getJson<{ staticQueryHashes: string[] }>("/page-data/index/page-data.json");
  const data = await getJson<{ siteMetadata: { siteUrl: string } }>(staticQueryPath(home.staticQueryHashes[0] ?? ""));
  return data.siteMetadata.siteUrl;
}

/** The page paths the built site's sitemap lists ("/" for the home page). */
export async function sitemapPaths(): Promise<string[]> {
  const site = await siteUrl();
  const sitemap = await (await get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replace(site, "") || "/");
}
