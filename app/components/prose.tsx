// Markdown rendered at build time. Clicks on internal links navigate on the client.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  if (!html) return null;
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || anchor.target || !href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    navigate(href);
  }
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
