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

/** A root-relative target that cannot be read as another origin (`//host`, `/\host`). */
export function isSafeLocalTarget(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.includes("\\") && !hasControlCharacter(target);
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
