// The site's Atom feeds: the file each is written to (scripts/build/site-files.ts), the pages it
// lists, and its title; pages link the feeds they belong to (app/lib/meta.ts).
import { feedFileOf } from "../policy/files.ts";
import type { CompiledPage, TemplateName } from "./model.ts";

export interface Feed {
  file: string;
  template: TemplateName;
  title: string;
  listing: string;
}

export const FEEDS = [
  { file: feedFileOf("/blog"), template: "blog-post", title: "Blog", listing: "/blog" },
  { file: feedFileOf("/company/news"), template: "news", title: "News", listing: "/company/news" },
] as const satisfies readonly Feed[];

export const feedTitle = (companyName: string, feed: Feed) => `${companyName} ${feed.title}`;

/** The feeds a page links to: all of them from a home page, else the one it is an item or the listing of. */
export function feedsOf(page: CompiledPage): Feed[] {
  if (page.template === "landing" && page.fields.kind === "home") return [...FEEDS];
  return FEEDS.filter((feed) => page.template === feed.template || page.path === feed.listing);
}
