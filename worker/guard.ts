// Step 1 of every request (docs/decisions/004-worker-request-order.md): refuse what no page of
// this site answers before anything else looks at it: a method other than GET, HEAD and a POST
// to a page with a form (405), a query over 1,024 characters (414), paths that are malformed or
// built to trick the redirect and asset layers (encoded slashes, dot segments, control
// characters, "//host"), and Remix's own data requests (400).
import { decodedPathProblem, decodePath, ENCODED_SLASH, MAX_QUERY_LENGTH } from "../policy/paths.ts";

export const MAX_PATH_LENGTH = 2048;

export type GuardResult = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string };

export function guardPath(rawPath: string): GuardResult {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: "path too long" };
  if (!rawPath.startsWith("/")) return { ok: false, status: 400, reason: "path must start with /" };
  if (ENCODED_SLASH.test(rawPath)) return { ok: false, status: 400, reason: "encoded slash in path" };
  // One form for every path the Worker compares: decoded, NFC (policy/paths.ts decodePath).
  const path = decodePath(rawPath);
  if (path === null) return { ok: false, status: 400, reason: "malformed percent-encoding" };
  const problem = decodedPathProblem(path);
  return problem ? { ok: false, status: 400, reason: problem } : { ok: true, path };
}

/** What the guard lets through (the decoded path, and whether it is a form being sent), or why not. */
export type RequestGuard =
  { ok: true; path: string; post: boolean } | { ok: false; status: 405 } | { ok: false; status: 400 | 414; reason: string };

/** The methods every page answers; a page with a form also takes POST. */
export const ALLOWED_METHODS = "GET, HEAD";

/** @param takesPost whether a decoded path is a page with a form (it alone takes POST) */
export function guardRequest(request: Request, url: URL, takesPost: (path: string) => boolean): RequestGuard {
  const post = request.method === "POST";
  if (!post && request.method !== "GET" && request.method !== "HEAD") return { ok: false, status: 405 };
  if (url.search.length > MAX_QUERY_LENGTH) return { ok: false, status: 414, reason: "query too long" };
  const guard = guardPath(url.pathname);
  if (!guard.ok) return guard;
  // Remix's own data requests: the site's browser code never makes them.
  if (url.searchParams.has("_data")) return { ok: false, status: 400, reason: "_data is not a query this site answers" };
  if (post && !takesPost(guard.path)) return { ok: false, status: 405 };
  return { ok: true, path: guard.path, post };
}
