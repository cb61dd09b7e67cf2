import { Facts, Figures } from "../components/facts.tsx";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function PortfolioTemplate({ page }: TemplateProps<"portfolio">) {
  const f = page.fields;
  const facts = (
    <div className="case-facts">
      <Figures items={f.outcomes} compact />
      <Facts
        items={[
          ["Client", f.client],
          ["Industry", f.industry],
          ["Duration", f.duration],
          ["Services", f.services.join(", ")],
          ["Technologies", f.technologies.join(", ")],
        ]}
      />
    </div>
  );
  return (
    <WrittenPage
      heading={f.heading ?? f.title}
      kicker={`Case study · ${f.industry}`}
      datePublished={f.datePublished}
      dateModified={f.dateModified}
      lang={f.lang}
      html={page.html}
      related={page.related}
      aside={facts}
    />
  );
}
