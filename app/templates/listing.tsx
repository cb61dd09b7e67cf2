import { useUi } from "../i18n/ui.ts";
import { Blocks } from "../components/blocks.tsx";
import { CardGrid } from "../components/cards.tsx";
import { Pagination } from "../components/pagination.tsx";
import type { TemplateProps } from "./props.ts";
import { ClosingBand } from "../components/closing-band.tsx";

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
          {listing && listing.items.length > 0 ? <CardGrid cards={listing.items} headingLevel={2} /> : <p>{t(EMPTY[f.collection])}</p>}
          {listing && <Pagination listing={listing} />}
        </div>
      </section>
      <Blocks blocks={f.blocks} site={site} page={page} />
      {/* A listing that closes with its own call to action (a cta block) has its band already. */}
      {!f.blocks.some((b) => b.type === "cta") && <ClosingBand page={page} site={site} />}
    </>
  );
}
