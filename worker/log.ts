// One JSON line per request for SREs (`wrangler tail --format json`), plus rare events.
// No personal data: no IP address, no user agent, no query string.

export type Outcome =
  | "asset"
  | "page"
  | "redirect"
  | "not-found"
  | "bad-request"
  | "method-not-allowed"
  | "version"
  | "proxy"
  | "error"
  | "enquiry"
  | "enquiry-invalid"
  | "enquiry-rate-limited"
  | "enquiry-spam"
  | "enquiry-store-failed";

export interface RequestLog {
  event: "request";
  time: string;
  method: string;
  path: string;
  status: number;
  outcome: Outcome;
  /** Source of the redirect rule that answered, if one did. */
  rule?: string;
  /** Why a redirect was answered: a map rule, the page's letter case, or the trailing slash. */
  redirect?: "rule" | "case" | "slash";
  mapVersion: string;
  mapSource: string;
  buildHash: string;
  durationMs: number;
  /** Guard refusals and errors: what went wrong, without request data. */
  reason?: string;
}

export interface LogEvent {
  event: string;
  level: "info" | "error";
  [field: string]: unknown;
}

export function writeLog(line: RequestLog | LogEvent): void {
  const record = "time" in line ? line : { time: new Date().toISOString(), ...line };
  const text = JSON.stringify(record);
  if ("level" in line && line.level === "error") console.error(text);
  else console.log(text);
}
