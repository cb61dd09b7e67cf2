// The events the Worker records at the edge (docs/decisions/028-insight-at-the-edge.md): a rule
// redirect, a 404 and, only from visitors who agreed, a page view. Each is written twice: as a
// Workers Analytics Engine data point (never awaited, never on a path that can fail the request)
// and as fields of the request's JSON log line, so every report works from either source. One
// home for both shapes: the Worker writes them here, the reports (scripts/ops) read them here.

/** The visitor's cookie choice (spec §4): "granted" or "denied", one year. */
export const CONSENT_COOKIE = "northfold_consent";

/** Where the browser sends a page view, same origin, only while the visitor id cookie is set. */
export const PAGEVIEW_PATH = "/__pageview";

/** The first-party cookie "I agree" sets: a random visitor id, kept at most 13 months. */
export const VISITOR_COOKIE = "northfold_visitor";
export const VISITOR_MAX_AGE_SEC = 395 * 24 * 60 * 60;
/** A visitor id: a random UUID's 32 hexadecimal digits. */
export const VISITOR_ID = /^[0-9a-f]{32}$/;

export type Lang = "en" | "de";

export type SiteEvent =
  | { kind: "redirect"; rule: string; target: string; mapVersion: string }
  | { kind: "not-found"; path: string; referrerHost: string; lang: Lang }
  | { kind: "pageview"; path: string; referrerHost: string; lang: Lang; template: string };

export type EventKind = SiteEvent["kind"];

/** The blobs of each kind's data point after blob1 (the kind), in order: blob2, blob3, … */
export const EVENT_BLOBS = {
  redirect: ["rule", "target", "mapVersion"],
  "not-found": ["path", "referrerHost", "lang"],
  pageview: ["path", "referrerHost", "lang", "template"],
} as const satisfies Record<EventKind, readonly string[]>;

/** Analytics Engine caps a blob at 16 KB in all; ours stay far below: each text is cut here. */
const MAX_TEXT = 512;
const cut = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

export interface DataPoint {
  indexes: string[];
  blobs: string[];
  doubles: number[];
}

/** The data point of an event: index1 and blob1 are the kind (the sampling key), then its blobs. */
export function dataPointOf(event: SiteEvent): DataPoint {
  const fields = EVENT_BLOBS[event.kind] as readonly string[];
  const values = event as unknown as Record<string, string>;
  return { indexes: [event.kind], blobs: [event.kind, ...fields.map((f) => cut(values[f] ?? ""))], doubles: [1] };
}

/** The host of a Referer header, lower case; "" for none, for an unreadable one, and for our own
 * site (a visitor moving between our pages was not referred). */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === ownHost.toLowerCase() ? "" : host;
  } catch {
    return "";
  }
}

/** The log-line fields that carry an event, beside the request line's own `path`, `rule`, … */
export interface EventLogFields {
  referrerHost?: string;
  lang?: Lang;
  template?: string;
  /** A page view's page (the request line's `path` is the beacon's). */
  page?: string;
}

/** The event a JSON log line carries, if any: a rule redirect, a 404 or a page view. */
export function eventOfLogLine(line: unknown): { time: string; event: SiteEvent } | undefined {
  if (!line || typeof line !== "object") return undefined;
  const l = line as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const lang = (v: unknown): Lang => (v === "de" ? "de" : "en");
  if (l.event !== "request" || typeof l.time !== "string") return undefined;
  const time = l.time;
  if (l.redirect === "rule" && typeof l.rule === "string")
    return { time, event: { kind: "redirect", rule: l.rule, target: str(l.target), mapVersion: str(l.mapVersion) } };
  if (l.outcome === "not-found" && typeof l.path === "string")
    return { time, event: { kind: "not-found", path: l.path, referrerHost: str(l.referrerHost), lang: lang(l.lang) } };
  if (l.outcome === "pageview" && typeof l.page === "string")
    return {
      time,
      event: { kind: "pageview", path: l.page, referrerHost: str(l.referrerHost), lang: lang(l.lang), template: str(l.template) },
    };
  return undefined;
}
