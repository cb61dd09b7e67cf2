import { useUi } from "../i18n/ui.ts";
import { Facts } from "../components/facts.tsx";
import { Prose } from "../components/prose.tsx";
import type { TemplateProps } from "./props.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .filter((c) => /\p{Lu}/u.test(c))
    .slice(0, 2)
    .join("");
}

export default function ExpertTemplate({ page }: TemplateProps<"expert">) {
  const { t } = useUi();
  const f = page.fields;
  return (
    <article className="container container--narrow section expert">
      <header className="expert__header">
        {f.image ? (
          <img className="expert__portrait" src={f.image.src} alt={f.image.alt} width={f.image.width} height={f.image.height} />
        ) : (
          <span className="expert__portrait expert__portrait--initials" aria-hidden="true">
            {initials(f.name)}
          </span>
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
