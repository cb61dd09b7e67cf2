import { useUi } from "../i18n/ui.ts";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function BlogPostTemplate({ page }: TemplateProps<"blog-post">) {
  const { t } = useUi();
  const f = page.fields;
  return (
    <WrittenPage
      heading={f.heading ?? f.title}
      kicker={f.tags.length ? f.tags.join(" · ") : t("blog::kicker")}
      byline={t("written::by", { author: f.author })}
      datePublished={f.datePublished}
      dateModified={f.dateModified}
      lang={f.lang}
      html={page.html}
      related={page.related}
    />
  );
}
