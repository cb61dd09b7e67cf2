// Step 4, the Worker's own endpoints: /__third-party-proxy (worker/third-party-proxy.ts),
// /__version, what is deployed, for people and checks after a deploy (docs/deploy.md): the
// build hash and the redirect map answering now, and where that map came from; and
// /.well-known/security.txt, written now so that its Expires is never in the past.
import { securityTxt } from "../policy/security-txt.ts";
import type { SiteIndex } from "../policy/site-index.ts";
import { text, type Answer } from "./answer.ts";
import type { Logger } from "./log.ts";
import type { RedirectStore } from "./redirect-store.ts";
import { allowedScripts, proxy } from "./third-party-proxy.ts";

/** /__third-party-proxy as an answer: the listed script, or why not (400 bad URL, 502/504). */
export async function proxyAnswer(request: Request, env: Env): Promise<Answer> {
  const { response, reason } = await proxy(request, allowedScripts(env.THIRD_PARTY_SCRIPTS));
  return { response, outcome: response.status === 400 ? "bad-request" : "proxy", log: reason ? { reason } : undefined };
}

export const VERSION_PATH = "/__version";

export async function versionAnswer(store: RedirectStore, kv: KVNamespace, pages: SiteIndex, log: Logger): Promise<Answer> {
  const { meta, source } = await store.current(kv, Date.now(), log);
  const body = {
    buildHash: pages.data.buildHash,
    redirectMapVersion: meta.version,
    redirectMapSource: source,
    redirectRules: meta.ruleCount,
    // Set when only the bundled snapshot answers and it holds only the map's first rules.
    ...(meta.partialOf ? { redirectMapPartial: true, redirectRulesInMap: meta.partialOf } : {}),
  };
  return { response: Response.json(body, { headers: { "cache-control": "no-store" } }), outcome: "version" };
}

/** /.well-known/security.txt (RFC 9116) as of `now`: its body changes once a day (Expires is
 * rounded to midnight UTC), so a day's cache is never stale by more than that day. */
export function securityTxtAnswer(pages: SiteIndex, now: Date): Answer | null {
  if (!pages.data.security) return null;
  const response = text(200, securityTxt(pages.data.security, now), { "cache-control": "public, max-age=3600" });
  return { response, outcome: "security-txt", madeHere: true };
}
