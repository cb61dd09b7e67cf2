// Site search over the static index the build writes with Pagefind (/pagefind/).
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { TemplateProps } from "./props.ts";

interface Hit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}

interface Pagefind {
  search(term: string): Promise<{ results: PagefindResult[] }>;
}

const MAX_RESULTS = 20;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  const url = "/pagefind/pagefind.js";
  pagefind ??= import(/* @vite-ignore */ url) as Promise<Pagefind>;
  return pagefind;
}

/** Pagefind marks matches with <mark>; everything else in an excerpt is text. */
function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/);
  return (
    <p>
      {parts.map((part, i) => {
        const text = part
          .replace(/<[^>]*>/g, "")
          .replace(/&amp;/g, "&")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'");
        return i % 2 ? <mark key={i}>{text}</mark> : text;
      })}
    </p>
  );
}

/** The address's ?q= (a search link or a reload); "" in the pre-rendered page. */
function useQueryOfAddress(): string {
  return useSyncExternalStore(
    () => () => {},
    () => new URLSearchParams(window.location.search).get("q") ?? "",
    () => "",
  );
}

export default function SearchTemplate({ page }: TemplateProps<"search">) {
  const inputId = useId();
  const fromAddress = useQueryOfAddress();
  const [typed, setTyped] = useState<string | null>(null);
  const term = typed ?? fromAddress;
  const [found, setFound] = useState<Hit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef("");
  const q = term.trim();
  const hits = q ? found : null;

  useEffect(() => {
    latest.current = q;
    const url = new URL(window.location.href);
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
    if (!q) return;
    async function search() {
      try {
        const result = await (await loadPagefind()).search(q);
        const data = await Promise.all(result.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (latest.current !== q) return;
        setFound(
          data.map((d) => ({
            url: d.url.replace(/\.html$/, "").replace(/\/index$/, "/") || "/",
            title: d.meta.title ?? d.url,
            excerpt: d.excerpt,
          })),
        );
      } catch (error) {
        console.error(error);
        setFailed(true);
      }
    }
    const timer = setTimeout(() => void search(), 150);
    return () => clearTimeout(timer);
  }, [q]);

  return (
    <div className="container container--narrow section search">
      <h1>{page.fields.heading}</h1>
      <p className="lead">{page.fields.intro}</p>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>Search the site</label>
        <input id={inputId} type="search" name="q" value={term} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </form>
      <div aria-live="polite" className="search__results">
        {failed && <p>Search is not available right now. Try the navigation, or go to the home page.</p>}
        {hits && (
          <p className="search__count">
            {hits.length === 0
              ? "No pages match."
              : `${hits.length}${hits.length === MAX_RESULTS ? "+" : ""} page${hits.length === 1 ? "" : "s"} found.`}
          </p>
        )}
        {hits && hits.length > 0 && (
          <ol className="search__list">
            {hits.map((hit) => (
              <li key={hit.url}>
                <h2>
                  <Link to={hit.url}>{hit.title}</Link>
                </h2>
                <Excerpt html={hit.excerpt} />
              </li>
            ))}
          </ol>
        )}
      </div>
      <noscript>
        <p>Search needs JavaScript. Every page is also reachable from the menu and the footer.</p>
      </noscript>
    </div>
  );
}
