import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function ArticleTemplate({ page, site }: TemplateProps<"article">) {
  return <WrittenPage page={page} site={site} kicker={page.reader?.topic?.label} />;
}
