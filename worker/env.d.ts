// The Worker's bindings, as declared in wrangler.toml. (The shape `wrangler types` writes.)
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    REDIRECTS: KVNamespace;
    /** Enquiries from the contact form (migrations/). */
    ENQUIRIES: D1Database;
    /** Enquiries that could not be written to D1, a key each, until the scheduled run moves them. */
    ENQUIRY_FALLBACK: KVNamespace;
    /** Sends the team's notification of an enquiry. */
    ENQUIRY_MAIL: SendEmail;
    ENQUIRY_FROM: string;
    ENQUIRY_TO: string;
    /** Who is told, by the scheduled run, when the redirect map turns bad and when it recovers. */
    ONCALL_TO: string;
    /** Signs the enquiry form's time token (a secret: `wrangler secret put`; `npm start` writes a local one). */
    ENQUIRY_SECRET?: string;
    /** Enquiries per client and minute (wrangler.toml [[ratelimits]]). */
    ENQUIRY_LIMITER: RateLimit;
    /** Days an enquiry is kept (default 365). */
    ENQUIRY_RETENTION_DAYS?: string;
    /** The edge's events (policy/events.ts): Workers Analytics Engine, dataset northfold_events.
     * Optional: without it the events are in the log lines only. */
    EVENTS?: AnalyticsEngineDataset;
    /** The exact script URLs /__third-party-proxy may fetch, separated by commas or spaces. */
    THIRD_PARTY_SCRIPTS?: string;
  }
}
type Env = Cloudflare.Env;
