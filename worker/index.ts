// The Worker in front of the pre-rendered site. Order (docs/decisions/004-worker-request-order.md):
// guard → one canonical 301 → endpoints → static assets → Remix; one log line per request.
import { createRequestHandler } from "@remix-run/cloudflare";
import * as serverBuild from "@build/server";
import redirectSnapshot from "@build/redirect-map";
import siteFallback from "@build/site-fallback";
import siteIndexData from "@build/site-index";
import { hasFileExtension } from "../redirects/core/paths.ts";
import { decideRedirect } from "./canonical.ts";
import { guardPath } from "./guard.ts";
import { allowedHosts, proxy, PROXY_PATH } from "./third-party-proxy.ts";
import { withSecurityHeaders } from "./headers.ts";
import { writeLog, type Outcome, type RequestLog } from "./log.ts";
import { RedirectStore, type Lookup } from "./redirect-store.ts";
import { SiteIndex } from "../redirects/core/site-index.ts";

const pages = new SiteIndex(siteIndexData);
const store = new RedirectStore(redirectSnapshot, writeLog);
const remix = createRequestHandler(serverBuild, "production");
const EXTERNAL_HOSTS: ReadonlySet<string> = new Set(redirectSnapshot.externalHosts);

/** The map version and source for the log line: from the lookups made, else the current map. */
async function mapInUse(env: Env, lookups: Lookup[]): Promise<{ mapVersion: string; mapSource: string }> {
  const last = lookups.at(-1);
  if (last) return { mapVersion: last.version, mapSource: last.source };
  const { meta, source } = await store.current(env.REDIRECTS);
  return { mapVersion: meta.version, mapSource: source };
}

interface Answer {
  response: Response;
  outcome: Outcome;
  log?: Partial<RequestLog>;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
}

/** A pre-rendered fallback page with the right status (spec §2.3: /404.html, /500.html). */
async function fallbackPage(env: Env, request: Request, file: "/404.html" | "/500.html", status: number): Promise<Response> {
  const res = await env.ASSETS.fetch(new URL(file, request.url), { method: "GET" });
  if (!res.ok) return text(status, status === 404 ? "Not found" : "Internal error");
  return new Response(res.body, { status, headers: res.headers });
}

async function answer(request: Request, env: Env, url: URL, lookups: Lookup[]): Promise<Answer> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return { response: text(405, "Method not allowed", { allow: "GET, HEAD" }), outcome: "method-not-allowed" };
  }
  const guard = guardPath(url.pathname);
  if (!guard.ok)
    return { response: text(guard.status, `Bad request: ${guard.reason}`), outcome: "bad-request", log: { reason: guard.reason } };
  const path = guard.path;

  const findRule = async (p: string) => {
    const found = await store.find(env.REDIRECTS, p);
    lookups.push(found);
    return found.rule;
  };
  const redirect = await decideRedirect(url.pathname, path, url.search, findRule, pages, EXTERNAL_HOSTS);
  if (redirect) {
    return {
      // An empty body (Content-Length: 0) keeps the connection open for the next request.
      response: new Response("", { status: redirect.status, headers: { location: redirect.location } }),
      outcome: "redirect",
      log: { redirect: redirect.reason, rule: redirect.rule?.fromPath },
    };
  }

  if (path === PROXY_PATH) {
    const { response, reason } = await proxy(request, allowedHosts(env.THIRD_PARTY_HOSTS));
    return { response, outcome: response.status === 400 ? "bad-request" : "proxy", log: reason ? { reason } : undefined };
  }

  if (path === "/__version") {
    const { meta, source } = await store.current(env.REDIRECTS);
    const body = {
      buildHash: pages.data.buildHash,
      redirectMapVersion: meta.version,
      redirectMapSource: source,
      redirectRules: meta.ruleCount,
    };
    return { response: Response.json(body, { headers: { "cache-control": "no-store" } }), outcome: "version" };
  }

  const file = pages.fileOf(path);
  if (file) {
    const res = await env.ASSETS.fetch(new URL(file, url), request);
    // 304 answers a revalidation (If-None-Match): it is the page too.
    if (res.status !== 404) return { response: res, outcome: "page" };
  } else if (hasFileExtension(path)) {
    const res = await env.ASSETS.fetch(request);
    if (res.status !== 404) return { response: res, outcome: "asset" };
  }

  const res = await remix(new Request(request.url, { method: "GET", headers: request.headers }), { site: siteFallback });
  if (res.status >= 500)
    return { response: await fallbackPage(env, request, "/500.html", res.status), outcome: "error", log: { reason: "remix-error" } };
  return { response: res, outcome: res.status === 404 ? "not-found" : "page" };
}

export default {
  async fetch(request, env) {
    const started = Date.now();
    const url = new URL(request.url);
    const lookups: Lookup[] = [];
    let result: Answer;
    try {
      result = await answer(request, env, url, lookups);
    } catch (error) {
      writeLog({ event: "worker-exception", level: "error", message: error instanceof Error ? error.message : String(error) });
      result = {
        response: await fallbackPage(env, request, "/500.html", 500).catch(() => text(500, "Internal error")),
        outcome: "error",
        log: { reason: "exception" },
      };
    }
    const response = withSecurityHeaders(result.response, url.pathname);
    writeLog({
      event: "request",
      time: new Date(started).toISOString(),
      method: request.method,
      path: url.pathname.length > 512 ? `${url.pathname.slice(0, 512)}…` : url.pathname,
      status: response.status,
      outcome: result.outcome,
      ...(await mapInUse(env, lookups)),
      buildHash: pages.data.buildHash,
      durationMs: Date.now() - started,
      ...result.log,
    });
    const body = request.method === "HEAD" ? null : response.body;
    return body === response.body ? response : new Response(body, response);
  },
} satisfies ExportedHandler<Env>;
