import { useUi } from "../i18n/ui.ts";
import { CardGrid } from "../components/cards.tsx";
import { Facts } from "../components/facts.tsx";
import { ClosingBand, Prose } from "../components/prose.tsx";
import type { TemplateProps } from "./props.ts";
import { Picture } from "../components/picture.tsx";
import { TableOfContents } from "../components/table-of-contents.tsx";

/** An expert's page: portrait, name and role; their profile with key facts beside it (above it
 * on small screens); then what they wrote. */
export default function ExpertTemplate({ page }: TemplateProps<"expert">) {
  const { t } = useUi();
  const f = page.fields;
  const writing = page.writing ?? [];
  // The profile's sections beside it, in view as it scrolls (decision 044).
  const sections = page.headings.filter((h) => h.depth === 2);
  return (
    <article className="expert">
      <header className="container expert__header">
        {page.image && (
          // Loaded once the page is laid out: the name and role beside it are the first paint.
          <Picture image={page.image} className="expert__portrait" />
        )}
        <div>
          <h1>{f.name}</h1>
          <p className="lead">{f.role}</p>
        </div>
      </header>
      <div className="container written__body expert__body">
        <aside className="expert__facts" aria-label={f.name}>
          <Facts
            items={[
              [t("expert::expertise"), f.expertise.join(", ")],
              [t("expert::languages"), f.languages.join(", ")],
            ]}
          />
          {sections.length > 1 && <TableOfContents headings={sections} variant="aside" />}
        </aside>
        <div className="written__main">
          <Prose html={page.html} />
        </div>
      </div>
      {writing.length > 0 && (
        <section className="section section--tinted" aria-labelledby="writing-heading">
          <div className="container">
            <h2 id="writing-heading">{t("expert::writing", { name: f.name })}</h2>
            <CardGrid cards={writing.slice(0, 6)} />
          </div>
        </section>
      )}
      <ClosingBand page={page} />
    </article>
  );
}
