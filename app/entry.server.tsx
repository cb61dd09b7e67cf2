import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { appendToHead, closeDocument } from "./lib/document.ts";
import { isRouteData, resolveReferences } from "./lib/page-data.ts";
import { findSiteQuery } from "./lib/static-query.ts";
import { structuredDataHtml } from "./lib/structured-data.ts";
import { NonceContext } from "./lib/nonce.ts";
import favicon from "./assets/favicon.svg?inline";
import displayFont from "@display-face/display-latin.woff2?url";
import displayArrows from "@display-face/display-arrows.woff2?url";

/** The favicon, as a data URL in the document: a first visit asks for nothing but the page and
 * its stylesheet before its first paint (docs/decisions/018-speed.md). Written here, once, like
 * the JSON-LD: the browser's code carries none of it. */
const FAVICON_LINK = `<link rel="icon" href="${favicon}" type="image/svg+xml"/>`;
/** The display face's two files, preloaded like Figtree (app/root.tsx) so a first page sets its
 * headings and figures in it (decision 036); written here, so the browser's code carries none of it. */
const DISPLAY_PRELOADS = [displayFont, displayArrows]
  .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`)
  .join("");

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const nonce = loadContext.cspNonce;
  // A pre-rendered page's route data went into Remix's inline stream as a reference (the stream
  // is encoded before this runs); the page itself renders from the data (decision 018).
  const referenced = loadContext.byReference?.route;
  if (referenced) resolveReferences(remixContext.staticHandlerContext.loaderData, referenced);
  const app = (
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  const body = await renderToReadableStream(app, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      console.error(error);
      status = 500;
    },
  });
  // Pages are pre-rendered and read by crawlers: always send the complete, valid document.
  await body.allReady;
  // The page's JSON-LD is written here, once, not rendered by React: the browser needs none of it.
  const loaderData = remixContext.staticHandlerContext.loaderData as Record<string, unknown>;
  const route = referenced ?? Object.values(loaderData).find(isRouteData);
  const site = route && findSiteQuery(route);
  const jsonLd = route && site ? structuredDataHtml(route.pageData.result.page, site) : "";
  const html = appendToHead(closeDocument(await new Response(body).text()), DISPLAY_PRELOADS + FAVICON_LINK + jsonLd);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status });
}
