// Page data for a path, from the content compiled into the server bundle at build time.
// The pre-renderer writes exactly what these functions return to /page-data/…
import bundle from "virtual:site-bundle";
import templateChunks from "virtual:template-chunks";
import { FALLBACK_PATHS, type CompiledPage } from "../../content/model.ts";
import { APP_DATA_PATH, SLICE_NAMES, slicePath, staticQueryPath, type AppData, type PageData, type RouteData } from "./page-data.ts";

const pagesByPath = new Map(bundle.pages.map((page) => [page.path, page]));

function fallback(path: string): CompiledPage {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`The build has no ${path} page`);
  return page;
}

export function toPageData(page: CompiledPage, notFound = false): PageData {
  return {
    path: page.path,
    componentChunkName: page.template,
    webpackCompilationHash: __BUILD_HASH__,
    matchPath: null,
    staticQueryHashes: [bundle.staticQuery.hash],
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

/** The page at `path`; the 404 page's data (status 404) when there is none; /500 answers status 500. */
export function resolvePage(path: string): Resolved {
  if (path === FALLBACK_PATHS.serverError) return { status: 500, pageData: toPageData(fallback(path)) };
  const page = path === FALLBACK_PATHS.notFound ? undefined : pagesByPath.get(path);
  if (page) return { status: 200, pageData: toPageData(page) };
  return { status: 404, pageData: toPageData(fallback(FALLBACK_PATHS.notFound), true) };
}

export function routeData(pageData: PageData): RouteData {
  return {
    pageData,
    staticQueries: { [bundle.staticQuery.hash]: bundle.staticQuery.data },
    slices: bundle.slices,
    templateChunk: templateChunks[pageData.componentChunkName],
  };
}

/** The shared JSON files beside page data: app-data, static queries and slices (spec §7). */
export function sharedFile(path: string): unknown {
  if (path === APP_DATA_PATH) return { webpackCompilationHash: __BUILD_HASH__ } satisfies AppData;
  if (path === staticQueryPath(bundle.staticQuery.hash)) return bundle.staticQuery.data;
  for (const name of SLICE_NAMES) if (path === slicePath(name)) return bundle.slices[name];
  return undefined;
}

/** Paths of every page the build pre-renders, fallbacks included. */
export function allPagePaths(): string[] {
  return bundle.pages.map((p) => p.path);
}
