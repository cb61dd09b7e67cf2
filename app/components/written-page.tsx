// Articles, blog posts and news: heading, byline, the text and related content.
import type { ReactNode } from "react";
import { useUi } from "../i18n/ui.ts";
import type { Card } from "../../content/model.ts";
import { formatDate } from "../lib/format.ts";
import { CardGrid } from "./cards.tsx";
import { Prose } from "./prose.tsx";

interface Props {
  heading: string;
  kicker?: string;
  byline?: string;
  datePublished: string;
  dateModified?: string;
  lang: "en" | "de";
  html: string;
  related: Card[];
  /** Shown between the header and the text (a case study's facts). */
  aside?: ReactNode;
}

export function WrittenPage({ heading, kicker, byline, datePublished, dateModified, lang, html, related, aside }: Props) {
  const { t } = useUi();
  return (
    <article className="written">
      <div className="container container--narrow">
        <header className="written__header">
          {kicker && <p className="eyebrow">{kicker}</p>}
          <h1>{heading}</h1>
          <p className="written__meta">
            {byline && <>{byline} · </>}
            <time dateTime={datePublished}>{formatDate(datePublished, lang)}</time>
            {dateModified && dateModified !== datePublished && (
              <>
                {" "}
                · {t("written::updated")} <time dateTime={dateModified}>{formatDate(dateModified, lang)}</time>
              </>
            )}
          </p>
        </header>
        {aside}
        <Prose html={html} />
      </div>
      {related.length > 0 && (
        <aside className="section section--tinted" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">{t("written::related")}</h2>
            <CardGrid cards={related} />
          </div>
        </aside>
      )}
    </article>
  );
}
