// Renders the typed content blocks of a landing page (content/schema/blocks.ts): one view per
// block type.
import { createContext, useContext, type ComponentType } from "react";
import { SiteLink } from "./site-link.tsx";
import { type Block, type BlockMarks, type WrittenBlock, type CompiledPage, type SiteQueryData, type Tone } from "../../content/model.ts";
import { CardGrid } from "./cards.tsx";
import { EnquiryLayout } from "./enquiry-form-loader.tsx";
import { Figures } from "./facts.tsx";
import { useUi } from "../i18n/ui.ts";
import { ClosingBand, Prose } from "./prose.tsx";
import { isInternalLink } from "../../policy/links.ts";
import { homeOf } from "../../policy/paths.ts";
import {
  ClientsView,
  CredentialRow,
  CredentialsView,
  PracticesView,
  PracticeTeamsView,
  QuotesView,
  SectionIndexView,
} from "./structure.tsx";
import { Picture } from "./picture.tsx";

export function Action({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  const className = primary ? "button" : "button button--ghost";
  return isInternalLink(href) ? (
    <SiteLink to={href} className={className}>
      {label}
    </SiteLink>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

/** The block being rendered, with what the build wrote on it: its section's layout and
 * background (content/lib/bands.ts) and its id (content/lib/rail.ts). */
const Marks = createContext<BlockMarks>({});

const TONE_CLASS: Record<Tone, string> = { paper: "section", tint: "section section--tinted", sand: "section section--band" };

function Section({
  heading,
  intro,
  className,
  children,
}: {
  heading: string;
  intro?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { kind, tone = "paper", id } = useContext(Marks);
  return (
    <section className={className ? `${TONE_CLASS[tone]} ${className}` : TONE_CLASS[tone]} id={id} data-layout={kind}>
      <div className="container">
        <h2>{heading}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** What each block's view gets: the block, with its own type, and the site and page it is on. */
interface BlockProps<T extends Block["type"] = Block["type"]> {
  block: Extract<Block, { type: T }>;
  site: SiteQueryData;
  page: CompiledPage;
}

/** The cards of the given pages, in their order, skipping paths that have no card. */
function cardsOf(page: CompiledPage, paths: string[]) {
  return paths.flatMap((p) => (page.cards[p] ? [page.cards[p]] : []));
}

function HeroBlockView({ block, page, site }: BlockProps<"hero">) {
  const { t } = useUi();
  // The page's art: the hero's own image, else the illustration the build drew for it.
  const art = block.image ?? page.image;
  const home = page.path === homeOf(page.fields.lang);
  return (
    <section className={["hero", art ? "hero--image" : "", home ? "hero--home" : ""].filter(Boolean).join(" ")} data-layout="hero">
      <div className="container hero__inner">
        <div>
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <h1>{block.heading}</h1>
          <p className="lead">{block.lead}</p>
          {block.actions.length > 0 && (
            <p className="actions">
              {block.actions.map((a, i) => (
                <Action key={a.href} {...a} primary={i === 0} />
              ))}
            </p>
          )}
        </div>
        {art && (
          <div className="hero__media">
            <Picture image={art} className="hero__art" eager={home} />
          </div>
        )}
      </div>
      {block.clients && (
        <div className="container hero__clients">
          <p>{t("hero::clients")}</p>
          <ClientsView clients={site.clients} />
        </div>
      )}
    </section>
  );
}

function StatsBlockView({ block, page }: BlockProps<"stats">) {
  const items = block.items.map((item) => {
    const card = item.case ? page.cards[item.case] : undefined;
    return card ? { ...item, source: { path: card.path, label: card.label } } : item;
  });
  return (
    <Section heading={block.heading}>
      <Figures items={items} />
    </Section>
  );
}

function CaseStudiesBlockView({ block, page }: BlockProps<"case-studies">) {
  // The given case studies, else every portfolio page the page has a card of.
  const paths = block.items ?? Object.keys(page.cards).filter((p) => page.cards[p]?.template === "portfolio");
  // Featured (split, band): the first alone, laid out by the stylesheet across the width.
  const cards = cardsOf(page, paths);
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardGrid cards={block.layout === "cards" ? cards : cards.slice(0, 1)} />
    </Section>
  );
}

function TeamBlockView({ block, page }: BlockProps<"team">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardGrid cards={cardsOf(page, block.members)} />
    </Section>
  );
}

function EnquiryBlockView({ block, page }: BlockProps<"enquiry">) {
  // The form and the person beside it are the form's own chunk: only pages with a form load them.
  const person = block.contact ? page.cards[block.contact] : undefined;
  return (
    <Section heading={block.heading} intro={block.intro}>
      <EnquiryLayout block={block} person={person} portrait={person?.image && <Picture image={person.image} decorative />} />
    </Section>
  );
}

function CtaBlockView({ page }: BlockProps<"cta">) {
  // The build wrote the band with the block's heading and line (content/lib/closing.ts).
  return <ClosingBand page={page} />;
}

function SectionIndexBlockView({ block, page }: BlockProps<"section-index">) {
  return page.section ? (
    <Section heading={block.heading} intro={block.intro}>
      <SectionIndexView section={page.section} />
    </Section>
  ) : null;
}

function PracticesBlockView({ block, page }: BlockProps<"practices">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <PracticesView practices={page.practices ?? []} list={block.layout === "list"} numbered={block.numbered} />
    </Section>
  );
}

function IndustriesBlockView({ block, page }: BlockProps<"industries">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardGrid cards={page.industries ?? []} />
    </Section>
  );
}

function QuotesBlockView({ block, page }: BlockProps<"quotes">) {
  return (
    <Section heading={block.heading} className={block.layout === "big" ? "section--quote" : undefined}>
      <QuotesView quotes={page.quotes ?? []} big={block.layout === "big"} />
    </Section>
  );
}

function ClientsBlockView({ block, site }: BlockProps<"clients">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ClientsView clients={site.clients} />
    </Section>
  );
}

function CredentialsBlockView({ block, site }: BlockProps<"credentials">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      {block.layout === "list" && block.more ? (
        <CredentialRow facts={site.facts} more={block.more} />
      ) : (
        <CredentialsView facts={site.facts} />
      )}
    </Section>
  );
}

function LatestBlockView({ block, page }: BlockProps<"latest">) {
  return (
    <Section heading={block.heading}>
      {/* split: the first, with its drawing, featured; the others a plain list (the stylesheet). */}
      <CardGrid cards={(page.latest ?? []).slice(0, block.count)} />
    </Section>
  );
}

function PracticeTeamsBlockView({ block, site, page }: BlockProps<"practice-teams">) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <PracticeTeamsView facts={site.facts} page={page} />
    </Section>
  );
}

function BodyBlockView({ page }: BlockProps<"body">) {
  // A section needs a heading; a body that starts without one is a plain part of the page.
  const Wrapper = /^<h[2-6][ >]/.test(page.html) ? "section" : "div";
  const { tone = "paper" } = useContext(Marks);
  return (
    <Wrapper className={TONE_CLASS[tone]} data-layout="text">
      <div className="container container--narrow">
        <Prose html={page.html} />
      </div>
    </Wrapper>
  );
}

/** A block that is text alone: the build wrote what its section holds (content/lib/block-html.ts). */
function WrittenBlockView({ html }: { html: string }) {
  const { kind, tone = "paper", id } = useContext(Marks);
  return (
    <section className={TONE_CLASS[tone]} id={id} data-layout={kind}>
      <div className="container" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** The view of each block type. Its type lists every block type, so a new one without a view
 * fails the typecheck; next-steps, day-rates and budget never reach a page (the build makes them
 * steps and tables), and the build writes the sections of the blocks that are text alone. */
const BLOCK_VIEWS: {
  [T in Exclude<Block["type"], "next-steps" | "day-rates" | "budget" | WrittenBlock["type"]>]: ComponentType<BlockProps<T>>;
} = {
  hero: HeroBlockView,
  stats: StatsBlockView,
  "case-studies": CaseStudiesBlockView,
  team: TeamBlockView,
  enquiry: EnquiryBlockView,
  cta: CtaBlockView,
  "section-index": SectionIndexBlockView,
  practices: PracticesBlockView,
  industries: IndustriesBlockView,
  quotes: QuotesBlockView,
  clients: ClientsBlockView,
  credentials: CredentialsBlockView,
  latest: LatestBlockView,
  "practice-teams": PracticeTeamsBlockView,
  body: BodyBlockView,
};

export function BlockView(props: BlockProps) {
  const { html } = props.block as BlockMarks;
  if (html !== undefined) return <WrittenBlockView html={html} />;
  // The map pairs each type with its view; TypeScript cannot follow that pairing through a
  // union, hence the widening.
  const View = (BLOCK_VIEWS as Record<string, ComponentType<BlockProps>>)[props.block.type] as ComponentType<BlockProps>;
  return <View {...props} />;
}

export function Blocks({ blocks, site, page }: { blocks: Block[]; site: SiteQueryData; page: CompiledPage }) {
  // A page's blocks never change order: their index is their key.
  const views = blocks.map((block, i) => (
    <Marks.Provider key={i} value={block as BlockMarks}>
      <BlockView block={block} site={site} page={page} />
    </Marks.Provider>
  ));
  // A long page: between its hero and its closing band, the right third holds the rail the
  // build wrote (its sections, who to talk to; decision 044).
  return page.rail ? (
    <>
      {views[0]}
      <div className="rail-page">
        <Prose html={page.rail} className="rail" />
        {views.slice(1, -1)}
      </div>
      {views.at(-1)}
    </>
  ) : (
    views
  );
}
