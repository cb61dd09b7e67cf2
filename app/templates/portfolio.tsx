import { useUi } from "../i18n/ui.ts";
import { Facts, Figures } from "../components/facts.tsx";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function PortfolioTemplate({ page }: TemplateProps<"portfolio">) {
  const { t } = useUi();
  const f = page.fields;
  const facts = (
    <div className="case-facts">
      <Figures items={f.outcomes} compact />
      <Facts
        items={[
          [t("case::client"), f.client],
          [t("case::industry"), f.industry],
          [t("case::duration"), f.duration],
          [t("case::services"), f.services.join(", ")],
          [t("case::technologies"), f.technologies.join(", ")],
        ]}
      />
    </div>
  );
  return (
    <WrittenPage
      heading={f.heading ?? f.title}
      kicker={t("case::kicker", { industry: f.industry })}
      datePublished={f.datePublished}
      dateModified={f.dateModified}
      lang={f.lang}
      html={page.html}
      related={page.related}
      aside={facts}
    />
  );
}
