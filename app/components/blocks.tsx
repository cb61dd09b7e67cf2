// Renders the typed content blocks of a landing page (content/schema/blocks.ts).
import { SiteLink } from "./site-link.tsx";
import { figureColumns, type Block, type CompiledPage, type SiteQueryData } from "../../content/model.ts";
import { CardGrid } from "./cards.tsx";
import { EnquiryForm } from "./enquiry-form-loader.tsx";
import { Figures } from "./facts.tsx";
import { officeCity, officeCountry } from "../lib/format.ts";
import { Prose } from "./prose.tsx";
import { homeOf } from "../../redirects/core/paths.ts";
import { ClientsView, CredentialsView, PracticesView, PracticeTeamsView, QuotesView, SectionIndexView, TableScroll } from "./structure.tsx";

export function Action({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  const className = primary ? "button" : "button button--ghost";
  return href.startsWith("/") ? (
    <SiteLink to={href} className={className}>
      {label}
    </SiteLink>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

function Section({
  id,
  heading,
  intro,
  tinted,
  children,
}: {
  id?: string;
  heading: string;
  intro?: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={tinted ? "section section--tinted" : "section"} id={id}>
      <div className="container">
        <h2>{heading}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

interface Props {
  block: Block;
  site: SiteQueryData;
  page: CompiledPage;
}

export function BlockView({ block, site, page }: Props) {
  const lang = page.fields.lang;
  const cta = lang === "de" ? site.german.cta : site.cta;
  switch (block.type) {
    case "hero": {
      // The page's art: the hero's own image, else the illustration the build drew for it.
      const art = block.image ?? page.image;
      const home = page.path === homeOf(page.fields.lang);
      return (
        <section className={["hero", art ? "hero--image" : "", home ? "hero--home" : ""].filter(Boolean).join(" ")}>
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
                <img className="hero__art" src={art.src} alt={art.alt} width={art.width} height={art.height} loading="lazy" />
              </div>
            )}
          </div>
        </section>
      );
    }
    case "features":
      return (
        <Section id={block.id} heading={block.heading} intro={block.intro}>
          <ul className="cards" data-count={block.items.length}>
            {block.items.map((item) => (
              <li key={item.title} className={item.href ? "card card--link feature" : "card feature"}>
                <h3 className="card__title">{item.href ? <SiteLink to={item.href}>{item.title}</SiteLink> : item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "steps":
      return (
        <Section id={block.id} heading={block.heading} intro={block.intro}>
          <ol className="steps" data-count={block.items.length}>
            {block.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      );
    case "stats":
      return (
        <Section heading={block.heading} tinted>
          <Figures items={block.items} />
        </Section>
      );
    case "case-studies":
    case "team": {
      const paths =
        block.type === "team"
          ? block.members
          : (block.items ?? Object.keys(page.cards).filter((p) => page.cards[p]?.template === "portfolio"));
      const cards = paths.flatMap((p) => (page.cards[p] ? [page.cards[p]] : []));
      return (
        <Section heading={block.heading} intro={block.intro} tinted={block.type === "case-studies"}>
          <CardGrid cards={cards} />
        </Section>
      );
    }
    case "technologies":
      return (
        <Section heading={block.heading} intro={block.intro}>
          <div className="tech-groups">
            {block.groups.map((g) => (
              <div key={g.name}>
                <h3>{g.name}</h3>
                <ul className="tags">
                  {g.items.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      );
    case "faq":
      return (
        <Section heading={block.heading}>
          <div className="faq">
            {block.items.map((item) => (
              <details key={item.question}>
                <summary>
                  <h3>{item.question}</h3>
                </summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      );
    case "offices":
      return (
        <Section id={block.id} heading={block.heading}>
          <ul className="cards" data-count={site.offices.length}>
            {site.offices.map((o) => (
              <li key={o.city} className="card">
                <h3>{officeCity(o, lang)}</h3>
                <address>
                  {o.street}
                  <br />
                  {o.postalCode} {officeCity(o, lang)}, {officeCountry(o, lang)}
                  <br />
                  <a href={`tel:${o.phone.replace(/\s/g, "")}`}>{o.phone}</a>
                  <br />
                  <a href={`mailto:${o.email}`}>{o.email}</a>
                </address>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "enquiry":
      return (
        <Section id={block.id} heading={block.heading} intro={block.intro}>
          <EnquiryForm block={block} />
        </Section>
      );
    case "cta":
      return (
        <section className="section cta">
          <div className="container">
            <h2>{block.heading ?? cta.heading}</h2>
            <p>{block.text ?? cta.text}</p>
            <Action {...cta.action} primary />
          </div>
        </section>
      );
    case "section-index":
      return page.section ? (
        <Section heading={block.heading} intro={block.intro}>
          <SectionIndexView section={page.section} />
        </Section>
      ) : null;
    case "practices":
      return (
        <Section heading={block.heading} intro={block.intro}>
          <PracticesView practices={page.practices ?? []} />
        </Section>
      );
    case "industries":
      return (
        <Section heading={block.heading} intro={block.intro} tinted>
          <CardGrid cards={page.industries ?? []} />
        </Section>
      );
    case "quotes":
      return (
        <Section heading={block.heading}>
          <QuotesView quotes={page.quotes ?? []} />
        </Section>
      );
    case "clients":
      return (
        <Section heading={block.heading} intro={block.intro}>
          <ClientsView clients={site.clients} />
        </Section>
      );
    case "credentials":
      return (
        <Section heading={block.heading} intro={block.intro} tinted>
          <CredentialsView facts={site.facts} />
        </Section>
      );
    case "latest":
      return (
        <Section heading={block.heading}>
          <CardGrid cards={(page.latest ?? []).slice(0, block.count)} />
        </Section>
      );
    case "practice-teams":
      return (
        <Section heading={block.heading} intro={block.intro}>
          <PracticeTeamsView facts={site.facts} page={page} />
        </Section>
      );
    case "table": {
      const figures = figureColumns(block.rows);
      return (
        <Section id={block.id} heading={block.heading} intro={block.intro}>
          <TableScroll label={block.heading}>
            <table className="table">
              <thead>
                <tr>
                  {block.columns.map((c, i) => (
                    <th key={c} scope="col" className={figures[i] ? "num" : undefined}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join("|")}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={i} className={figures[i] ? "num" : undefined}>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {block.note && <p className="table-note">{block.note}</p>}
        </Section>
      );
    }
    case "body": {
      // A section needs a heading; a body that starts without one is a plain part of the page.
      const Wrapper = /^<h[2-6][ >]/.test(page.html) ? "section" : "div";
      return (
        <Wrapper className="section">
          <div className="container container--narrow">
            <Prose html={page.html} />
          </div>
        </Wrapper>
      );
    }
  }
}

export function Blocks({ blocks, site, page }: { blocks: Block[]; site: SiteQueryData; page: CompiledPage }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} site={site} page={page} />
      ))}
    </>
  );
}
