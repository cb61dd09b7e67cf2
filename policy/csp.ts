// The content security policy of every HTML answer (docs/decisions/016-hardening-and-csp.md):
// one module for the build, which hashes the inline scripts and styles of each pre-rendered
// file, and the Worker, which sends each file's policy, or a nonce for what it renders itself.
// Pure: no I/O.

/** How the build records the hashes of every pre-rendered HTML file (in build/worker/site-index.json).
 * Sources are interned: most pages share most of their scripts. */
export interface InlineHashes {
  /** Every distinct source, e.g. `'sha256-…'`. */
  sources: string[];
  /** Per HTML file (`/crm.html`): indexes into `sources` of its inline scripts and of its inline styles. */
  files: Record<string, { scripts: number[]; styles: number[] }>;
}

export interface PolicyInput {
  /** Hash sources of the document's inline scripts. */
  scriptHashes?: readonly string[];
  /** A per-response nonce for documents rendered on request. */
  nonce?: string;
  /** Hash sources of the document's inline `<style>` elements. */
  styleHashes?: readonly string[];
  /** Origins (`https://host`) a consented third-party script may talk to. */
  thirdPartyOrigins?: readonly string[];
}

/**
 * The policy: nothing by default; scripts only by hash or nonce, and what those load
 * (`'strict-dynamic'`: the app's module graph, the analytics loader); styles, fonts, images,
 * data and the service worker from this origin, and images also as data URLs (the favicon, which
 * travels in the document); no plugins, no `<base>`, forms only to this
 * origin, never framed.
 */
export function contentSecurityPolicy({ scriptHashes = [], nonce, styleHashes = [], thirdPartyOrigins = [] }: PolicyInput): string {
  const scripts = [...scriptHashes, ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'none'"],
    ["script-src", ...(scripts.length ? ["'strict-dynamic'", ...scripts] : ["'none'"])],
    ["style-src", "'self'", ...styleHashes],
    ["img-src", "'self'", "data:", ...thirdPartyOrigins],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...thirdPartyOrigins],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The policy of every answer that is not HTML (JSON, scripts, images, feeds): only this origin,
 * never framed. Workers run under the policy of their own script: the service worker fetches
 * from this origin, and site search's worker (Pagefind) compiles its WebAssembly index reader. */
export const NON_HTML_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; frame-ancestors 'none'";

/** The hash sources recorded for one pre-rendered file, or undefined if the build saw no such file. */
export function hashesOf(index: InlineHashes, file: string): { scriptHashes: string[]; styleHashes: string[] } | undefined {
  const entry = index.files[file];
  if (!entry) return undefined;
  const pick = (ids: number[]) => ids.map((i) => index.sources[i] ?? "");
  return { scriptHashes: pick(entry.scripts), styleHashes: pick(entry.styles) };
}
