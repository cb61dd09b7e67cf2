// Site search over the static index the build writes with Pagefind (/pagefind/). Each result
// shows the kind of page and where it sits (its breadcrumb), then the matching passage; the
// first 20 results come at once and "Show more" adds the next 20.
import { SiteLink } from "../components/site-link.tsx";
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useUi } from "../i18n/ui.ts";
import { excerptOf } from "../lib/excerpt.ts";
import type { TemplateProps } from "./props.ts";
import { ClosingBand } from "../components/prose.tsx";
import { pagePathOfHtmlFile } from "../../policy/files.ts";

interface Hit {
  url: string;
  title: string;
  kind?: string;
  crumbs?: string;
  /** Text and matched words taking turns (excerptOf). */
  excerpt: string[];
}

interface PagefindData {
  url: string;
  meta: { title?: string; kind?: string; crumbs?: string };
  /** The page's indexed text, as plain text. */
  content: string;
  /** The indexes of the words of `content` that match. */
  locations: number[];
}

interface PagefindResult {
  data(): Promise<PagefindData>;
}

interface Pagefind {
  search(term: string): Promise<{ results: PagefindResult[] }>;
}

const PAGE_SIZE = 20;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  const url = "/pagefind/pagefind.js";
  pagefind ??= import(/* @vite-ignore */ url) as Promise<Pagefind>;
  return pagefind;
}

const toHit = (d: PagefindData): Hit => ({
  url: pagePathOfHtmlFile(d.url),
  title: d.meta.title ?? d.url,
  kind: d.meta.kind,
  crumbs: d.meta.crumbs,
  excerpt: excerptOf(d.content, d.locations),
});

/** The next page of results from `from` on, with their data loaded. */
const hitsOf = async (results: PagefindResult[], from: number) =>
  (await Promise.all(results.slice(from, from + PAGE_SIZE).map((r) => r.data()))).map(toHit);

/** The passage as text, its matched words marked. */
function Excerpt({ parts }: { parts: string[] }) {
  return <p>{parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</p>;
}

/** A layout effect in the browser (it runs in the hydrating commit, before any re-render); none in pre-rendering. */
const useHydrationLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export default function SearchTemplate({ page }: TemplateProps<"search">) {
  const { t } = useUi();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The address's ?q= (a search link, a reload): read once the page runs, as the pre-rendered
  // page has none. What the visitor types replaces it, and only then is the address rewritten.
  const [fromAddress, setFromAddress] = useState("");
  const [typed, setTyped] = useState<string | null>(null);
  const term = typed ?? fromAddress;
  const [found, setFound] = useState<{ q: string; results: PagefindResult[]; hits: Hit[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef("");
  const q = term.trim();
  const userTyped = typed !== null;
  const current = q && found?.q === q ? found : null;

  // Arriving on the search page means wanting to type.
  useEffect(() => input.current?.focus(), []);
  // What a visitor typed before the page's scripts ran is kept: React hydrates around it.
  useHydrationLayoutEffect(() => {
    setFromAddress(new URLSearchParams(window.location.search).get("q") ?? "");
    const early = input.current?.value;
    if (early) setTyped((now) => now ?? early);
  }, []);

  useEffect(() => {
    latest.current = q;
    if (userTyped) {
      const url = new URL(window.location.href);
      if (q) url.searchParams.set("q", q);
      else url.searchParams.delete("q");
      window.history.replaceState(window.history.state, "", url);
    }
    if (!q) return;
    async function search() {
      try {
        const { results } = await (await loadPagefind()).search(q);
        const hits = await hitsOf(results, 0);
        if (latest.current === q) setFound({ q, results, hits });
      } catch (error) {
        console.error(error);
        setFailed(true);
      }
    }
    const timer = setTimeout(() => void search(), 150);
    return () => clearTimeout(timer);
  }, [q, userTyped]);

  async function showMore() {
    if (!current) return;
    const next = await hitsOf(current.results, current.hits.length);
    if (latest.current === current.q) setFound({ ...current, hits: [...current.hits, ...next] });
  }

  const remaining = current ? current.results.length - current.hits.length : 0;
  return (
    <>
      <div className="container container--narrow section search">
        <h1>{page.fields.heading}</h1>
        <p className="lead">{page.fields.intro}</p>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId}>{t("search::label")}</label>
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={term}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        </form>
        {!q && page.fields.suggestions && (
          <p className="search__suggest">
            {t("search::try")}{" "}
            {page.fields.suggestions.map((term, i) => (
              <Fragment key={term}>
                {i > 0 && ", "}
                {/* A link, so it searches before the page's scripts run too (the address's ?q=). */}
                <a
                  href={`?q=${encodeURIComponent(term)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setTyped(term);
                  }}
                >
                  {term}
                </a>
              </Fragment>
            ))}
          </p>
        )}
        <div aria-live="polite" className="search__results">
          {failed && <p>{t("search::failed")}</p>}
          {current && (
            <p className="search__count">
              {current.results.length === 0 ? t("search::none") : t("search::count", { count: current.results.length })}
            </p>
          )}
          {current && current.hits.length > 0 && (
            <ol className="search__list">
              {current.hits.map((hit) => (
                <li key={hit.url}>
                  {(hit.kind ?? hit.crumbs) && (
                    <p className="search__where">
                      {hit.kind && <span className="search__kind">{hit.kind}</span>}
                      {hit.crumbs && <span>{hit.crumbs}</span>}
                    </p>
                  )}
                  <h2>
                    <SiteLink to={hit.url}>{hit.title}</SiteLink>
                  </h2>
                  <Excerpt parts={hit.excerpt} />
                </li>
              ))}
            </ol>
          )}
        </div>
        {remaining > 0 && (
          <p>
            <button type="button" className="button button--ghost" onClick={() => void showMore()}>
              {t("search::more", { count: Math.min(PAGE_SIZE, remaining) })}
            </button>
          </p>
        )}
        <noscript>
          <p>{t("search::noscript")}</p>
        </noscript>
      </div>
      <ClosingBand page={page} />
    </>
  );
}
