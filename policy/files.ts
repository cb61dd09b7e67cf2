// Which file holds what: a page's pre-rendered HTML file and its page data (both ways), the
// shared data, slices and app data a page loads, the error pages, the art drawn for pages and
// the service worker's runtime caches (spec §2.3, §7). One module for the build, the Worker and
// the browser. Pure: no I/O.
import { languageOfPath, withoutTrailingSlash } from "./paths.ts";

/** The page-data file of a page path (spec §2.3, §7): the root uses the name `index`. */
export function pageDataPath(pagePath: string): string {
  const clean = withoutTrailingSlash(pagePath);
  return `/page-data/${clean === "/" ? "index" : clean.slice(1)}/page-data.json`;
}

/**
 * A pre-rendered page hydrates from its page-data file, not from a second, inline copy of its
 * content (docs/decisions/018-speed.md). Its inline route data is `{ [HYDRATE_FROM]: path }`
 * (with the template chunk's URL), and its scripts set `window[HYDRATE_FROM]` to the same page
 * path, so the client entry knows what to fetch before hydrating.
 */
export const HYDRATE_FROM = "__hydrateFrom";

/** The build's hash, fetched by the browser to notice a new deploy (spec §7). */
export const APP_DATA_PATH = "/page-data/app-data.json";

/** Shared data (static query results) named by page data's staticQueryHashes (spec §7). */
export const staticQueryPath = (hash: string) => `/page-data/sq/d/${hash}.json`;

/** A slice (header, footer) named by page data's slicesMap (spec §7). */
export const slicePath = (name: string) => `/slice-data/${name}.json`;

/** Page data, shared data, slices and app data: the JSON a page loads, new with every build. */
export const isSiteData = (path: string) => path.startsWith("/page-data/") || path.startsWith("/slice-data/");

/** The pre-rendered HTML file of a page path: `/` → `/index.html`, `/crm` → `/crm.html`. */
export function htmlFileOf(pagePath: string): string {
  return pagePath === "/" ? "/index.html" : `${pagePath}.html`;
}

/**
 * Inverse of htmlFileOf, for a file as a search index names it: `/crm.html` → `/crm`,
 * `/index.html` → `/`, `/de/index.html` → `/de`; a clean page path stays as it is.
 */
export function pagePathOfHtmlFile(file: string): string {
  return file.replace(/\.html$/, "").replace(/\/index$/, "") || "/";
}

/** Inverse of pageDataPath: `/page-data/crm/page-data.json` → `/crm`; anything else → null. */
export function pagePathOfPageData(path: string): string | null {
  const m = /^\/page-data\/(.+)\/page-data\.json$/.exec(path);
  if (!m || !m[1]) return null;
  return m[1] === "index" ? "/" : `/${m[1]}`;
}

/** The pages the Worker never serves under their own address (spec §2.3): the error pages. */
export const FALLBACK_PATHS = { notFound: "/404", serverError: "/500", notFoundDe: "/de/404" } as const;
const FALLBACKS: ReadonlySet<string> = new Set(Object.values(FALLBACK_PATHS));

export const isFallbackPath = (path: string) => FALLBACKS.has(path);

/** An error page, its file, its page data or its Remix data (`/500.data`): what a visitor asking
 * for it is told does not exist. */
export function isFallbackResource(path: string): boolean {
  return isFallbackPath(pagePathOfPageData(path) ?? path.replace(/\.(html|data)$/, ""));
}

/** The 404 page for an unknown path: German under /de. */
export function notFoundPathOf(path: string): string {
  return languageOfPath(path) === "de" ? FALLBACK_PATHS.notFoundDe : FALLBACK_PATHS.notFound;
}

/** The Atom feed of a listing (content/feeds.ts): /blog → /blog/feed.xml. */
export const feedFileOf = (listing: string) => `${listing}/feed.xml`;
/** The media type of an Atom feed (RFC 4287): linked from pages and served by the Worker. */
export const FEED_TYPE = "application/atom+xml";
/** A feed file, by its name: the assets layer would call it application/xml. */
export const isFeedFile = (path: string) => path.endsWith("/feed.xml");

/** Where the build writes the art it draws for pages (content/art). */
export const ART_ROOT = "/images/art";

/** The illustration of a page: /crm → /images/art/crm.svg, / → /images/art/home.svg. */
export const artPathOf = (pagePath: string) => `${ART_ROOT}${pagePath === "/" ? "/home" : pagePath}.svg`;

/**
 * The service worker's runtime caches: workbox fills them (scripts/build/service-worker.ts) and
 * the service worker empties a page's entries when it is gone (app/runtime/service-worker.ts).
 */
export const RUNTIME_CACHES = { pages: "pages", pageData: "page-data", images: "images" } as const;
