// Watches internal links: those in view join the prefetch queue, hover or focus loads at once.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { isLoaded, prefetchPage } from "../runtime/page-loader.ts";
import { PrefetchQueue, prefetchAllowed, type ConnectionLike } from "../runtime/prefetch.ts";
import { routedHref } from "../../policy/links.ts";

/** The page a link leads to, when the router would follow it to another page. */
function internalPath(anchor: HTMLAnchorElement): string | null {
  const href = routedHref(anchor);
  if (!href) return null;
  const { pathname } = new URL(href, window.location.origin);
  return pathname === window.location.pathname ? null : pathname;
}

let queue: PrefetchQueue | null = null;

export function PrefetchLinks() {
  const location = useLocation();
  useEffect(() => {
    const nav = navigator as Navigator & { connection?: ConnectionLike };
    if (!prefetchAllowed({ userAgent: nav.userAgent, connection: nav.connection }) || !("IntersectionObserver" in window)) return;
    queue ??= new PrefetchQueue({ load: prefetchPage, isLoaded });
    const q = queue;
    // Several links may lead to one page: it leaves the queue only when none of them is in view.
    const inView = new Map<string, Set<Element>>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const path = internalPath(entry.target as HTMLAnchorElement);
        if (!path) continue;
        const links = inView.get(path) ?? new Set<Element>();
        inView.set(path, links);
        if (entry.isIntersecting) {
          links.add(entry.target);
          q.add(path);
        } else if (links.delete(entry.target) && links.size === 0) q.remove(path);
      }
    });
    document.querySelectorAll<HTMLAnchorElement>("a[href^='/']").forEach((a) => observer.observe(a));
    const eager = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      const path = anchor ? internalPath(anchor) : null;
      if (path) q.now(path);
    };
    document.addEventListener("mouseover", eager, { passive: true });
    document.addEventListener("focusin", eager);
    return () => {
      observer.disconnect();
      for (const path of q.pending) q.remove(path);
      document.removeEventListener("mouseover", eager);
      document.removeEventListener("focusin", eager);
    };
  }, [location.key]);
  return null;
}
