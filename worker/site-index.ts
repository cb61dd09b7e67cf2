// The pages the build pre-rendered, for case folding and for mapping clean paths to files.

export interface SiteIndexData {
  buildHash: string;
  /** Every pre-rendered page path, as written ("/", "/company/about"); fallbacks excluded. */
  pages: string[];
}

export class SiteIndex {
  private readonly byFolded: Map<string, string>;
  readonly data: SiteIndexData;
  constructor(data: SiteIndexData) {
    this.data = data;
    this.byFolded = new Map(data.pages.map((p) => [p.toLowerCase(), p]));
  }
  /** The canonical spelling of a page path, whatever its letter case. */
  canonical(path: string): string | undefined {
    return this.byFolded.get(path.toLowerCase());
  }
  /** The pre-rendered file of a page path (exact spelling). */
  fileOf(path: string): string | undefined {
    if (this.byFolded.get(path.toLowerCase()) !== path) return undefined;
    return path === "/" ? "/index.html" : `${path}.html`;
  }
}
