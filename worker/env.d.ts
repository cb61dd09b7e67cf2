// The Worker's bindings, as declared in wrangler.toml. (The shape `wrangler types` writes.)
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    REDIRECTS: KVNamespace;
  }
}
type Env = Cloudflare.Env;
