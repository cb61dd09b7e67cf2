// Loads what a client navigation needs (spec §4, §7, §8): the page's data (retried, with the
// 404 and 500 pages' data for those statuses and a HEAD check when it says "not found"), the
// shared data it names (fetched once per build and reused) and its template chunk. It tells
// the caller to load the target in full where the browser must take over.
import type { SiteQueryData, SliceData } from "../../content/model.ts";
import { pageDataPath, pagePathOfPageData, slicePath, staticQueryPath } from "../../policy/files.ts";
import { SLICE_NAMES, type PageData, type RouteData } from "../lib/page-data.ts";
import { loadTemplate } from "../templates/registry.ts";
import { PAGE_DATA_RETRIES, RETRY_DELAY_MS } from "./constants.ts";

export class PageLoadError extends Error {
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number) {
    super(`We couldn't load ${url}${status ? ` (status ${status})` : ""}`);
    this.name = "PageLoadError";
    this.url = url;
    this.status = status;
  }
}

export type Navigation =
  | { kind: "render"; data: RouteData; status: 200 | 404 | 500; /** Set when the page data was redirected. */ redirectedTo?: string }
  | { kind: "full-load"; reason: "failed" | "build-changed" | "served-after-all" | "chunk-failed" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET with up to PAGE_DATA_RETRIES retries for network errors and unexpected statuses. */
export async function fetchWithRetries(url: string, accept: (status: number) => boolean, retries = PAGE_DATA_RETRIES): Promise<Response> {
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(RETRY_DELAY_MS);
    try {
      const res = await fetch(url, { headers: { accept: "application/json" } });
      if (accept(res.status)) return res;
      last = new PageLoadError(url, res.status);
    } catch (error) {
      last = error;
    }
  }
  throw last instanceof PageLoadError ? last : new PageLoadError(url, 0);
}

const shared = new Map<string, Promise<unknown>>();

/** Shared files are content-addressed or per build, so one fetch serves every navigation. */
function getShared<T>(url: string): Promise<T> {
  let pending = shared.get(url);
  if (!pending) {
    pending = fetchWithRetries(url, (s) => s === 200)
      .then((res) => res.json<T>())
      .catch((error: unknown) => {
        shared.delete(url);
        throw new PageLoadError(url, error instanceof PageLoadError ? error.status : 0);
      });
    shared.set(url, pending);
  }
  return pending as Promise<T>;
}

/** Page data already fetched (by a prefetch or an earlier visit), by page path. */
const pageDataCache = new Map<string, PageData>();

export function isLoaded(pathname: string): boolean {
  return pageDataCache.has(pathname);
}

async function fetchPageData(pathname: string): Promise<{ pageData: PageData; status: number; redirectedTo?: string }> {
  const res = await fetchWithRetries(pageDataPath(pathname), (s) => s === 200 || s === 404 || s === 500);
  const pageData = await res.json<PageData>();
  // The Worker answers the page data of a redirected path with a 301 to the target's page data.
  const finalPath = res.redirected ? pagePathOfPageData(new URL(res.url).pathname) : null;
  return { pageData, status: res.status, redirectedTo: finalPath ?? undefined };
}

/** Page data, shared data and template of a path, for prefetching (errors are ignored there). */
export async function prefetchPage(pathname: string): Promise<void> {
  if (pageDataCache.has(pathname)) return;
  const { pageData, status, redirectedTo } = await fetchPageData(pathname);
  if (status !== 200 || redirectedTo) return;
  pageDataCache.set(pathname, pageData);
  await Promise.all([loadTemplate(pageData.componentChunkName), ...pageData.staticQueryHashes.map((h) => getShared(staticQueryPath(h)))]);
}

async function assemble(pageData: PageData): Promise<RouteData> {
  const [queries, slices] = await Promise.all([
    Promise.all(pageData.staticQueryHashes.map(async (hash) => [hash, await getShared<SiteQueryData>(staticQueryPath(hash))] as const)),
    Promise.all(SLICE_NAMES.map(async (name) => [name, await getShared<SliceData[typeof name]>(slicePath(name))] as const)),
  ]);
  return { pageData, staticQueries: Object.fromEntries(queries), slices: Object.fromEntries(slices) as unknown as SliceData };
}

/** Does the server serve `pathname` after all (spec §4: HEAD check when page data says not found)? */
async function servedAfterAll(pathname: string): Promise<boolean> {
  try {
    // A redirect that ends on a page counts: a rule whose target has a #fragment answers the
    // page data with not found, and the full load then follows the rule, fragment and all.
    const res = await fetch(pathname, { method: "HEAD" });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Where the server sends an address (its path and query after the redirects it answers), asked
 * with HEAD; null when that cannot be found out (offline) or the answer is not a page.
 */
export async function addressAfterRedirects(address: string): Promise<string | null> {
  try {
    const res = await fetch(address, { method: "HEAD" });
    if (!res.ok && res.status !== 404) return null;
    const landed = new URL(res.url);
    return landed.origin === location.origin ? `${landed.pathname}${landed.search}` : null;
  } catch {
    return null;
  }
}

export interface LoadOptions {
  /** The build this page runs (its `webpackCompilationHash`). */
  runningHash: string;
}

export async function loadNavigation(pathname: string, { runningHash }: LoadOptions): Promise<Navigation> {
  let fetched: Awaited<ReturnType<typeof fetchPageData>>;
  const cached = pageDataCache.get(pathname);
  try {
    fetched = cached ? { pageData: cached, status: 200 } : await fetchPageData(pathname);
  } catch (error) {
    console.error(error);
    return { kind: "full-load", reason: "failed" };
  }
  const { pageData, status, redirectedTo } = fetched;
  if (pageData.webpackCompilationHash !== runningHash) return { kind: "full-load", reason: "build-changed" };
  if (pageData.notFound && (await servedAfterAll(pathname))) return { kind: "full-load", reason: "served-after-all" };
  try {
    await loadTemplate(pageData.componentChunkName);
  } catch (error) {
    console.error(error);
    return { kind: "full-load", reason: "chunk-failed" };
  }
  let data: RouteData;
  try {
    data = await assemble(pageData);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { kind: "full-load", reason: "failed" };
  }
  // A redirected page's data is the target's: keep it for the navigation to the target.
  if (status === 200) pageDataCache.set(redirectedTo ?? pathname, pageData);
  return { kind: "render", data, status: status === 404 || status === 500 ? status : 200, redirectedTo };
}

/**
 * The route data a pre-rendered page hydrates with (docs/decisions/018-speed.md): its page data
 * and the shared data it names, fetched (with retries) rather than read from a second, inline
 * copy. Null when it cannot be had, or is of another build: the page then stays as pre-rendered.
 */
export async function hydrationData(pathname: string, options: LoadOptions): Promise<RouteData | null> {
  // What a client navigation to the page would render, and only the page itself.
  const navigation = await loadNavigation(pathname, options);
  return navigation.kind === "render" && navigation.status === 200 && !navigation.redirectedTo ? navigation.data : null;
}

/** Forgets what was fetched (tests; a new build). */
export function resetPageLoader(): void {
  shared.clear();
  pageDataCache.clear();
}
