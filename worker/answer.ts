// What each step of the Worker answers with (worker/index.ts), and the answers several steps
// give: refusals, the error pages, and pages rendered by Remix on request.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FALLBACK_PATHS, htmlFileOf, notFoundPathOf, pageDataPath, pagePathOfPageData } from "../policy/files.ts";
import { ALLOWED_METHODS, type RequestGuard } from "./guard.ts";
import type { Outcome, RequestLog } from "./log.ts";
import type { Lookup } from "./redirect-store.ts";
import type { SiteEvent } from "../policy/events.ts";
import { hasFileExtension } from "../policy/paths.ts";
import { suggest, type SuggestIndex, type Suggestion } from "../policy/suggest.ts";

export interface Answer {
  response: Response;
  outcome: Outcome;
  log?: Partial<RequestLog>;
  /** For an HTML answer: the built file it is (its inline code is hashed), or the nonce it was rendered with. */
  document?: { file: string } | { nonce: string };
  /** The Worker made the response for this answer alone: its headers are completed in place. */
  madeHere?: true;
  /** The redirect map lookup the request made, for the log line. */
  lookup?: Lookup;
  /** The event the answer itself is (a page view); redirects and 404s are recognised from the answer. */
  event?: SiteEvent;
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
}

export const refuse = (status: number, reason: string): Answer => ({
  response: text(status, `${status === 414 ? "URI too long" : "Bad request"}: ${reason}\n`),
  outcome: "bad-request",
  log: { reason },
  madeHere: true,
});

/** The answer to a request the guard refused. */
export function refusal(guard: Exclude<RequestGuard, { ok: true }>): Answer {
  if (guard.status !== 405) return refuse(guard.status, guard.reason);
  return { response: text(405, "Method not allowed\n", { allow: ALLOWED_METHODS }), outcome: "method-not-allowed", madeHere: true };
}

/** A pre-rendered fallback page with the right status (spec §2.3: /404.html, /500.html). */
async function fallbackPage(env: Env, request: Request, file: string, status: number): Promise<Response> {
  const res = await env.ASSETS.fetch(new URL(file, request.url), { method: "GET" });
  if (!res.ok) return text(status, status === 404 ? "Not found\n" : "Internal error\n");
  return new Response(res.body, { status, headers: res.headers });
}

/** A fault of ours (spec §2.3, §4): the 500 page, or for page data the 500 page's data, which the
 * browser renders in place. */
export async function serverError(env: Env, request: Request, path: string, reason: string): Promise<Answer> {
  const pageData = pagePathOfPageData(path) !== null;
  const file = pageData ? pageDataPath(FALLBACK_PATHS.serverError) : htmlFileOf(FALLBACK_PATHS.serverError);
  const response = await fallbackPage(env, request, file, 500);
  return { response, outcome: "error", log: { reason }, document: pageData ? undefined : { file } };
}

/** The pre-rendered 404 page of the path's language, with status 404. */
export async function notFound(env: Env, request: Request, path: string): Promise<Answer> {
  const file = htmlFileOf(notFoundPathOf(path));
  return { response: await fallbackPage(env, request, file, 404), outcome: "not-found", document: { file } };
}

/** A nonce for a document rendered on request (128 random bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

type Render = (request: Request, context: Omit<AppLoadContext, "site">) => Promise<Response>;
let renderer: Promise<Render> | undefined;

/** Remix, its server build and the fallback pages' data, loaded by the first request that needs
 * them (a path no file answers, a form sent back) rather than at isolate start: the redirect and
 * page paths never pay for them (docs/decisions/018-speed.md). */
export function remix(request: Request, context: Omit<AppLoadContext, "site">): Promise<Response> {
  renderer ??= Promise.all([import("@remix-run/cloudflare"), import("@build/server"), import("@build/site-fallback")]).then(
    ([{ createRequestHandler }, build, fallback]) => {
      const handle = createRequestHandler(build, "production");
      return (req, ctx) => handle(req, { ...ctx, site: fallback.default });
    },
  );
  return renderer.then((render) => render(request, context));
}

let suggestIndex: Promise<SuggestIndex> | undefined;

/** "Did you mean" for an address no file answers (page data counts as its page's address): up
 * to three pages, from data the build made, loaded by the first 404 (policy/suggest.ts bounds
 * the work). Files (a path with an extension) get none. */
async function suggestionsFor(path: string): Promise<Suggestion[]> {
  const page = pagePathOfPageData(path) ?? (hasFileExtension(path) ? undefined : path);
  if (!page) return [];
  suggestIndex ??= import("@build/suggest-index").then((m) => m.default);
  return suggest(page, await suggestIndex);
}

/** Step 5: what no file answers, rendered by Remix: the 404 page (with its "did you mean"), or
 * page data of an unknown path. */
export async function rendered(request: Request, env: Env, path: string): Promise<Answer> {
  const nonce = newNonce();
  const suggestions = await suggestionsFor(path);
  const res = await remix(new Request(request.url, { method: "GET", headers: request.headers }), { cspNonce: nonce, suggestions });
  if (res.status >= 500) return serverError(env, request, path, "remix-error");
  return { response: res, outcome: res.status === 404 ? "not-found" : "page", document: { nonce } };
}
