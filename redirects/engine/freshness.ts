// How soon a published or rolled-back redirect map reaches visitors (README "Redirects"):
// the Worker asks KV for the live version at most this often, and browsers may keep a 301
// for these lifetimes. A rule's lifetime is short so that a rollback reaches a returning
// browser within minutes; the canonical redirects (letter case, trailing slash) follow the
// site's own pages and may be kept longer.

/** How long a Worker isolate keeps the live version before asking KV again. */
export const POINTER_TTL_SECONDS = 30;
/** Cache-Control max-age of a rule's redirect. */
export const RULE_REDIRECT_MAX_AGE = 300;
/** Cache-Control max-age of a letter-case or trailing-slash redirect. */
export const CANONICAL_REDIRECT_MAX_AGE = 86_400;
/** How often the Worker's scheduled run runs (wrangler.toml's cron; a test keeps the two equal):
 * each run logs the scheduled rules whose moment came since the run before. */
export const SCHEDULED_EVERY_MINUTES = 15;
