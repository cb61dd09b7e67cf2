import { Link } from "@remix-run/react";
import { Prose } from "../components/prose.tsx";
import type { TemplateProps } from "./registry.ts";

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export default function ArticleTemplate({ page }: TemplateProps<"article">) {
  const { fields } = page;
  return (
    <article className="article">
      <div className="container container--narrow">
        <header className="article__header">
          <h1>{fields.heading ?? fields.title}</h1>
          <p className="article__meta">
            By {fields.author} · <time dateTime={fields.datePublished}>{formatDate(fields.datePublished)}</time>
          </p>
        </header>
        <Prose html={page.html} />
      </div>
      {page.related.length > 0 && (
        <aside className="section section--tinted" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">Related reading</h2>
            <ul className="cards">
              {page.related.map((r) => (
                <li key={r.path} className="card">
                  <h3>
                    <Link to={r.path}>{r.title}</Link>
                  </h3>
                  <p>{r.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </article>
  );
}
