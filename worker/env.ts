export interface Env {
  ASSETS: Fetcher;
  REDIRECTS: KVNamespace;
}
