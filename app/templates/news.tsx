import { useUi } from "../i18n/ui.ts";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function NewsTemplate({ page, site }: TemplateProps<"news">) {
  const { t } = useUi();
  const f = page.fields;
  return (
    <WrittenPage
      heading={f.heading ?? f.title}
      kicker={t("news::kicker")}
      byline={site.siteMetadata.companyName}
      datePublished={f.datePublished}
      dateModified={f.dateModified}
      lang={f.lang}
      html={page.html}
      related={page.related}
    />
  );
}
