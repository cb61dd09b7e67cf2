// The blog's and the news' listing pages (decision 045): the newest item first and large, with its
// cover, then the others as a list (title, description, date, divided by hairlines), and the
// blog's topics as links to the pages the build wrote for each tag. Markup and CSS only: every
// link is a plain <a> to a pre-rendered page, so the filters work before any script has run.
import type { ReactNode } from "react";
import type { Card, ListingPage } from "../../content/model.ts";
import { useUi } from "../i18n/ui.ts";
import { formatDate } from "../lib/format.ts";
import { Picture } from "./picture.tsx";
import { SiteLink } from "./site-link.tsx";

/** Topics shown in the row itself; the whole list is the topic index on the blog's first page. */
const TOPICS_IN_ROW = 8;
/** Where the topic index is: at the end of the blog's first page. */
const TOPIC_INDEX = "all-topics";

export function FeaturedPost({ card, collection }: { card: Card; collection: ListingPage["collection"] }) {
  const { lang, t } = useUi();
  return (
    <article className="featured" lang={card.lang === lang ? undefined : card.lang} data-pagefind-ignore="">
      {card.image && <Picture image={card.image} className="featured__media" decorative />}
      <div className="featured__text">
        <p className="featured__kicker">{t(collection === "news" ? "listing::latestNews" : "listing::latestBlog")}</p>
        <h2 className="featured__title">
          <SiteLink to={card.path}>{card.title}</SiteLink>
        </h2>
        <p className="featured__description">{card.description}</p>
        <p className="written__meta">
          {card.date && <time dateTime={card.date}>{formatDate(card.date, card.lang)}</time>}
          {card.author && <span>{t("written::by", { author: card.author })}</span>}
        </p>
      </div>
    </article>
  );
}

export function PostList({ cards }: { cards: Card[] }) {
  const { lang } = useUi();
  return (
    <ul className="post-list" data-pagefind-ignore="">
      {cards.map((card) => (
        <li key={card.path} className="post-row" lang={card.lang === lang ? undefined : card.lang}>
          <h2 className="post-row__title">
            <SiteLink to={card.path}>{card.title}</SiteLink>
          </h2>
          <p className="post-row__description">{card.description}</p>
          {card.date && (
            <time className="post-row__date" dateTime={card.date}>
              {formatDate(card.date, card.lang)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `current`: "page" on the topic's own page, "true" on its later pages. */
function TopicLink({ path, current, children }: { path: string; current: "page" | "true" | undefined; children: ReactNode }) {
  return (
    <li>
      <a href={path} aria-current={current}>
        {children}
      </a>
    </li>
  );
}

/** The blog's topics: "All", then the tags with most posts, each with its number of posts (the
 * page's own among them, marked), then one link to the topic index. */
export function Topics({ listing }: { listing: ListingPage }) {
  const { t } = useUi();
  const { topics, basePath } = listing;
  if (!topics) return null;
  const marker = (path: string) => (path !== basePath ? undefined : listing.page === 1 ? "page" : "true");
  const row = topics.tags.slice(0, TOPICS_IN_ROW);
  const own = topics.tags.find((topic) => topic.path === basePath);
  if (own && !row.includes(own)) row[row.length - 1] = own;
  return (
    <nav className="topics" aria-labelledby="topics-label" data-pagefind-ignore="">
      <p className="topics__label" id="topics-label">
        {t("listing::topics")}
      </p>
      <ul>
        <TopicLink path={topics.all} current={marker(topics.all)}>
          {t("listing::all")}
        </TopicLink>
        {row.map((topic) => (
          <TopicLink key={topic.path} path={topic.path} current={marker(topic.path)}>
            {topic.label} <span className="topics__count">{topic.count}</span>
          </TopicLink>
        ))}
      </ul>
      {topics.tags.length > row.length && (
        <a className="topics__index" href={`${topics.all}#${TOPIC_INDEX}`}>
          {t("listing::allTopics", { count: topics.tags.length })}
        </a>
      )}
    </nav>
  );
}

/** The topic index: every tag of the blog with its number of posts, A to Z, closing the blog's
 * first page (the one place the whole list stands). */
export function TopicIndex({ listing }: { listing: ListingPage }) {
  const { t, lang } = useUi();
  const { topics } = listing;
  if (!topics || listing.tag || listing.page !== 1) return null;
  const tags = [...topics.tags].sort((a, b) => a.label.localeCompare(b.label, lang));
  return (
    <nav className="topic-index" id={TOPIC_INDEX} aria-labelledby={`${TOPIC_INDEX}-heading`} data-pagefind-ignore="">
      <h2 id={`${TOPIC_INDEX}-heading`}>{t("listing::topicIndex")}</h2>
      <ul>
        {tags.map((topic) => (
          <li key={topic.path}>
            <a href={topic.path}>
              {topic.label} <span className="topics__count">{topic.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
