// Where the redirect map lives in KV (docs/decisions/005-redirect-map-in-kv.md, 021). Every
// published map is written under its own version (a hash of its rules); one pointer key names
// the live version, so publishing is one pointer write after the data is in place. The history
// of what was published, by whom and from which commit, is one key of its own: the Worker never
// reads it, and a version the Worker sets aside as corrupt leaves it untouched.

export const POINTER_KEY = "redirects:current";
/** The published maps, newest first (scripts/ops/redirect-history.ts): what `rollback` walks back. */
export const HISTORY_KEY = "redirects:history";
/** How many entries the history keeps. */
export const HISTORY_LIMIT = 50;
export const metaKey = (version: string) => `redirects:${version}:meta`;
export const shardKey = (version: string, index: number) => `redirects:${version}:shard:${index}`;
/** The rule list of a version, for `diff`, the history and humans; the Worker never reads it. */
export const rulesKey = (version: string) => `redirects:${version}:rules`;
/**
 * What the deployed Worker can read, written when it is deployed (and by `npm start` for the
 * local Worker): `{"mapFormat": 2, …}` (shards.ts MAP_FORMAT). `push` reads it before publishing a
 * map of a newer format than 1; a namespace without it has a Worker from before the key existed.
 */
export const WORKER_KEY = "redirects:worker";
