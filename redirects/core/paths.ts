// How a request path is normalised and looked up: one module for the build, the Worker
// and the browser (spec §2.3 trailing-slash policy "never", §2.4 case-insensitive rules).
// Pure: no I/O, no runtime-specific APIs.

/** A last segment such as `sw.js` or `feed.xml`: such paths are files, exempt from slash and case handling. */
const FILE_EXTENSION = /\.[A-Za-z0-9_]{1,16}$/;

export function hasFileExtension(path: string): boolean {
  return FILE_EXTENSION.test(path);
}

/** `/a/b/` → `/a/b`; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/** Key under which a rule that ignores case is stored and looked up. */
export function caseKey(path: string): string {
  return path.toLowerCase();
}

/**
 * The sources to try for a request path, in order: the path as written, then (if it has
 * a trailing slash) the path without it. `/x/` and `/x` are distinct sources (spec §2.4).
 */
export function lookupCandidates(path: string): string[] {
  const stripped = withoutTrailingSlash(path);
  return stripped === path ? [path] : [path, stripped];
}

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

/** The pre-rendered HTML file of a page path: `/` → `/index.html`, `/crm` → `/crm.html`. */
export function htmlFileOf(pagePath: string): string {
  return pagePath === "/" ? "/index.html" : `${pagePath}.html`;
}

/** Inverse of pageDataPath: `/page-data/crm/page-data.json` → `/crm`; anything else → null. */
export function pagePathOfPageData(path: string): string | null {
  const m = /^\/page-data\/(.+)\/page-data\.json$/.exec(path);
  if (!m || !m[1]) return null;
  return m[1] === "index" ? "/" : `/${m[1]}`;
}

/**
 * A redirect target with the request's query: `/contacts#offices` + `?ref=mail` →
 * `/contacts?ref=mail#offices`. A target that has a query of its own keeps it; the fragment
 * always comes last.
 */
export function withQuery(target: string, search: string): string {
  const hashAt = target.indexOf("#");
  const [base, fragment] = hashAt < 0 ? [target, ""] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${search && !base.includes("?") ? search : ""}${fragment}`;
}

/** `/contacts?x=1#offices` → `/contacts`: the page a target names. */
export function pathOfTarget(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? "";
}

/** The longest query string the site answers; a longer one is refused with 414. */
export const MAX_QUERY_LENGTH = 1024;

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

/** A root-relative target that cannot be read as another origin (`//host`, `/\host`). */
export function isSafeLocalTarget(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.includes("\\") && !hasControlCharacter(target);
}

/**
 * Why a decoded path can never be a page or a rule's source, or null: what the Worker's guard
 * refuses (worker/guard.ts) and what `npm run redirects -- check` refuses in a source.
 */
export function decodedPathProblem(path: string): string | null {
  if (!path.startsWith("/")) return "path must start with /";
  if (hasControlCharacter(path)) return "control character in path";
  if (path.includes("\\")) return "backslash in path";
  if (path.includes("//")) return "empty path segment";
  if (path.split("/").some((s) => s === "." || s === "..")) return "dot segment in path";
  return null;
}

/** Whether `text` holds a C0 control character or DEL (CR and LF among them: header injection). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** German pages live under /de (spec §1); every other page is English. */
export const GERMAN_ROOT = "/de";

/** The language of a page path: `/de` and everything below it is German. */
export function languageOfPath(path: string): "en" | "de" {
  return path === GERMAN_ROOT || path.startsWith(`${GERMAN_ROOT}/`) || path.startsWith(`${GERMAN_ROOT}#`) ? "de" : "en";
}

/** The home page of a language. */
export const homeOf = (lang: "en" | "de") => (lang === "de" ? GERMAN_ROOT : "/");

/** Where the build writes the art it draws for pages (content/lib/art.ts). */
export const ART_ROOT = "/images/art";

/** The illustration of a page: /crm → /images/art/crm.svg, / → /images/art/home.svg. */
export const artPathOf = (pagePath: string) => `${ART_ROOT}${pagePath === "/" ? "/home" : pagePath}.svg`;

/** Where the posts with one tag are listed: /blog/tags/<slug>. */
export const tagPathOf = (blogPath: string, slug: string) => `${blogPath}/tags/${slug}`;
