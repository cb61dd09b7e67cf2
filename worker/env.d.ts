// The Worker's bindings, as declared in wrangler.toml. (The shape `wrangler types` writes.)
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    REDIRECTS: KVNamespace;
    /** Comma-separated hosts /__third-party-proxy may fetch from. */
    THIRD_PARTY_HOSTS?: string;
  }
}
type Env = Cloudflare.Env;
