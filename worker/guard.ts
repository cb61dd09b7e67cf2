// Step 1 of every request (docs/decisions/004-worker-request-order.md): refuse what no page of
// this site answers before anything else looks at it: a method other than GET, HEAD and a POST
// to a page with a form (405), then what policy/request-guard.ts refuses in the address (a long
// query or path: 414; malformed or hostile paths and Remix's ?_data: 400).
import { guardAddress } from "../policy/request-guard.ts";

/** What the guard lets through (the decoded path, and whether it is a form being sent), or why not. */
export type RequestGuard =
  { ok: true; path: string; post: boolean } | { ok: false; status: 405 } | { ok: false; status: 400 | 414; reason: string };

/** The methods every page answers; a page with a form also takes POST. */
export const ALLOWED_METHODS = "GET, HEAD";

/** @param takesPost whether a decoded path is a page with a form (it alone takes POST) */
export function guardRequest(request: Request, url: URL, takesPost: (path: string) => boolean): RequestGuard {
  const post = request.method === "POST";
  if (!post && request.method !== "GET" && request.method !== "HEAD") return { ok: false, status: 405 };
  const guard = guardAddress(url);
  if (!guard.ok) return guard;
  if (post && !takesPost(guard.path)) return { ok: false, status: 405 };
  return { ok: true, path: guard.path, post };
}
