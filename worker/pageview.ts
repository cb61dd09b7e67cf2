// POST /__pageview: one page view from a visitor who agreed (docs/decisions/028-insight-at-the-edge.md).
// Counted only with the consent cookie saying "granted" and a well-formed visitor id cookie;
// only from our own pages (same origin); only for a page of the site. What is kept: the page,
// the referring host, the language and the template. Never the visitor id, the address, the
// user agent or a query. The answer is always 204, so a page never waits on or reacts to it.
import { parseCookie } from "cookie";
import { CONSENT_COOKIE, referrerHostOf, VISITOR_COOKIE, VISITOR_ID, type SiteEvent } from "../policy/events.ts";
import { languageOfPath } from "../policy/paths.ts";
import type { SiteIndex } from "../policy/site-index.ts";
import type { Answer } from "./answer.ts";

/** A page view's body is a few hundred bytes; anything longer is not ours. */
const MAX_BODY = 2048;
const TEMPLATE = /^[a-z][a-z-]{1,30}$/;

const noContent = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

function ignored(reason: string): Answer {
  return { response: noContent(), outcome: "pageview-ignored", log: { reason }, madeHere: true };
}

/** Reads `{ path, referrer, template }`; undefined for anything else. */
async function bodyOf(request: Request): Promise<{ path: string; referrer: string; template: string } | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) return undefined;
  const text = await request.text();
  if (text.length > MAX_BODY) return undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    return { path: str(body.path), referrer: str(body.referrer), template: str(body.template) };
  } catch {
    return undefined;
  }
}

export async function pageviewAnswer(request: Request, url: URL, pages: SiteIndex): Promise<Answer> {
  // Our own pages only: a browser says where a request comes from; another site's form or
  // script may not count views here.
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if ((site && site !== "same-origin") || (origin && origin !== url.origin))
    return { response: new Response(null, { status: 403 }), outcome: "pageview-ignored", log: { reason: "cross-origin" }, madeHere: true };
  const cookies = parseCookie(request.headers.get("cookie") ?? "");
  if (cookies[CONSENT_COOKIE] !== "granted") return ignored("no consent");
  if (!VISITOR_ID.test(cookies[VISITOR_COOKIE] ?? "")) return ignored("no visitor id");
  const body = await bodyOf(request);
  if (!body) return ignored("unreadable body");
  const page = pages.canonical(body.path);
  if (page !== body.path) return ignored("not a page");
  const template = TEMPLATE.test(body.template) ? body.template : "";
  const fields = { page, referrerHost: referrerHostOf(body.referrer, url.hostname), lang: languageOfPath(page), template };
  const event: SiteEvent = { kind: "pageview", path: page, referrerHost: fields.referrerHost, lang: fields.lang, template };
  return { response: noContent(), outcome: "pageview", log: fields, event, madeHere: true };
}
