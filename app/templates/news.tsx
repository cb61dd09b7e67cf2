import { useUi } from "../i18n/ui.ts";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function NewsTemplate({ page, site }: TemplateProps<"news">) {
  const { t } = useUi();
  return <WrittenPage page={page} kicker={t("news::kicker")} byline={site.siteMetadata.companyName} />;
}
