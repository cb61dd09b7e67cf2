// "Did you mean": up to three pages for an address that is not one. The same matcher serves the
// 404 page (in the Worker, per request) and `npm run redirects -- not-found` (suggested targets
// for the most frequent 404s). Its data is built at build time (the pages with their titles and
// languages, and the rules' source → target pairs); its work per request is bounded.
import { nearestPages } from "./nearest.ts";
import { languageOfPath } from "./paths.ts";

export interface SuggestPage {
  path: string;
  title: string;
  lang: "en" | "de";
}

export interface SuggestIndex {
  pages: SuggestPage[];
  /** Rules whose target is a page: old address → page, the patterns suggestions learn from. */
  rules: Array<{ source: string; target: string }>;
}

export interface Suggestion {
  path: string;
  title: string;
}

/** Longer paths are not looked at: nothing of ours is that long, and the work stays bounded. */
export const MAX_SUGGEST_PATH = 256;

/** Up to `limit` pages for `path`, best first, in the path's language where it has pages. */
export function suggest(path: string, index: SuggestIndex, limit = 3): Suggestion[] {
  if (!path || path.length > MAX_SUGGEST_PATH) return [];
  const lang = languageOfPath(path);
  const pages = index.pages.filter((p) => p.lang === lang);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  return nearestPages(
    path,
    pages.map((p) => p.path),
    limit,
  ).flatMap((p) => {
    const page = byPath.get(p);
    return page ? [{ path: page.path, title: page.title }] : [];
  });
}
