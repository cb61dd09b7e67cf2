// The checks of a request's address that step 1 of the Worker makes (worker/guard.ts,
// docs/decisions/004-worker-request-order.md): a query over 1,024 characters (414), a path that
// is too long (414), malformed or built to trick the redirect and asset layers (encoded
// slashes, dot segments, control characters, "//host"), and Remix's own data requests (400).
// Pure, so that `npm run redirects -- coverage --map` refuses what the Worker refuses.
import { decodedPathProblem, decodePath, ENCODED_SLASH, MAX_QUERY_LENGTH } from "./paths.ts";

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

/** The address of a request, whatever its method: its query, then its path, then `?_data`. */
export function guardAddress(url: URL): GuardResult {
  if (url.search.length > MAX_QUERY_LENGTH) return { ok: false, status: 414, reason: "query too long" };
  const guard = guardPath(url.pathname);
  if (!guard.ok) return guard;
  // Remix's own data requests: the site's browser code never makes them.
  if (url.searchParams.has("_data")) return { ok: false, status: 400, reason: "_data is not a query this site answers" };
  return guard;
}
