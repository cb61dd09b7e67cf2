// One JSON line per request for SREs (`wrangler tail --format json`), plus rare events. Every
// line carries the request id of the request it belongs to (or of the scheduled run), so one
// request can be followed across lines and tools. No personal data: no IP address, no user
// agent, no query string. The fields and events are listed here once; the README's "Logs"
// table documents exactly these (tests/unit/log-fields.test.ts compares them).

/** Every field a line can carry. */
export const LOG_FIELDS = [
  // every line
  "time",
  "requestId",
  "event",
  // request lines
  "method",
  "path",
  "status",
  "outcome",
  "redirect",
  "rule",
  "target",
  "mapVersion",
  "mapSource",
  "buildHash",
  "durationMs",
  "reason",
  // the edge's events (policy/events.ts): a 404's referrer and language, a page view's page
  "referrerHost",
  "lang",
  "template",
  "page",
  // events
  "level",
  "message",
  "badVersion",
  "detail",
  "retryInMs",
  "snapshotRules",
  "mapRules",
  "id",
  "d1Error",
  "kvError",
  "moved",
  "failed",
  "ids",
  "tried",
  "retentionDays",
  "deleted",
  "heldDays",
  "heldDeleted",
  "heldTrimmed",
  "health",
  "alarm",
  // scheduled rules (worker/redirect-schedule.ts)
  "from",
  "until",
  "scheduledRules",
  "wentLive",
  "expired",
] as const;
export type LogField = (typeof LOG_FIELDS)[number];

/** Every value of `event`. */
export const LOG_EVENTS = [
  "request",
  "redirect-map-empty",
  "redirect-map-corrupt",
  "redirect-map-unreadable",
  "redirect-map-snapshot-partial",
  "redirect-map-recovered",
  "redirect-map-alarm",
  "redirect-map-alarm-failed",
  "worker-exception",
  "enquiry-secret-missing",
  "enquiry-rate-limit-unavailable",
  "enquiry-store-failed",
  "enquiry-stored-in-fallback",
  "enquiry-notify-failed",
  "enquiry-held-trim-failed",
  "scheduled-fallback-moved",
  "scheduled-fallback-moved-failed",
  "scheduled-notifications-retried",
  "scheduled-notifications-retried-failed",
  "scheduled-retention",
  "scheduled-retention-failed",
  "scheduled-map-health",
  "scheduled-map-health-failed",
  "scheduled-rule-moments",
  "scheduled-rule-moments-failed",
  "redirect-rule-live",
  "redirect-rule-expired",
  "analytics-write-failed",
] as const;
export type LogEventName = (typeof LOG_EVENTS)[number];

export type Outcome =
  | "asset"
  | "page"
  | "redirect"
  | "not-found"
  | "bad-request"
  | "method-not-allowed"
  | "version"
  | "security-txt"
  | "proxy"
  | "error"
  | "enquiry"
  | "enquiry-invalid"
  | "enquiry-rate-limited"
  | "enquiry-spam"
  | "enquiry-held"
  | "enquiry-store-failed"
  | "pageview"
  | "pageview-ignored";

export interface RequestLog {
  event: "request";
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  outcome: Outcome;
  /** Source of the redirect rule that answered, if one did. */
  rule?: string;
  /** Why a redirect was answered: a map rule, the page's letter case, or the trailing slash. */
  redirect?: "rule" | "case" | "slash";
  /** Where a redirect sent the visitor: the path (or an external URL) without its query string. */
  target?: string;
  mapVersion: string;
  mapSource: string;
  buildHash: string;
  durationMs: number;
  /** Guard refusals and errors: what went wrong, without request data. */
  reason?: string;
  /** A 404's or a page view's referring host ("" for none or our own site), and its language. */
  referrerHost?: string;
  lang?: "en" | "de";
  /** A page view's page and its template. */
  page?: string;
  template?: string;
}

/** A rare event: any of the listed fields, nothing else (an unlisted field does not compile). */
export type LogEvent = { event: Exclude<LogEventName, "request">; level: "info" | "error" } & {
  [K in Exclude<LogField, "event" | "level" | "requestId" | "time">]?: unknown;
};

/** Writes lines for one request (or one scheduled run): each carries its id. */
export type Logger = (event: LogEvent) => void;

export function writeLog(line: RequestLog | (LogEvent & { requestId?: string })): void {
  const record = "time" in line ? line : { time: new Date().toISOString(), ...line };
  const text = JSON.stringify(record);
  if ("level" in line && line.level === "error") console.error(text);
  else console.log(text);
}

/** The request id: Cloudflare's `cf-ray` where the edge set one, else a new one. */
export const requestIdOf = (request: Request): string => request.headers.get("cf-ray") ?? crypto.randomUUID();

/** The header a response carries its request id in, for support tickets and `wrangler tail`. */
export const REQUEST_ID_HEADER = "x-request-id";

/** A logger whose lines carry `requestId`. */
export const loggerFor =
  (requestId: string): Logger =>
  (event) =>
    writeLog({ requestId, ...event });
