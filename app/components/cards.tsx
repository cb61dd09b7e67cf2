// Cards of other pages: listings, related content, case studies, team members. The whole card
// is one link: its title's link covers the card (CSS), so a click anywhere on it navigates and
// the link's text stays the card's accessible name.
import { figureLength } from "../lib/figure.ts";
import { wideColumns } from "../lib/grid.ts";
import { SiteLink } from "./site-link.tsx";
import type { Card } from "../../content/model.ts";
import { kindLabel } from "../lib/kind-label.ts";
import { useUi } from "../i18n/ui.ts";
import { formatDate } from "../lib/format.ts";
import { Picture } from "./picture.tsx";

/** The picture of a card: decoration (the title names the page), loaded once the page is laid
 * out, never in competition with the stylesheet and the text, which are the first paint
 * (docs/decisions/018-speed.md); width and height keep its place, so nothing moves when it comes. */
function CardImage({ card }: { card: Card }) {
  if (card.icon) return <CardIconView icon={card.icon} />;
  if (!card.image) return null;
  const portrait = card.template === "expert";
  return <Picture image={card.image} className={portrait ? "card__media card__media--portrait" : "card__media"} decorative />;
}

/** A landing page's icon, drawn inline in the text's colour (content/lib/icons.ts). */
function CardIconView({ icon }: { icon: NonNullable<Card["icon"]> }) {
  return (
    <svg
      className="card__icon"
      data-icon={icon.name}
      aria-hidden="true"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.nodes.map(([Tag, attrs], i) => (
        <Tag key={i} {...attrs} />
      ))}
    </svg>
  );
}

interface Props {
  cards: Card[];
  headingLevel?: 2 | 3 | 4;
  /** "reading": one card kind for a row of mixed pages (related reading): no picture, the page's
   * kind above its title, so a guide, a case study and an expert read as one row. */
  variant?: "full" | "reading";
}

export function CardGrid({ cards, headingLevel = 3, variant = "full" }: Props) {
  const { lang, t } = useUi();
  const Heading = `h${headingLevel}` as const;
  const reading = variant === "reading";
  return (
    // Cards describe other pages: search finds those pages by their own text, not by these.
    <ul
      className={reading ? "cards cards--reading" : "cards"}
      data-count={cards.length}
      data-cols={wideColumns(cards.length)}
      data-pagefind-ignore=""
    >
      {cards.map((card) => (
        <li
          key={card.path}
          className={reading ? "card card--link card--reading" : "card card--link"}
          lang={card.lang === lang ? undefined : card.lang}
        >
          {!reading && <CardImage card={card} />}
          {reading ? (
            <p className="card__kicker">{t(kindLabel(card.kind))}</p>
          ) : (
            card.kicker && <p className="card__kicker">{card.kicker}</p>
          )}
          <Heading className="card__title">
            <SiteLink to={card.path}>{card.template === "expert" ? card.label : card.title}</SiteLink>
          </Heading>
          <p>{card.description}</p>
          {!reading && card.outcome && (
            <p className="card__outcome">
              <strong className="figure" data-len={figureLength(card.outcome.value)}>
                {card.outcome.value}
              </strong>{" "}
              {card.outcome.label}
            </p>
          )}
          {!reading && card.date && card.template !== "expert" && (
            <p className="card__meta">
              <time dateTime={card.date}>{formatDate(card.date, card.lang)}</time>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
