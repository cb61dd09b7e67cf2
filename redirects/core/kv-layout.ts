// Where the redirect map lives in KV (docs/decisions/005-redirect-map-in-kv.md). Every pushed
// map is written under its own version; one pointer key names the live version, so a push is
// one pointer write after the data is in place, and a rollback points back at the previous one.

export const POINTER_KEY = "redirects:current";
/** The version that was live before the current one: what a rollback restores. */
export const PREVIOUS_POINTER_KEY = "redirects:previous";
export const metaKey = (version: string) => `redirects:${version}:meta`;
export const shardKey = (version: string, index: number) => `redirects:${version}:shard:${index}`;
/** The rule list of a version, for `diff` and for humans; the Worker never reads it. */
export const rulesKey = (version: string) => `redirects:${version}:rules`;
