import { Link } from "@remix-run/react";
import { Facts } from "../components/facts.tsx";
import { Prose } from "../components/prose.tsx";
import { formatDate } from "../lib/format.ts";
import type { TemplateProps } from "./props.ts";

const EMPLOYMENT: Record<string, string> = { FULL_TIME: "Full time", PART_TIME: "Part time", CONTRACTOR: "Contract", INTERN: "Internship" };

export default function JobTemplate({ page, site }: TemplateProps<"job">) {
  const f = page.fields;
  const subject = encodeURIComponent(`Application: ${f.heading}`);
  const posted = <time dateTime={f.datePosted}>{formatDate(f.datePosted)}</time>;
  return (
    <article className="container container--narrow section job">
      <p className="eyebrow">{f.department}</p>
      <h1>{f.heading}</h1>
      <Facts
        items={[
          ["Location", `${f.location}${f.remote ? " or remote" : ""}`],
          ["Type", EMPLOYMENT[f.employmentType]],
          ["Posted", posted],
        ]}
      />
      <Prose html={page.html} />
      <p className="actions">
        <a className="button" href={`mailto:${site.siteMetadata.email}?subject=${subject}`}>
          Apply by e-mail
        </a>
        <Link className="button button--ghost" to="/careers">
          All open positions
        </Link>
      </p>
    </article>
  );
}
