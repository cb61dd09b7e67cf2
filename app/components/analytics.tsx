// Web analytics, off unless content/site.yaml turns it on, and then only after consent. Its
// script is fetched through the Worker's /__third-party-proxy, which allows only listed hosts.
import { useEffect } from "react";
import type { SiteQueryData } from "../../content/model.ts";
import { analyticsScript, removeAnalytics } from "../runtime/consent.ts";
import { useConsent } from "./cookie-notice.tsx";

export function Analytics({ site }: { site: SiteQueryData }) {
  const consent = useConsent();
  const src = analyticsScript(site, consent ?? null);
  useEffect(() => {
    // Declined or withdrawn (after agreeing in this page, perhaps): nothing of it stays.
    if (consent === "denied") removeAnalytics(site);
    if (!src || document.querySelector("script[data-analytics]")) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.analytics = "";
    document.head.appendChild(script);
  }, [src, consent, site]);
  return null;
}
