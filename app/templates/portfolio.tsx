import { useUi } from "../i18n/ui.ts";
import { Facts, Figures } from "../components/facts.tsx";
import { WrittenPage } from "../components/written-page.tsx";
import type { TemplateProps } from "./props.ts";
import { Picture } from "../components/picture.tsx";

export default function PortfolioTemplate({ page }: TemplateProps<"portfolio">) {
  const { t } = useUi();
  const f = page.fields;
  // The product screen the client got, drawn by the build (content/art/screen.ts).
  const screen = page.image;
  // The result first: the outcome figures in a band under the title (decision 036).
  const outcomes = <Figures items={f.outcomes} />;
  const facts = (
    <div className="case-facts">
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
  const figure = screen && (
    <figure className="case-figure">
      <Picture image={screen} />
      <figcaption>{t("written::screenCaption", { screen: f.screen.title })}</figcaption>
    </figure>
  );
  // The client's words, set large in the text (decision 044).
  const quote = (
    <figure className="case-quote">
      <blockquote>
        <p>{f.quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{f.quote.name}</strong>
        <span>{f.quote.role}</span>
      </figcaption>
    </figure>
  );
  // Who to talk to about it: the expert the case study names among its related pages.
  const person = page.related.find((card) => card.template === "expert");
  return (
    <WrittenPage
      page={page}
      kicker={t("case::kicker", { industry: f.industry })}
      aside={facts}
      band={outcomes}
      figure={figure}
      quote={quote}
      person={person}
    />
  );
}
