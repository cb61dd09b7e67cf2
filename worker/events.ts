// The edge's events (policy/events.ts, docs/decisions/028-insight-at-the-edge.md): which event a
// request makes (a rule redirect, a 404; a page view is the /__pageview answer's own), its fields
// for the log line, and the write to Workers Analytics Engine. The write is never awaited (the
// binding queues it) and never fails a request: a binding that throws is logged and forgotten.
import { dataPointOf, referrerHostOf, type EventLogFields, type SiteEvent } from "../policy/events.ts";
import { pagePathOfPageData } from "../policy/files.ts";
import { languageOfPath } from "../policy/paths.ts";
import type { Answer } from "./answer.ts";
import type { Logger } from "./log.ts";

/** The event of an answered request, with the fields its log line adds: a map rule's redirect, a
 * 404 (page data of an unknown page counts as its page), or the answer's own (a page view). */
export function eventOf(result: Answer, request: Request, url: URL): { event?: SiteEvent; fields: EventLogFields } {
  if (result.event) return { event: result.event, fields: {} };
  if (result.log?.redirect === "rule" && result.log.rule)
    return {
      event: { kind: "redirect", rule: result.log.rule, target: result.log.target ?? "", mapVersion: result.lookup?.version ?? "" },
      fields: {},
    };
  if (result.outcome === "not-found") {
    const path = pagePathOfPageData(url.pathname) ?? url.pathname;
    const fields = { referrerHost: referrerHostOf(request.headers.get("referer"), url.hostname), lang: languageOfPath(path) };
    return { event: { kind: "not-found", path: path.slice(0, 512), ...fields }, fields };
  }
  return { fields: {} };
}

/** Writes the event's data point; whatever the binding does, the request goes on. */
export function recordEvent(env: Env, event: SiteEvent, log: Logger): void {
  try {
    env.EVENTS?.writeDataPoint(dataPointOf(event));
  } catch (error) {
    log({ event: "analytics-write-failed", level: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
