// Cards of other pages: listings, related content, case studies, team members.
import { SiteLink } from "./site-link.tsx";
import type { Card } from "../../content/model.ts";
import { useUi } from "../i18n/ui.ts";
import { formatDate } from "../lib/format.ts";

export function CardGrid({ cards, headingLevel = 3 }: { cards: Card[]; headingLevel?: 2 | 3 | 4 }) {
  const { lang } = useUi();
  const Heading = `h${headingLevel}` as const;
  return (
    // Cards describe other pages: search finds those pages by their own text, not by these.
    <ul className="cards" data-pagefind-ignore="">
      {cards.map((card) => (
        <li key={card.path} className="card card--link" lang={card.lang === lang ? undefined : card.lang}>
          {card.kicker && <p className="card__kicker">{card.kicker}</p>}
          <Heading className="card__title">
            <SiteLink to={card.path}>{card.template === "expert" ? card.label : card.title}</SiteLink>
          </Heading>
          <p>{card.description}</p>
          {card.outcome && (
            <p className="card__outcome">
              <strong>{card.outcome.value}</strong> {card.outcome.label}
            </p>
          )}
          {card.date && card.template !== "expert" && (
            <p className="card__meta">
              <time dateTime={card.date}>{formatDate(card.date, card.lang)}</time>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
