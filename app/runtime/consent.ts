// The visitor's cookie choice (spec §4 cookie banner): a first-party cookie kept for a year.
// Nothing that needs consent (web analytics) runs before it says "granted". The cookie texts are
// read and written by the `cookie` package.
import { parseCookie, stringifySetCookie } from "cookie";
import { CONSENT_COOKIE, VISITOR_COOKIE } from "../../policy/events.ts";
export { CONSENT_COOKIE };
export const CONSENT_MAX_AGE_SEC = 365 * 24 * 60 * 60;

export type Consent = "granted" | "denied" | null;

export function readConsent(cookieHeader: string): Consent {
  const value = parseCookie(cookieHeader)[CONSENT_COOKIE];
  return value === "granted" || value === "denied" ? value : null;
}

/** The Set-Cookie text for a choice; Secure on https (spec: SameSite=Lax, one year). */
export function consentCookie(choice: "granted" | "denied", secure: boolean): string {
  return stringifySetCookie({ name: CONSENT_COOKIE, value: choice, maxAge: CONSENT_MAX_AGE_SEC, path: "/", sameSite: "lax", secure });
}

type Listener = (consent: Consent) => void;
const listeners = new Set<Listener>();

export function currentConsent(): Consent {
  return typeof document === "undefined" ? null : readConsent(document.cookie);
}

/** Records the choice. "Decline" and withdrawing also delete the visitor id at once, so no page
 * view can be counted after that ("I agree" has app/runtime/pageviews.ts set it). */
export function setConsent(choice: "granted" | "denied"): void {
  document.cookie = consentCookie(choice, window.location.protocol === "https:");
  if (choice === "denied") for (const text of expiredCookies(VISITOR_COOKIE, location.hostname)) document.cookie = text;
  for (const listener of listeners) listener(choice);
}

/** The Set-Cookie texts that delete a cookie, for this path and for the site's domain and its parent. */
export function expiredCookies(name: string, hostname: string): string[] {
  const parts = hostname.split(".");
  const domains = parts.length > 1 && !/^[\d.]+$/.test(hostname) ? [hostname, parts.slice(-2).join(".")] : [];
  return [undefined, ...domains].map((domain) => stringifySetCookie({ name, value: "", maxAge: 0, path: "/", domain }));
}

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
