// The pages the build pre-rendered, as the Worker bundles them: for letter-case redirects and
// for mapping a clean path to its file. The build writes the data (build/worker/site-index.json).
import { hashesOf, type InlineHashes } from "./csp.ts";
import type { HeldEnquiries } from "./enquiry.ts";
import type { SecurityContact } from "./security-txt.ts";
import { htmlFileOf, isFallbackResource } from "./files.ts";
import { caseKey, hasFileExtension } from "./paths.ts";

export interface SiteIndexData {
  buildHash: string;
  /** Every pre-rendered page path, as written ("/", "/company/about"); fallbacks excluded. */
  pages: string[];
  /** The hashes of the inline scripts and styles of every HTML file, for its content security policy. */
  inline: InlineHashes;
  /** Pages with an enquiry form, by path: their language and the thank-you page a sent form goes to. */
  forms: Record<string, { lang: "en" | "de"; thanks: string }>;
  /** How many held enquiries are kept, and for how long (content/site.yaml facts). */
  held: HeldEnquiries;
  /** What /.well-known/security.txt says (content/site.yaml security); its Expires is the Worker's.
   * Every build writes it; the redirect tools' own indexes (a model of the Worker's redirect
   * steps only) leave it out. */
  security?: SecurityContact;
}

export class SiteIndex {
  private readonly byFolded: Map<string, string>;
  readonly data: SiteIndexData;
  constructor(data: SiteIndexData) {
    this.data = data;
    this.byFolded = new Map(data.pages.map((p) => [caseKey(p), p]));
  }
  /** The canonical spelling of a page path, whatever its letter case. */
  canonical(path: string): string | undefined {
    return this.byFolded.get(caseKey(path));
  }
  /** The hashes of a built HTML file's inline scripts and styles (`/crm.html`). */
  hashesOf(file: string) {
    return hashesOf(this.data.inline, file);
  }
  /** The enquiry form a page path holds (exact spelling only). */
  formOf(path: string) {
    return Object.hasOwn(this.data.forms, path) ? this.data.forms[path] : undefined;
  }
  /** The pre-rendered file of a page path (exact spelling only). */
  fileOf(path: string): string | undefined {
    return this.byFolded.get(caseKey(path)) === path ? htmlFileOf(path) : undefined;
  }
}

/**
 * Which file of the build answers a decoded path (step 5 of the Worker, worker/static-files.ts):
 * an error page, its file or its data is not found under its own address (spec §2.3); a page
 * path is its pre-rendered HTML file; a path with a file extension is the file of that name, if
 * the build has one; anything else is no file (the 404 page, rendered).
 */
export function fileStepOf(path: string, pages: SiteIndex): { notFound: true } | { page: string } | { asset: string } | null {
  if (isFallbackResource(path)) return { notFound: true };
  const file = pages.fileOf(path);
  if (file) return { page: file };
  return hasFileExtension(path) ? { asset: path } : null;
}
