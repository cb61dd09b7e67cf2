import { useUi } from "../i18n/ui.ts";
import { Facts } from "../components/facts.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { Prose } from "../components/prose.tsx";
import { formatDate } from "../lib/format.ts";
import type { TemplateProps } from "./props.ts";

const EMPLOYMENT = {
  FULL_TIME: "job::FULL_TIME",
  PART_TIME: "job::PART_TIME",
  CONTRACTOR: "job::CONTRACTOR",
  INTERN: "job::INTERN",
} as const;

export default function JobTemplate({ page, site }: TemplateProps<"job">) {
  const { t } = useUi();
  const f = page.fields;
  const subject = encodeURIComponent(t("job::subject", { title: f.heading }));
  const posted = <time dateTime={f.datePosted}>{formatDate(f.datePosted, f.lang)}</time>;
  // The open positions of the page's language: the job's parent page (/careers, /de/karriere).
  const listing = page.breadcrumbs.at(-2);
  return (
    <article className="container container--narrow section job">
      <p className="eyebrow">{f.department}</p>
      <h1>{f.heading}</h1>
      <Facts
        items={[
          [t("job::location"), f.remote ? t("job::orRemote", { location: f.location }) : f.location],
          [t("job::type"), t(EMPLOYMENT[f.employmentType])],
          [t("job::posted"), posted],
        ]}
      />
      <Prose html={page.html} />
      <p className="actions">
        <a className="button" href={`mailto:${site.siteMetadata.email}?subject=${subject}`}>
          {t("job::apply")}
        </a>
        {listing && (
          <SiteLink className="button button--ghost" to={listing.path}>
            {t("job::all")}
          </SiteLink>
        )}
      </p>
    </article>
  );
}
