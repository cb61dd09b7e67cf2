// The visitor's cookie choice (spec §4 cookie banner): a first-party cookie kept for a year.
// Nothing that needs consent (web analytics) runs before it says "granted".
export const CONSENT_COOKIE = "northfold_consent";
export const CONSENT_MAX_AGE_SEC = 365 * 24 * 60 * 60;

export type Consent = "granted" | "denied" | null;

export function readConsent(cookieHeader: string): Consent {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "granted" || value === "denied")) return value;
  }
  return null;
}

/** The Set-Cookie text for a choice; Secure on https (spec: SameSite=Lax, one year). */
export function consentCookie(choice: "granted" | "denied", secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SEC}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The analytics script to load, through the Worker's proxy; none unless enabled and consented to. */
export function analyticsScript(site: { analytics?: { enabled: boolean; scriptUrl: string } }, consent: Consent): string | null {
  if (!site.analytics?.enabled || consent !== "granted") return null;
  return `/__third-party-proxy?url=${encodeURIComponent(site.analytics.scriptUrl)}`;
}

type Listener = (consent: Consent) => void;
const listeners = new Set<Listener>();

export function currentConsent(): Consent {
  return typeof document === "undefined" ? null : readConsent(document.cookie);
}

export function setConsent(choice: "granted" | "denied"): void {
  document.cookie = consentCookie(choice, window.location.protocol === "https:");
  for (const listener of listeners) listener(choice);
}

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
