import { useUi } from "../i18n/ui.ts";
import { Facts } from "../components/facts.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { ClosingBand, Prose } from "../components/prose.tsx";
import { formatDate } from "../lib/format.ts";
import type { TemplateProps } from "./props.ts";
import { TableOfContents } from "../components/table-of-contents.tsx";

const EMPLOYMENT = {
  FULL_TIME: "job::FULL_TIME",
  PART_TIME: "job::PART_TIME",
  CONTRACTOR: "job::CONTRACTOR",
  INTERN: "job::INTERN",
} as const;

export default function JobTemplate({ page, site }: TemplateProps<"job">) {
  const { t } = useUi();
  const f = page.fields;
  const city = page.place ?? f.location;
  const subject = encodeURIComponent(t("job::subject", { title: f.heading }));
  const posted = <time dateTime={f.datePosted}>{formatDate(f.datePosted, f.lang)}</time>;
  // The open positions of the page's language: the job's parent page (/careers, /de/karriere).
  const listing = page.breadcrumbs.at(-2);
  // The posting's sections under the apply action, in view as it scrolls (decision 044).
  const sections = page.headings.filter((h) => h.depth === 2);
  const apply = (
    <a className="button" href={`mailto:${site.facts.careersEmail}?subject=${subject}`}>
      {t("job::apply")}
    </a>
  );
  // The facts and the apply action sit beside the text on wide screens and stay in view; on
  // small screens they come before the text. The text ends with the same action.
  return (
    <>
      <article className="container section job">
        <header className="job__header">
          <p className="eyebrow">{f.department}</p>
          <h1>{f.heading}</h1>
        </header>
        <div className="job__body">
          <aside className="job__apply" aria-label={t("job::apply")}>
            <Facts
              items={[
                [t("job::location"), f.remote ? t("job::orRemote", { location: city }) : city],
                [t("job::type"), t(EMPLOYMENT[f.employmentType])],
                [t("job::posted"), posted],
              ]}
            />
            <p className="actions">{apply}</p>
            {sections.length > 1 && <TableOfContents headings={sections} variant="aside" />}
          </aside>
          <div className="job__main">
            <Prose html={page.html} />
            <p className="actions">
              {apply}
              {listing && (
                <SiteLink className="button button--ghost" to={listing.path}>
                  {t("job::all")}
                </SiteLink>
              )}
            </p>
          </div>
        </div>
      </article>
      <ClosingBand page={page} />
    </>
  );
}
