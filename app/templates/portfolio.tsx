import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./registry.ts";

export default function PortfolioTemplate({ page }: TemplateProps<"portfolio">) {
  const f = page.fields;
  const facts = (
    <div className="case-facts">
      <dl className="stats stats--compact">
        {f.outcomes.map((o) => (
          <div key={o.label}>
            <dt>{o.label}</dt>
            <dd>{o.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="facts">
        <div>
          <dt>Client</dt>
          <dd>{f.client}</dd>
        </div>
        <div>
          <dt>Industry</dt>
          <dd>{f.industry}</dd>
        </div>
        {f.duration && (
          <div>
            <dt>Duration</dt>
            <dd>{f.duration}</dd>
          </div>
        )}
        <div>
          <dt>Services</dt>
          <dd>{f.services.join(", ")}</dd>
        </div>
        <div>
          <dt>Technologies</dt>
          <dd>{f.technologies.join(", ")}</dd>
        </div>
      </dl>
    </div>
  );
  return (
    <WrittenPage heading={f.heading ?? f.title} kicker={`Case study · ${f.industry}`} datePublished={f.datePublished} dateModified={f.dateModified} lang={f.lang} html={page.html} related={page.related} aside={facts} />
  );
}
