// The cookie notice (spec §4, §9): not in the pre-rendered HTML (it needs the script to act on a
// choice, and would cost every page its bytes); after hydration it shows when no choice is
// stored. It overlays the bottom of the window, so showing or hiding it never moves the page.
import { useSyncExternalStore } from "react";
import { useUi } from "../i18n/ui.ts";
import { currentConsent, onConsentChange, setConsent, type Consent } from "../runtime/consent.ts";

/** The stored choice; undefined while not known yet (pre-rendered HTML and hydration). */
export function useConsent(): Consent | undefined {
  return useSyncExternalStore<Consent | undefined>(onConsentChange, currentConsent, () => undefined);
}

export function CookieNotice() {
  // The notice keeps its English text on every page (spec §9).
  const { t } = useUi("en");
  const consent = useConsent();
  const text = t("cookie::text");
  const linkText = t("cookie::link");
  const [before, after] = text.split(linkText);
  if (consent !== null) return null;
  return (
    <section className="cookie-notice" aria-label={t("cookie::label")} lang="en">
      <p>
        {before}
        <a href="/privacy-notice#cookie-dif">{linkText}</a>
        {after}
      </p>
      {/* Two choices of equal weight; only "I agree" gives consent (spec §9 keeps its text and button). */}
      <p className="cookie-notice__actions">
        <button type="button" className="button" onClick={() => setConsent("granted")}>
          {t("cookie::agree")}
        </button>
        <button type="button" className="button" onClick={() => setConsent("denied")}>
          {t("cookie::decline")}
        </button>
      </p>
    </section>
  );
}

/** The control in the privacy notice's cookie section: change or withdraw consent. */
export function ConsentSettings() {
  const { t } = useUi();
  const consent = useConsent();
  const state =
    consent === "granted" ? t("cookie::stateGranted") : consent === "denied" ? t("cookie::stateDenied") : t("cookie::stateNone");
  return (
    <div className="consent-settings" lang="en">
      <h3>{t("cookie::settings")}</h3>
      <p aria-live="polite">{consent === undefined ? "" : state}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => setConsent("granted")} disabled={consent === "granted"}>
          {t("cookie::allow")}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setConsent("denied")} disabled={consent === "denied"}>
          {t("cookie::withdraw")}
        </button>
      </p>
    </div>
  );
}
