// Step 3: at most ONE 301 per request, whichever applies first: a rule of the redirect map,
// a page named in another letter case, or a trailing slash (spec §2.3 policy "never").
// The decision is redirects/engine/decide.ts; this module makes it an answer.
import { pathOfTarget } from "../policy/paths.ts";
import type { SiteIndex } from "../policy/site-index.ts";
import { decideRedirect } from "../redirects/engine/decide.ts";
import type { Answer } from "./answer.ts";
import { redirectCacheControl } from "./headers.ts";
import type { Logger } from "./log.ts";
import type { Lookup, RedirectStore } from "./redirect-store.ts";

/** Where a redirect sent the visitor, for the log: the path, or an external URL, without the query. */
function targetOf(location: string): string {
  if (location.startsWith("/")) return pathOfTarget(location);
  const url = URL.parse(location);
  return url ? `${url.origin}${url.pathname}` : "";
}

/**
 * Step 3 as an answer: the 301, or null; and the map lookup made either way (the request's log
 * line names the map that was asked).
 */
export async function redirectAnswer(
  url: URL,
  path: string,
  store: RedirectStore,
  kv: KVNamespace,
  pages: SiteIndex,
  log: Logger,
): Promise<{ answer: Answer | null; lookup?: Lookup }> {
  let lookup: Lookup | undefined;
  const findRule = async (p: string) => (lookup = await store.find(kv, p, Date.now(), log));
  const redirect = await decideRedirect(url.pathname, path, url.search, findRule, pages);
  if (!redirect) return { answer: null, lookup };
  const answer: Answer = {
    // An empty body (Content-Length: 0) keeps the connection open for the next request.
    response: new Response("", {
      status: redirect.status,
      headers: { location: redirect.location, "cache-control": redirectCacheControl(redirect.reason, redirect.status) },
    }),
    outcome: "redirect",
    log: { redirect: redirect.reason, rule: redirect.rule?.fromPath, target: targetOf(redirect.location) },
    madeHere: true,
    lookup,
  };
  return { answer, lookup };
}
