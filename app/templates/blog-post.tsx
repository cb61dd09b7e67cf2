import { useUi } from "../i18n/ui.ts";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function BlogPostTemplate({ page }: TemplateProps<"blog-post">) {
  const { t } = useUi();
  return <WrittenPage page={page} kicker={t("blog::kicker")} />;
}
