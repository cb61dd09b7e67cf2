// Security headers on every response; the content security policy is each answer's own
// (policy/csp.ts, docs/decisions/016-hardening-and-csp.md).
import { contentSecurityPolicy, NON_HTML_POLICY } from "../policy/csp.ts";
import { isSiteData } from "../policy/files.ts";
import type { Answer } from "./answer.ts";
import { thirdPartyOriginsOf } from "./third-party-proxy.ts";
import { CANONICAL_REDIRECT_MAX_AGE, RULE_REDIRECT_MAX_AGE } from "../redirects/engine/freshness.ts";

export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // A page of this site shares its browsing context group with no other site's window, and its
  // files are not for other sites to embed.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** How long browsers and the service worker may keep a response (README "Offline"). */
export function cacheControlFor(path: string, contentType: string | null): string | null {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable"; // hashed names
  if (path === "/sw.js" || isSiteData(path) || contentType?.startsWith("text/html")) return "no-cache";
  return null;
}

/** How long browsers may keep a 301 (README "Redirects"): a rule's is short, so that a rollback
 * reaches a returning browser within minutes; a letter-case or trailing-slash one follows the
 * site's pages and is kept longer. */
export const redirectCacheControl = (reason: "rule" | "case" | "slash", status = 301): string =>
  // A temporary rule (302) ends at a set moment: no browser may keep it past that.
  status === 302 ? "no-store" : `public, max-age=${reason === "rule" ? RULE_REDIRECT_MAX_AGE : CANONICAL_REDIRECT_MAX_AGE}`;

/**
 * The response with the security headers, its policy and its cache header. `inPlace`: the
 * response was made by the Worker, so its headers can be set without copying it (a response
 * from the assets binding or from Remix has headers that cannot change, and is copied).
 */
export function withSecurityHeaders(response: Response, path: string, policy: string, inPlace = false): Response {
  const out = inPlace ? response : new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) out.headers.set(name, value);
  out.headers.set("Content-Security-Policy", policy);
  // A redirect carries the lifetime its answer gave it (redirectCacheControl); any other answer
  // but a 200 or 304 is not stored. An answer made for one visitor (a form with its own token)
  // keeps its no-store.
  const status = response.status;
  const given = response.headers.get("cache-control");
  const cache =
    status === 200 || status === 304
      ? cacheControlFor(path, response.headers.get("content-type"))
      : status >= 300 && status < 400 && given
        ? given
        : "no-store";
  if (cache && given !== "no-store") out.headers.set("Cache-Control", cache);
  return out;
}

/** A built HTML file's inline-code hashes (the build's page index has them). */
type HashesOf = (file: string) => { scriptHashes?: string[]; styleHashes?: string[] } | undefined;

/** The content security policy of an answer: for HTML, by the hashes of the file served or by
 * the nonce it was rendered with (docs/decisions/016-hardening-and-csp.md). */
export function policyOf({ document, response }: Answer, env: Env, hashesOf: HashesOf): string {
  // An HTML document, or its 304 (whose headers replace those the browser stored with the page).
  if (!document) return response.headers.get("content-type")?.startsWith("text/html") ? contentSecurityPolicy({}) : NON_HTML_POLICY;
  if ("nonce" in document) return contentSecurityPolicy({ nonce: document.nonce, thirdPartyOrigins: thirdPartyOriginsOf(env) });
  return filePolicy(document.file, env, hashesOf);
}

/** Each built file's policy, made once per isolate: its hashes are the build's, and the
 * third-party setting changes only with a deployment (the cache starts again if it does). */
const filePolicies = { setting: undefined as string | undefined, byFile: new Map<string, string>() };

function filePolicy(file: string, env: Env, hashesOf: HashesOf): string {
  if (env.THIRD_PARTY_SCRIPTS !== filePolicies.setting) {
    filePolicies.setting = env.THIRD_PARTY_SCRIPTS;
    filePolicies.byFile.clear();
  }
  let policy = filePolicies.byFile.get(file);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ ...hashesOf(file), thirdPartyOrigins: thirdPartyOriginsOf(env) });
    filePolicies.byFile.set(file, policy);
  }
  return policy;
}
