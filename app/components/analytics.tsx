// First-party web analytics (docs/decisions/028-insight-at-the-edge.md): while the visitor has
// agreed, each page opened sends one page view to our own Worker. No third-party script, nothing
// before consent, nothing after "Decline" or a withdrawal (which delete the visitor id).
import { useEffect } from "react";
import { useLocation } from "@remix-run/react";
import type { CompiledPage, SiteQueryData } from "../../content/model.ts";
import { useConsent } from "./cookie-notice.tsx";

export function Analytics({ site, page }: { site: SiteQueryData; page: CompiledPage }) {
  const consent = useConsent();
  const { pathname } = useLocation();
  useEffect(() => {
    if (site.analytics?.enabled && consent === "granted")
      void import("../runtime/pageviews.ts").then((m) => m.countView(pathname, page.template));
    // One view per page opened, and the page open when the visitor agrees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, consent]);
  return null;
}
