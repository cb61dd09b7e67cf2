// Counting a page view (docs/decisions/028-insight-at-the-edge.md), loaded only once a visitor
// has agreed: a first visit without consent never fetches this code. It sets the visitor id the
// first time (a random id, first-party, at most 13 months) and sends the view to our own Worker.
import { parseCookie, stringifySetCookie } from "cookie";
import { PAGEVIEW_PATH, VISITOR_COOKIE, VISITOR_ID, VISITOR_MAX_AGE_SEC } from "../../policy/events.ts";

/** A new visitor id: a random UUID's 122 random bits (nothing about the visitor goes into it). */
export const newVisitorId = (): string => crypto.randomUUID().replaceAll("-", "");

/** The Set-Cookie text of the visitor id: first-party, at most 13 months, SameSite=Lax. */
export function visitorCookie(id: string, secure: boolean): string {
  return stringifySetCookie({ name: VISITOR_COOKIE, value: id, maxAge: VISITOR_MAX_AGE_SEC, path: "/", sameSite: "lax", secure });
}

/** The visitor id a cookie header holds, if it is one of ours. */
export const visitorOf = (cookieHeader: string): string | undefined => {
  const id = parseCookie(cookieHeader)[VISITOR_COOKIE];
  return id && VISITOR_ID.test(id) ? id : undefined;
};

let first = true;

/** Sends one page view, after setting the visitor id if there is none yet. Call it only with consent. */
export function countView(path: string, template: string): void {
  if (!visitorOf(document.cookie)) document.cookie = visitorCookie(newVisitorId(), location.protocol === "https:");
  // The referring site matters on arrival only; later views come from our own pages.
  const body = JSON.stringify({ path, referrer: first ? document.referrer : "", template });
  first = false;
  navigator.sendBeacon(PAGEVIEW_PATH, new Blob([body], { type: "application/json" }));
}
