// The page-data wire format (spec §3, §7) and the data the content route renders.
import type { CompiledPage, SiteQueryData, SliceData, TemplateName } from "../../content/model.ts";

export interface PageData {
  path: string;
  /** The template that renders the page; each is its own client chunk. */
  componentChunkName: TemplateName;
  webpackCompilationHash: string;
  /** Pattern of a client-only route; null for pre-rendered pages. */
  matchPath: string | null;
  staticQueryHashes: string[];
  getServerDataError: null;
  slicesMap: Record<keyof SliceData, keyof SliceData>;
  result: { page: CompiledPage };
  /** Only on the 404 page's data. */
  notFound?: true;
}

export interface AppData {
  webpackCompilationHash: string;
}

/** What the content route renders: page data plus the shared data it names. */
export interface RouteData {
  pageData: PageData;
  staticQueries: Record<string, SiteQueryData>;
  slices: SliceData;
  /** URL of the template's client chunk, for the first load's preload hint (server only). */
  templateChunk?: string;
}

export const SLICE_NAMES = ["header", "footer"] as const satisfies ReadonlyArray<keyof SliceData>;
