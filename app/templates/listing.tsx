import { useUi } from "../i18n/ui.ts";
import { Blocks } from "../components/blocks.tsx";
import { CardGrid } from "../components/cards.tsx";
import { Pagination } from "../components/pagination.tsx";
import { FeaturedPost, PostList, TopicIndex, Topics } from "../components/post-list.tsx";
import type { TemplateProps } from "./props.ts";
import { ClosingBand } from "../components/prose.tsx";

const EMPTY = {
  blog: "listing::emptyBlog",
  news: "listing::emptyNews",
  portfolio: "listing::emptyPortfolio",
  experts: "listing::emptyExperts",
  jobs: "listing::emptyJobs",
} as const;

export default function ListingTemplate({ page, site }: TemplateProps<"listing">) {
  const { t } = useUi();
  const f = page.fields;
  const listing = page.listing;
  // The blog and the news: the newest item first, then a list (decision 045); the others: cards.
  const posts = listing && (listing.collection === "blog" || listing.collection === "news");
  const empty = !listing || (listing.items.length === 0 && !listing.featured);
  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <h1>{f.heading}</h1>
          <p className="lead">{f.intro}</p>
        </div>
      </section>
      <section className="section" aria-label={f.heading}>
        <div className="container">
          {listing && <Topics listing={listing} />}
          {empty ? (
            <p>{t(EMPTY[f.collection])}</p>
          ) : posts ? (
            <>
              {listing.featured && <FeaturedPost card={listing.featured} collection={listing.collection} />}
              {listing.items.length > 0 && <PostList cards={listing.items} />}
            </>
          ) : (
            <CardGrid cards={listing.items} headingLevel={2} />
          )}
          {listing && <Pagination listing={listing} />}
          {listing && <TopicIndex listing={listing} />}
        </div>
      </section>
      <Blocks blocks={f.blocks} site={site} page={page} />
      {/* A listing that closes with its own call to action (a cta block) has its band already. */}
      {!f.blocks.some((b) => b.type === "cta") && <ClosingBand page={page} />}
    </>
  );
}
