// Where the redirect map lives in KV (docs/decisions/005-redirect-map-in-kv.md): every
// pushed map under its own version key, and one pointer key naming the live version, so a
// push is a single pointer write and a rollback points back at the previous version.

export const POINTER_KEY = "redirects:current";
export const PREVIOUS_POINTER_KEY = "redirects:previous";
export const mapKey = (version: string) => `redirects:map:${version}`;
