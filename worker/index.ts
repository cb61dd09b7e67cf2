// The Worker in front of the pre-rendered site. Order (docs/decisions/004-worker-request-order.md):
// guard → one canonical 301 → endpoints → static assets → Remix; one log line per request.
import type { AppLoadContext } from "@remix-run/cloudflare";
import redirectSnapshot from "@build/redirect-map";
import siteIndexData from "@build/site-index";
import {
  FALLBACK_PATHS,
  FEED_TYPE,
  htmlFileOf,
  isFallbackResource,
  isFeedFile,
  notFoundPathOf,
  pageDataPath,
  pagePathOfPageData,
} from "../policy/files.ts";
import { hasFileExtension, MAX_QUERY_LENGTH, pathOfTarget } from "../policy/paths.ts";
import { decideRedirect } from "./canonical.ts";
import { guardPath } from "./guard.ts";
import { contentSecurityPolicy, NON_HTML_POLICY } from "../policy/csp.ts";
import { allowedScripts, proxy, PROXY_PATH, thirdPartyOriginsOf } from "./third-party-proxy.ts";
import { redirectCacheControl, withSecurityHeaders } from "./headers.ts";
import { loggerFor, REQUEST_ID_HEADER, requestIdOf, writeLog, type Logger, type Outcome, type RequestLog } from "./log.ts";
import { runScheduled } from "./scheduled.ts";
import { handleEnquiry, type FormPage, type FormState } from "./enquiry.ts";
import { issueToken } from "./form-token.ts";
import { ENQUIRY_REPLY_TYPE, FORM_TOKEN_FIELD, MIN_FILL_MS, type EnquiryReply } from "../policy/enquiry.ts";
import { RedirectStore, type Lookup } from "./redirect-store.ts";
import { SiteIndex } from "../policy/site-index.ts";

const pages = new SiteIndex(siteIndexData);
const store = new RedirectStore(redirectSnapshot, writeLog);

type Render = (request: Request, context: Omit<AppLoadContext, "site">) => Promise<Response>;
let renderer: Promise<Render> | undefined;

/** Remix, its server build and the fallback pages' data, loaded by the first request that needs
 * them (a path no file answers, a form sent back) rather than at isolate start: the redirect and
 * page paths never pay for them (docs/decisions/018-speed.md). */
function remix(request: Request, context: Omit<AppLoadContext, "site">): Promise<Response> {
  renderer ??= Promise.all([import("@remix-run/cloudflare"), import("@build/server"), import("@build/site-fallback")]).then(
    ([{ createRequestHandler }, build, fallback]) => {
      const handle = createRequestHandler(build, "production");
      return (req, ctx) => handle(req, { ...ctx, site: fallback.default });
    },
  );
  return renderer.then((render) => render(request, context));
}

/** The map version and source for the log line: from the lookups made, else the map in memory
 * (the log line never waits on KV). */
function mapInUse(lookups: Lookup[], log: Logger): { mapVersion: string; mapSource: string } {
  const last = lookups.at(-1);
  if (last) return { mapVersion: last.version, mapSource: last.source };
  const { meta, source } = store.peek(log);
  return { mapVersion: meta.version, mapSource: source };
}

/** Where a redirect sent the visitor, for the log: the path, or an external URL, without the query. */
function targetOf(location: string): string {
  if (location.startsWith("/")) return pathOfTarget(location);
  const url = URL.parse(location);
  return url ? `${url.origin}${url.pathname}` : "";
}

interface Answer {
  response: Response;
  outcome: Outcome;
  log?: Partial<RequestLog>;
  /** For an HTML answer: the built file it is (its inline code is hashed), or the nonce it was rendered with. */
  document?: { file: string } | { nonce: string };
  /** The Worker made the response for this answer alone: its headers are completed in place. */
  madeHere?: true;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
}

/** A pre-rendered fallback page with the right status (spec §2.3: /404.html, /500.html). */
async function fallbackPage(env: Env, request: Request, file: string, status: number): Promise<Response> {
  const res = await env.ASSETS.fetch(new URL(file, request.url), { method: "GET" });
  if (!res.ok) return text(status, status === 404 ? "Not found\n" : "Internal error\n");
  return new Response(res.body, { status, headers: res.headers });
}

const refuse = (status: number, reason: string): Answer => ({
  response: text(status, `${status === 414 ? "URI too long" : "Bad request"}: ${reason}\n`),
  outcome: "bad-request",
  log: { reason },
  madeHere: true,
});

/** A fault of ours (spec §2.3, §4): the 500 page, or for page data the 500 page's data, which the
 * browser renders in place. */
async function serverError(env: Env, request: Request, path: string, reason: string): Promise<Answer> {
  const pageData = pagePathOfPageData(path) !== null;
  const file = pageData ? pageDataPath(FALLBACK_PATHS.serverError) : htmlFileOf(FALLBACK_PATHS.serverError);
  const response = await fallbackPage(env, request, file, 500);
  return { response, outcome: "error", log: { reason }, document: pageData ? undefined : { file } };
}

/** The pre-rendered 404 page of the path's language, with status 404. */
async function notFound(env: Env, request: Request, path: string): Promise<Answer> {
  const file = htmlFileOf(notFoundPathOf(path));
  return { response: await fallbackPage(env, request, file, 404), outcome: "not-found", document: { file } };
}

/** A nonce for a document rendered on request (128 random bits, base64). */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

const methodNotAllowed = (): Answer => ({
  response: text(405, "Method not allowed\n", { allow: "GET, HEAD" }),
  outcome: "method-not-allowed",
  madeHere: true,
});

/** A page with an enquiry form, served with a fresh signed time token and never revalidated. */
async function withFormToken(response: Response, env: Env): Promise<Response> {
  const token = env.ENQUIRY_SECRET ? await issueToken(env.ENQUIRY_SECRET) : "";
  const rewritten = new HTMLRewriter()
    .on(`input[name="${FORM_TOKEN_FIELD}"]`, { element: (el) => void el.setAttribute("value", token) })
    .transform(response);
  const out = new Response(rewritten.body, rewritten);
  out.headers.delete("etag");
  out.headers.set("cache-control", "no-store");
  return out;
}

/** The form page again, rendered by Remix with what the visitor typed (docs/decisions/017-enquiries.md). */
async function renderForm(request: Request, env: Env, url: URL, state: FormState, status: number): Promise<Answer | null> {
  const nonce = newNonce();
  const page = new Request(new URL(url.pathname, url), { method: "GET", headers: { accept: "text/html" } });
  const res = await remix(page, { cspNonce: nonce, enquiry: state });
  if (res.status !== 200) return null;
  return {
    response: await withFormToken(new Response(res.body, { status, headers: res.headers }), env),
    outcome: "page",
    document: { nonce },
  };
}

/** The reply to the form's own script (ENQUIRY_REPLY_TYPE): the same answer as data, never stored. */
function reply(status: number, body: EnquiryReply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": `${ENQUIRY_REPLY_TYPE}; charset=utf-8`, "cache-control": "no-store" },
  });
}

async function postEnquiry(request: Request, env: Env, url: URL, form: FormPage, ctx: ExecutionContext, logger: Logger): Promise<Answer> {
  const result = await handleEnquiry(request, url, form, { env, waitUntil: (work) => ctx.waitUntil(work), log: logger });
  const log = result.kind === "refused" || result.reason ? { reason: result.reason } : undefined;
  if (result.kind === "refused") return { ...refuse(result.status, result.reason), log };
  const scripted = (request.headers.get("accept") ?? "").includes(ENQUIRY_REPLY_TYPE);
  if (result.kind === "thanks") {
    const response = scripted
      ? reply(200, { location: result.location })
      : new Response("", { status: 303, headers: { location: result.location } });
    return { response, outcome: result.outcome, log };
  }
  if (scripted) {
    const { errors, notice } = result.state;
    // A form token that was the problem is replaced, so that sending again works. One that had
    // expired was ours and the visitor took their time: the new one lets them send again at once.
    const stale = notice === "enquiry::expired" || notice === "enquiry::sendAgain";
    const issuedAt = Date.now() - (notice === "enquiry::expired" ? MIN_FILL_MS : 0);
    const token = stale && env.ENQUIRY_SECRET ? await issueToken(env.ENQUIRY_SECRET, issuedAt) : undefined;
    return { response: reply(result.status, { errors, notice, token }), outcome: result.outcome, log };
  }
  const rendered = await renderForm(request, env, url, result.state, result.status);
  if (!rendered) return serverError(env, request, url.pathname, "form-render-failed");
  return { ...rendered, outcome: result.outcome, log };
}

async function answer(request: Request, env: Env, url: URL, lookups: Lookup[], ctx: ExecutionContext, log: Logger): Promise<Answer> {
  const post = request.method === "POST";
  if (!post && request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed();
  if (url.search.length > MAX_QUERY_LENGTH) return refuse(414, "query too long");
  const guard = guardPath(url.pathname);
  if (!guard.ok) return refuse(guard.status, guard.reason);
  const path = guard.path;
  // Remix's own data requests: the site's browser code never makes them.
  if (url.searchParams.has("_data")) return refuse(400, "_data is not a query this site answers");
  if (post) {
    const form = pages.formOf(path);
    return form ? postEnquiry(request, env, url, form, ctx, log) : methodNotAllowed();
  }

  const findRule = async (p: string) => {
    const found = await store.find(env.REDIRECTS, p, Date.now(), log);
    lookups.push(found);
    return found;
  };
  const redirect = await decideRedirect(url.pathname, path, url.search, findRule, pages);
  if (redirect) {
    return {
      // An empty body (Content-Length: 0) keeps the connection open for the next request.
      response: new Response("", {
        status: redirect.status,
        headers: { location: redirect.location, "cache-control": redirectCacheControl(redirect.reason) },
      }),
      outcome: "redirect",
      log: { redirect: redirect.reason, rule: redirect.rule?.fromPath, target: targetOf(redirect.location) },
      madeHere: true,
    };
  }

  if (path === PROXY_PATH) {
    const { response, reason } = await proxy(request, allowedScripts(env.THIRD_PARTY_SCRIPTS));
    return { response, outcome: response.status === 400 ? "bad-request" : "proxy", log: reason ? { reason } : undefined };
  }

  if (path === "/__version") {
    const { meta, source } = await store.current(env.REDIRECTS, Date.now(), log);
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

  // The error pages exist to be served for errors, not under their own addresses.
  if (isFallbackResource(path)) return notFound(env, request, path);

  const file = pages.fileOf(path);
  if (file && pages.formOf(path)) {
    const res = await env.ASSETS.fetch(new URL(file, url), { method: "GET" });
    if (res.ok) return { response: await withFormToken(res, env), outcome: "page", document: { file } };
  }
  if (file) {
    const res = await env.ASSETS.fetch(new URL(file, url), request);
    // 304 answers a revalidation (If-None-Match): it is the page too.
    if (res.status !== 404) return { response: res, outcome: "page", document: { file } };
  } else if (hasFileExtension(path)) {
    const res = await env.ASSETS.fetch(request);
    if (res.status !== 404) {
      // The assets layer types .xml as application/xml; a feed is Atom.
      const response = isFeedFile(path) && res.ok ? new Response(res.body, res) : res;
      if (response !== res) response.headers.set("content-type", `${FEED_TYPE}; charset=utf-8`);
      return {
        response,
        outcome: "asset",
        document: path.endsWith(".html") ? { file: path } : undefined,
        madeHere: response !== res || undefined,
      };
    }
  }

  const nonce = newNonce();
  const res = await remix(new Request(request.url, { method: "GET", headers: request.headers }), { cspNonce: nonce });
  if (res.status >= 500) return serverError(env, request, path, "remix-error");
  return { response: res, outcome: res.status === 404 ? "not-found" : "page", document: { nonce } };
}

/** The content security policy of an answer: for HTML, by the hashes of the file served or by
 * the nonce it was rendered with (docs/decisions/016-hardening-and-csp.md). */
function policyOf({ document, response }: Answer, env: Env): string {
  // An HTML document, or its 304 (whose headers replace those the browser stored with the page).
  if (!document) return response.headers.get("content-type")?.startsWith("text/html") ? contentSecurityPolicy({}) : NON_HTML_POLICY;
  if ("nonce" in document) return contentSecurityPolicy({ nonce: document.nonce, thirdPartyOrigins: thirdPartyOriginsOf(env) });
  return filePolicy(document.file, env);
}

/** Each built file's policy, made once per isolate: its hashes are the build's, and the
 * third-party setting changes only with a deployment (the cache starts again if it does). */
const filePolicies = { setting: undefined as string | undefined, byFile: new Map<string, string>() };

function filePolicy(file: string, env: Env): string {
  if (env.THIRD_PARTY_SCRIPTS !== filePolicies.setting) {
    filePolicies.setting = env.THIRD_PARTY_SCRIPTS;
    filePolicies.byFile.clear();
  }
  let policy = filePolicies.byFile.get(file);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ ...pages.hashesOf(file), thirdPartyOrigins: thirdPartyOriginsOf(env) });
    filePolicies.byFile.set(file, policy);
  }
  return policy;
}

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const url = new URL(request.url);
    const requestId = requestIdOf(request);
    const log = loggerFor(requestId);
    const lookups: Lookup[] = [];
    let result: Answer;
    try {
      result = await answer(request, env, url, lookups, ctx, log);
    } catch (error) {
      log({ event: "worker-exception", level: "error", message: error instanceof Error ? error.message : String(error) });
      result = await serverError(env, request, url.pathname, "exception").catch(() => ({
        response: text(500, "Internal error\n"),
        outcome: "error" as const,
        log: { reason: "exception" },
      }));
    }
    const response = withSecurityHeaders(result.response, url.pathname, policyOf(result, env), result.madeHere);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    writeLog({
      time: new Date(started).toISOString(),
      requestId,
      event: "request",
      method: request.method,
      path: url.pathname.length > 512 ? `${url.pathname.slice(0, 512)}…` : url.pathname,
      status: response.status,
      outcome: result.outcome,
      ...mapInUse(lookups, log),
      buildHash: pages.data.buildHash,
      durationMs: Date.now() - started,
      ...result.log,
    });
    const body = request.method === "HEAD" ? null : response.body;
    return body === response.body ? response : new Response(body, response);
  },

  scheduled(controller, env, ctx) {
    // The run's lines share an id of their own, as a request's do.
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime), loggerFor(`scheduled-${crypto.randomUUID()}`)));
  },
} satisfies ExportedHandler<Env>;
