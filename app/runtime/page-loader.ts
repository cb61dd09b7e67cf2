// Loads what a client navigation needs: the page's data, the shared data it names (fetched
// once and reused) and its template chunk (spec §4, §7).
import { pageDataPath } from "../../redirects/core/paths.ts";
import type { SiteQueryData, SliceData } from "../../content/model.ts";
import { SLICE_NAMES, slicePath, staticQueryPath, type PageData, type RouteData } from "../lib/page-data.ts";
import { loadTemplate } from "../templates/registry.ts";

export class PageLoadError extends Error {
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number) {
    super(`We couldn't load ${url} (status ${status})`);
    this.name = "PageLoadError";
    this.url = url;
    this.status = status;
  }
}

async function getJson<T>(url: string, accept404 = false): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok && !(accept404 && res.status === 404)) throw new PageLoadError(url, res.status);
  return (await res.json()) as T;
}

const shared = new Map<string, Promise<unknown>>();

/** Shared files are content-addressed or per build, so one fetch serves every navigation. */
function getShared<T>(url: string): Promise<T> {
  let pending = shared.get(url);
  if (!pending) {
    pending = getJson<T>(url).catch((error: unknown) => {
      shared.delete(url);
      throw error;
    });
    shared.set(url, pending);
  }
  return pending as Promise<T>;
}

export async function loadRouteData(pathname: string): Promise<RouteData> {
  const pageData = await getJson<PageData>(pageDataPath(pathname), true);
  const [queries, slices] = await Promise.all([
    Promise.all(pageData.staticQueryHashes.map(async (hash) => [hash, await getShared<SiteQueryData>(staticQueryPath(hash))] as const)),
    Promise.all(SLICE_NAMES.map(async (name) => [name, await getShared<SliceData[typeof name]>(slicePath(name))] as const)),
    loadTemplate(pageData.componentChunkName),
  ]);
  return { pageData, staticQueries: Object.fromEntries(queries), slices: Object.fromEntries(slices) as unknown as SliceData };
}
