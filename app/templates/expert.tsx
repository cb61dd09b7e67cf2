import { useUi } from "../i18n/ui.ts";
import { Facts } from "../components/facts.tsx";
import { Prose } from "../components/prose.tsx";
import type { TemplateProps } from "./props.ts";

export default function ExpertTemplate({ page }: TemplateProps<"expert">) {
  const { t } = useUi();
  const f = page.fields;
  return (
    <article className="container container--narrow section expert">
      <header className="expert__header">
        {page.image && (
          <img className="expert__portrait" src={page.image.src} alt={page.image.alt} width={page.image.width} height={page.image.height} />
        )}
        <div>
          <h1>{f.name}</h1>
          <p className="lead">{f.role}</p>
        </div>
      </header>
      <Facts
        items={[
          [t("expert::expertise"), f.expertise.join(", ")],
          [t("expert::languages"), f.languages.join(", ")],
        ]}
      />
      <Prose html={page.html} />
    </article>
  );
}
