// Cards of other pages: listings, related content, case studies, team members.
import { Link } from "@remix-run/react";
import type { Card } from "../../content/model.ts";
import { formatDate } from "../lib/format.ts";

export function CardGrid({ cards, headingLevel = 3 }: { cards: Card[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    // Cards describe other pages: search finds those pages by their own text, not by these.
    <ul className="cards" data-pagefind-ignore="">
      {cards.map((card) => (
        <li key={card.path} className="card card--link" lang={card.lang === "en" ? undefined : card.lang}>
          {card.kicker && <p className="card__kicker">{card.kicker}</p>}
          <Heading className="card__title">
            <Link to={card.path}>{card.template === "expert" ? card.label : card.title}</Link>
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
