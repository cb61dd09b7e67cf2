import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./registry.ts";

export default function BlogPostTemplate({ page }: TemplateProps<"blog-post">) {
  const f = page.fields;
  return (
    <WrittenPage
      heading={f.heading ?? f.title}
      kicker={f.tags.length ? f.tags.join(" · ") : "Blog"}
      byline={`By ${f.author}`}
      datePublished={f.datePublished}
      dateModified={f.dateModified}
      lang={f.lang}
      html={page.html}
      related={page.related}
    />
  );
}
