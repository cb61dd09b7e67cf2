import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function ArticleTemplate({ page }: TemplateProps<"article">) {
  return <WrittenPage page={page} kicker={page.reader?.topic?.label} />;
}
