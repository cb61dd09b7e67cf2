// Articles, blog posts, news and case studies: a header with the page's art, then the text with
// an aside beside it on wide screens (the case's facts, the table of contents, the author),
// tags, the author, related pages and the closing band. On small screens the aside's
// facts come before the text, and the contents fold above it.
import type { ReactNode } from "react";
import { useUi } from "../i18n/ui.ts";
import type { Card, Heading, PageOf } from "../../content/model.ts";
import { formatDate } from "../lib/format.ts";
import { languageOfPath } from "../../policy/paths.ts";
import { CardGrid } from "./cards.tsx";
import { ClosingBand, Prose } from "./prose.tsx";
import { SiteLink } from "./site-link.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import { Picture } from "./picture.tsx";
import { PersonCard } from "./person-card.tsx";

type WrittenTemplate = PageOf<"article"> | PageOf<"blog-post"> | PageOf<"news"> | PageOf<"portfolio">;

interface Props {
  page: WrittenTemplate;
  kicker?: string;
  /** Who wrote it when there is no author profile to link (news: the company). */
  byline?: string;
  /** Facts beside the text (a case study's figures and facts); before it on small screens. */
  aside?: ReactNode;
  /** A band under the header, across the page (a case study's outcome figures). */
  band?: ReactNode;
  /** A figure at the top of the text (a case study's screen); on phones right after the band. */
  figure?: ReactNode;
  /** Set large inside the text, before its middle section (a case study's client quote). */
  quote?: ReactNode;
  /** Who to talk to, beside the text, when the page has no author (a case study's expert). */
  person?: Card;
}

/** Pages with more than this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 4;

/** The sections a table of contents lists: the text's second-level headings. */
export function tocOf(headings: Heading[]): Heading[] {
  const sections = headings.filter((h) => h.depth === 2);
  return sections.length >= TOC_MIN_SECTIONS ? sections : [];
}

function AuthorBox({ author }: { author: Card }) {
  const { t, lang } = useUi();
  // An author with no profile in the page's language: the biography is in the profile's.
  const own = languageOfPath(author.path);
  return (
    <aside className="author-box" aria-label={t("written::aboutAuthor")} data-pagefind-ignore="" lang={own === lang ? undefined : own}>
      {author.image && <Picture image={author.image} decorative />}
      <p>{t("written::aboutAuthor")}</p>
      <p>
        <SiteLink to={author.path} className="author-box__name">
          {author.label}
        </SiteLink>
        {author.kicker && (
          <>
            {"\u00A0· "}
            {author.kicker}
          </>
        )}
      </p>
      <p>{author.description}</p>
    </aside>
  );
}

/** The text in two parts around what is set inside it (a quote): split before the heading of
 * its middle section; a text of fewer than three sections is not split. */
export function splitText(html: string): [string, string] {
  const parts = html.split(/(?=<h2[ >])/);
  if (parts.length < 4) return [html, ""];
  const middle = Math.ceil(parts.length / 2);
  return [parts.slice(0, middle).join(""), parts.slice(middle).join("")];
}

export function WrittenPage({ page, kicker, byline, aside, band, figure, quote, person }: Props) {
  const { t } = useUi();
  const f = page.fields;
  const reader = page.reader;
  const author = reader?.author;
  const toc = tocOf(page.headings);
  // A case study shows its screen in the text (aside); other pages show their art in the header.
  const cover = page.template === "portfolio" ? undefined : page.image;
  const written = "author" in f ? f.author : byline;
  const [before, after] = quote ? splitText(page.html) : [page.html, ""];
  const talkTo = author ?? person;
  return (
    <article className="written">
      <header className={cover ? "container written__header written__header--art" : "container written__header"}>
        <div>
          {/* Search shows passages of the text itself: the label, byline and date are not indexed. */}
          {kicker && (
            <p className="eyebrow" data-pagefind-ignore="">
              {kicker}
            </p>
          )}
          <h1>{f.heading ?? f.title}</h1>
          <p className="written__meta" data-pagefind-ignore="">
            {written && (
              <span>
                {author ? (
                  <>
                    {t("written::by", { author: "" })}
                    <SiteLink to={author.path}>{written}</SiteLink>
                  </>
                ) : (
                  t("written::by", { author: written })
                )}
              </span>
            )}
            <span>
              <time dateTime={f.datePublished}>{formatDate(f.datePublished, f.lang)}</time>
              {f.dateModified && f.dateModified !== f.datePublished && (
                <>
                  {" "}
                  ({t("written::updated")} <time dateTime={f.dateModified}>{formatDate(f.dateModified, f.lang)}</time>)
                </>
              )}
            </span>
            {reader && <span>{t("written::minutes", { minutes: reader.minutes })}</span>}
          </p>
        </div>
        {cover && <Picture image={cover} className="written__cover" />}
      </header>
      {band && <div className="container written__band">{band}</div>}
      <div className="container written__body">
        {figure}
        {(aside !== undefined || toc.length > 0 || talkTo !== undefined) && (
          <div className="written__aside" data-pagefind-ignore="">
            {aside}
            {toc.length > 0 && <TableOfContents headings={toc} variant="aside" />}
            {/* An author's portrait is in the author box that closes the text: a page shows a picture once. */}
            {talkTo && <PersonCard person={talkTo} portrait={!author} />}
          </div>
        )}
        <div className="written__main">
          {toc.length > 0 && <TableOfContents headings={toc} variant="inline" />}
          <Prose html={before} />
          {after && quote}
          <Prose html={after} />
          {reader && reader.tags.length > 0 && (
            <nav className="written__tags" aria-label={t("written::tags")} data-pagefind-ignore="">
              <ul className="tags tags--links">
                {reader.tags.map((tag) => (
                  <li key={tag.path}>
                    <SiteLink to={tag.path}>{tag.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {author && <AuthorBox author={author} />}
        </div>
      </div>
      {page.related.length > 0 && (
        <aside className="section section--tinted related" aria-labelledby="related-heading" data-pagefind-ignore="">
          <div className="container">
            <h2 id="related-heading">{t("written::related")}</h2>
            <CardGrid cards={page.related} variant="reading" />
          </div>
        </aside>
      )}
      {/* The closing band names the page's topic, else its author (content/lib/closing.ts). */}
      <ClosingBand page={page} />
    </article>
  );
}
