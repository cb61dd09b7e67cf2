// Markdown rendered at build time. Clicks on internal links navigate on the client.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isInternalLink } from "../../redirects/core/links.ts";

/** The site path a click should navigate to on the client, or null to let the browser follow it. */
function clientTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  const href = anchor?.getAttribute("href");
  if (!anchor || !href || anchor.target || !isInternalLink(href)) return null;
  return href;
}

export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  // One listener for every link of the text (the links are plain HTML, not React elements);
  // they stay keyboard-operable as links, since Enter on a link fires the same click.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const href = clientTarget(event);
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  if (!html) return null;
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
