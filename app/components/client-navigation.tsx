// Follows links to the site's pages on the client once the page is interactive. One listener for
// the whole document: links are plain <a href> elements, whether a component or the build's
// Markdown wrote them, so they work as links before the scripts run and a link costs the
// pre-render nothing beyond its markup (docs/decisions/018-speed.md).
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { routedHref } from "../../policy/links.ts";

/** A click that asks to follow the link here, not in a new tab or window or as a download. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    // Enter on a focused link fires the same click, so keyboard use goes the same way.
    const onClick = (event: MouseEvent) => {
      const anchor = isPlainClick(event) && event.target instanceof Element ? event.target.closest("a") : null;
      const href = anchor && routedHref(anchor);
      if (!href) return;
      event.preventDefault();
      // Following a link to the address the visitor is at replaces it in the history, as a
      // router link does.
      const { pathname, search, hash } = window.location;
      void navigate(href, { replace: href === `${pathname}${search}${hash}` });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
