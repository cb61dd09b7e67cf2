// The Worker's bindings, as declared in wrangler.toml. (The shape `wrangler types` writes.)
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    REDIRECTS: KVNamespace;
    /** The exact script URLs /__third-party-proxy may fetch, separated by commas or spaces. */
    THIRD_PARTY_SCRIPTS?: string;
  }
}
type Env = Cloudflare.Env;
