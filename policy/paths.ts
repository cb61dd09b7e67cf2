// How a path is written: one module for the build, the Worker and the browser (spec §2.3
// trailing-slash policy "never" and canonical URLs, §2.4 case-insensitive rules), with the
// exemption of files, a redirect target's query and fragment, and the language of a path.
// Which file holds a page is policy/files.ts; links, links.ts; the rule lookup, lookup.ts.
// Pure: no I/O, no runtime-specific APIs.

/** A last segment such as `sw.js` or `feed.xml`: such paths are files, exempt from slash and case handling. */
const FILE_EXTENSION = /\.[A-Za-z0-9_]{1,16}$/;

export function hasFileExtension(path: string): boolean {
  return FILE_EXTENSION.test(path);
}

/** `%2F` and `%5C`: a slash or backslash hidden in one segment. Never a page or a rule's source
 * (the Worker's guard refuses such a request with 400, the rule check such a source). */
export const ENCODED_SLASH = /%(2f|5c)/i;

/**
 * The one form in which request paths and rule sources are compared (spec §2.4): percent-decoded
 * as UTF-8, then Unicode NFC, so `/de/%C3%BCber-uns`, `/de/über-uns` and the same path with a
 * decomposed `ü` (u + U+0308) are one path. The Worker decodes every request path with it (and
 * with it the page data of a client navigation), the build every rule's source. Null when the
 * percent-encoding is malformed (`%` not followed by two hex digits, or bytes that are not UTF-8).
 */
export function decodePath(written: string): string | null {
  try {
    return decodeURIComponent(written).normalize("NFC");
  } catch {
    return null;
  }
}

/**
 * How a decoded path is written in a rules file (redirects/*.txt), readable and read back by
 * decodePath to the same path: letters stay as they are (`/de/über-uns`); only what the file's
 * syntax cannot hold literally is percent-encoded: `%` as `%25` (first), whitespace (a space is
 * `%20`), `#` (`%23`, a comment there), `?` (`%3F`, a query) and control characters. Import, the 404 report's rules
 * and the check's advice all write sources this way.
 */
export function writtenPath(path: string): string {
  return path
    .normalize("NFC")
    .replace(/%/g, "%25")
    .replace(/[\s#?]/gu, (c) => encodeURIComponent(c))
    .replace(/./gsu, (c) => (hasControlCharacter(c) ? encodeURIComponent(c) : c));
}

/** `/a/b/` → `/a/b`; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/** Key under which a path is compared letter case aside: rules that ignore case, page paths. */
export function caseKey(path: string): string {
  return path.toLowerCase();
}

/**
 * Canonical URL of a page (spec §2.3): the site URL and the path, no query, no fragment, no
 * trailing slash; the root is the site URL itself.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = withoutTrailingSlash(pathOfTarget(path));
  return clean === "/" ? siteUrl : `${siteUrl}${clean}`;
}

/**
 * The sources to try for a request path, in order: the path as written, then (if it has
 * a trailing slash) the path without it. `/x/` and `/x` are distinct sources (spec §2.4).
 */
export function lookupCandidates(path: string): string[] {
  const stripped = withoutTrailingSlash(path);
  return stripped === path ? [path] : [path, stripped];
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

/** A tag's part of its listing's URL: lower-case ASCII letters and digits joined by hyphens,
 * German letters written as German addresses write them ("Künstliche Intelligenz" →
 * "kuenstliche-intelligenz", "Größe" → "groesse"), so addresses stay plain ASCII whatever the
 * label. Heading ids keep their letters (content/lib/markdown.ts); URLs do not. */
const GERMAN_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
export function urlSlug(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => GERMAN_LETTERS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Where the posts with one tag are listed: /blog/tags/<slug>. */
export const tagPathOf = (blogPath: string, slug: string) => `${blogPath}/tags/${slug}`;
