// The page-data wire format (spec §3, §7) and the data the content route renders.
import type { CompiledPage, SiteQueryData, SliceData, TemplateName } from "../../content/model.ts";
import type { EnquiryErrors, EnquiryInput } from "../../policy/enquiry.ts";
import { HYDRATE_FROM } from "../../policy/files.ts";

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
  /** The enquiry form as the Worker hands it back (422, 429): what was typed, and what is wrong. */
  enquiry?: EnquiryState;
}

/** The state of an enquiry form the Worker renders again (docs/decisions/017-enquiries.md). */
export interface EnquiryState {
  input: EnquiryInput;
  errors: EnquiryErrors;
  /** A message about the whole form (a UI string key): expired, rate limited, not stored. */
  notice?: "enquiry::expired" | "enquiry::sendAgain" | "enquiry::rateLimited" | "enquiry::notStored";
}

export const SLICE_NAMES = ["header", "footer"] as const satisfies ReadonlyArray<keyof SliceData>;

/**
 * What a pre-rendered page carries inline instead of its route data (docs/decisions/018-speed.md):
 * the page whose page data it hydrates from, and its template chunk for the preload hint.
 */
export interface RouteReference {
  [HYDRATE_FROM]: string;
  templateChunk?: string;
}

export const isRouteReference = (value: unknown): value is RouteReference =>
  typeof value === "object" && value !== null && HYDRATE_FROM in value;

/** A page's route data (as its loader returns it), told apart from the other routes' data. */
export const isRouteData = (value: unknown): value is RouteData =>
  typeof value === "object" && value !== null && "pageData" in value && "staticQueries" in value;

export const referenceTo = (route: RouteData): RouteReference => ({
  [HYDRATE_FROM]: route.pageData.path,
  ...(route.templateChunk ? { templateChunk: route.templateChunk } : {}),
});

/**
 * Puts `route` in place of every reference in `loaderData`, keeping the reference's template
 * chunk URL: the server's render (entry.server.tsx) and the browser's hydration
 * (runtime/startup.ts) both see the page's data where its document carries the reference.
 */
export function resolveReferences(loaderData: Record<string, unknown>, route: RouteData): void {
  for (const [id, value] of Object.entries(loaderData))
    if (isRouteReference(value)) loaderData[id] = { ...route, ...(value.templateChunk ? { templateChunk: value.templateChunk } : {}) };
}
