// The Worker in front of the pre-rendered site (docs/decisions/004-worker-request-order.md).
// Every request, in this order, the first step that answers wins:
//   1. guard      methods (405), query length (414), malformed or hostile paths and Remix's
//                 ?_data (400): worker/guard.ts
//   2. enquiry    a form posted to a page that has one: worker/enquiry.ts. Before the 301 on
//                 purpose: a 301 would turn the POST into a GET and lose the enquiry.
//      page view  a consented page view posted to /__pageview: worker/pageview.ts
//   3. one 301    a redirect rule, a page in another letter case, a trailing slash: worker/canonical.ts
//   4. endpoints  /__third-party-proxy, /__version, /.well-known/security.txt: worker/endpoints.ts
//   5. files      pages, page data, assets, feeds from the build: worker/static-files.ts
//   6. Remix      anything else (the 404 page): worker/answer.ts
// then the security headers, the request id, the edge's event (a rule redirect, a 404, a page
// view: worker/events.ts, never awaited) and one JSON log line that carries it too.
import redirectSnapshot from "@build/redirect-map";
import siteIndexData from "@build/site-index";
import { SiteIndex } from "../policy/site-index.ts";
import { refusal, rendered, serverError, text, type Answer } from "./answer.ts";
import { redirectAnswer } from "./canonical.ts";
import { enquiryAnswer } from "./enquiry.ts";
import { eventOf, recordEvent } from "./events.ts";
import { guardRequest } from "./guard.ts";
import { policyOf, withSecurityHeaders } from "./headers.ts";
import { loggerFor, REQUEST_ID_HEADER, requestIdOf, writeLog, type Logger } from "./log.ts";
import { RedirectStore, type Lookup } from "./redirect-store.ts";
import { runScheduled } from "./scheduled.ts";
import { fileAnswer } from "./static-files.ts";
import { proxyAnswer, securityTxtAnswer, VERSION_PATH, versionAnswer } from "./endpoints.ts";
import { SECURITY_TXT_PATH } from "../policy/security-txt.ts";
import { PROXY_PATH } from "./third-party-proxy.ts";
import { pageviewAnswer } from "./pageview.ts";
import { PAGEVIEW_PATH } from "../policy/events.ts";

const pages = new SiteIndex(siteIndexData);
const store = new RedirectStore(redirectSnapshot, writeLog);

async function answer(request: Request, env: Env, url: URL, ctx: ExecutionContext, log: Logger): Promise<Answer> {
  const guard = guardRequest(request, url, (path) => path === PAGEVIEW_PATH || pages.formOf(path) !== undefined);
  if (!guard.ok) return refusal(guard);
  const { path } = guard;
  const form = guard.post ? pages.formOf(path) : undefined;
  if (form) return enquiryAnswer(request, env, url, form, pages.data.held, ctx, log);
  if (guard.post && path === PAGEVIEW_PATH) return pageviewAnswer(request, url, pages);

  const redirect = await redirectAnswer(url, path, store, env.REDIRECTS, pages, log);
  if (redirect.answer) return redirect.answer;
  const found =
    (path === PROXY_PATH ? await proxyAnswer(request, env) : null) ??
    (path === VERSION_PATH ? await versionAnswer(store, env.REDIRECTS, pages, log) : null) ??
    (path === SECURITY_TXT_PATH ? securityTxtAnswer(pages, new Date()) : null) ??
    (await fileAnswer(request, env, url, path, pages)) ??
    (await rendered(request, env, path));
  return { lookup: redirect.lookup, ...found };
}

/** The map version and source for the log line: the lookup made, else the map in memory (the
 * log line never waits on KV). */
function mapInUse(lookup: Lookup | undefined, log: Logger): { mapVersion: string; mapSource: string } {
  if (lookup) return { mapVersion: lookup.version, mapSource: lookup.source };
  const { meta, source } = store.peek(log);
  return { mapVersion: meta.version, mapSource: source };
}

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const url = new URL(request.url);
    const requestId = requestIdOf(request);
    const log = loggerFor(requestId);
    let result: Answer;
    try {
      result = await answer(request, env, url, ctx, log);
    } catch (error) {
      log({ event: "worker-exception", level: "error", message: error instanceof Error ? error.message : String(error) });
      result = await serverError(env, request, url.pathname, "exception").catch(() => ({
        response: text(500, "Internal error\n"),
        outcome: "error" as const,
        log: { reason: "exception" },
      }));
    }
    const response = withSecurityHeaders(
      result.response,
      url.pathname,
      policyOf(result, env, (file) => pages.hashesOf(file)),
      result.madeHere,
    );
    response.headers.set(REQUEST_ID_HEADER, requestId);
    const { event, fields } = eventOf(result, request, url);
    if (event) recordEvent(env, event, log);
    writeLog({
      time: new Date(started).toISOString(),
      requestId,
      event: "request",
      method: request.method,
      path: url.pathname.length > 512 ? `${url.pathname.slice(0, 512)}…` : url.pathname,
      status: response.status,
      outcome: result.outcome,
      ...mapInUse(result.lookup, log),
      buildHash: pages.data.buildHash,
      durationMs: Date.now() - started,
      ...result.log,
      ...fields,
    });
    const body = request.method === "HEAD" ? null : response.body;
    return body === response.body ? response : new Response(body, response);
  },

  scheduled(controller, env, ctx) {
    // The run's lines share an id of their own, as a request's do.
    const log = loggerFor(`scheduled-${crypto.randomUUID()}`);
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime), log, pages.data.held));
  },
} satisfies ExportedHandler<Env>;
