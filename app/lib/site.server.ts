// Page data for a path, from the content the request handler is given (AppLoadContext.site):
// the whole site when the build pre-renders, only the fallback pages and shared data in the
// Worker, which serves every known page from its pre-rendered files
// (docs/decisions/008-content-in-load-context.md).
import templateChunks from "virtual:template-chunks";
import { FALLBACK_PATHS, notFoundPathOf, type CompiledPage, type SiteBundle } from "../../content/model.ts";
import { APP_DATA_PATH, slicePath, staticQueryPath } from "../../policy/files.ts";
import { SLICE_NAMES, type AppData, type EnquiryState, type PageData, type RouteData } from "./page-data.ts";
import type { Suggestion } from "../../policy/suggest.ts";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    site: SiteBundle;
    /** Set by the Worker for a document it renders on request: the nonce its scripts carry
     * (policy/csp.ts). Pre-rendered documents have none: their scripts are hashed. */
    cspNonce?: string;
    /** Set by the Worker when it renders an enquiry form again (422, 429): the form's state. */
    enquiry?: EnquiryState;
    /** Set by the pre-renderer: the page's inline route data is a reference to its page-data
     * file (decision 018). The loader leaves the page's own data here for the render. */
    byReference?: { route?: RouteData };
    /** Set by the Worker for an address no file answers: the pages the 404 page suggests. */
    suggestions?: Suggestion[];
  }
}

const indexes = new WeakMap<SiteBundle, Map<string, CompiledPage>>();

function pageAt(site: SiteBundle, path: string): CompiledPage | undefined {
  let byPath = indexes.get(site);
  if (!byPath) {
    byPath = new Map(site.pages.map((page) => [page.path, page]));
    indexes.set(site, byPath);
  }
  return byPath.get(path);
}

function fallback(site: SiteBundle, path: string): CompiledPage {
  const page = pageAt(site, path);
  if (!page) throw new Error(`The build has no ${path} page`);
  return page;
}

export function toPageData(site: SiteBundle, page: CompiledPage, notFound = false): PageData {
  return {
    path: page.path,
    componentChunkName: page.template,
    webpackCompilationHash: __BUILD_HASH__,
    matchPath: null,
    staticQueryHashes: [site.staticQuery.hash],
    getServerDataError: null,
    slicesMap: { header: "header", footer: "footer" },
    result: { page },
    ...(notFound ? { notFound: true as const } : {}),
  };
}

export interface Resolved {
  status: 200 | 404 | 500;
  pageData: PageData;
}

/** The page at `path`; the 404 page's data (status 404) when there is none, in German under
 * /de; /500 answers status 500. */
/** The page data of `path`: its page, or the 404 page of its language, which shows the pages
 * the Worker suggests for the address (a copy: the bundled page is shared by every request). */
export function resolvePage(site: SiteBundle, path: string, suggestions: Suggestion[] = []): Resolved {
  if (path === FALLBACK_PATHS.serverError) return { status: 500, pageData: toPageData(site, fallback(site, path)) };
  const localNotFound = notFoundPathOf(path);
  const notFound = pageAt(site, localNotFound) ? localNotFound : FALLBACK_PATHS.notFound;
  const page = path === notFound ? undefined : pageAt(site, path);
  if (page) return { status: 200, pageData: toPageData(site, page) };
  const notFoundPage = fallback(site, notFound);
  return { status: 404, pageData: toPageData(site, suggestions.length ? { ...notFoundPage, suggestions } : notFoundPage, true) };
}

export function routeData(site: SiteBundle, pageData: PageData): RouteData {
  return {
    pageData,
    staticQueries: { [site.staticQuery.hash]: site.staticQuery.data },
    slices: site.slices,
    templateChunk: templateChunks[pageData.componentChunkName],
  };
}

/** The shared JSON files beside page data: app-data, static queries and slices (spec §7). */
export function sharedFile(site: SiteBundle, path: string): unknown {
  if (path === APP_DATA_PATH) return { webpackCompilationHash: __BUILD_HASH__ } satisfies AppData;
  if (path === staticQueryPath(site.staticQuery.hash)) return site.staticQuery.data;
  for (const name of SLICE_NAMES) if (path === slicePath(name)) return site.slices[name];
  return undefined;
}
