// Blocks whose content the build derives from the site itself: what a hub holds, every
// practice and industry, client quotes and wordmarks, partners and certifications, the newest
// writing, the people of each practice (content/lib/sections.ts).
import { wideColumns } from "../lib/grid.ts";
import { SiteLink } from "./site-link.tsx";
import type { ReactNode } from "react";
import { useUi } from "../i18n/ui.ts";
import type { Card, CompiledPage, PracticeGroup, Quote, SectionIndex, SiteQueryData } from "../../content/model.ts";
import { CardGrid } from "./cards.tsx";

/** A compact list of pages: one title a line, in columns, for what a hub holds (each page
 * states its own summary; the hub's list only names it). */
export function LinkList({ cards }: { cards: Card[] }) {
  const { lang } = useUi();
  return (
    <ul className="link-list" data-pagefind-ignore="">
      {cards.map((c) => (
        <li key={c.path} lang={c.lang === lang ? undefined : c.lang}>
          <SiteLink to={c.path}>{c.title}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function SectionIndexView({ section }: { section: SectionIndex }) {
  const { t } = useUi();
  const groups: Array<[string, Card[], "cards" | "list"]> = [
    [t("section::pages"), section.pages, "list"],
    [t("section::articles"), section.articles, "list"],
    [t("section::caseStudies"), section.caseStudies, "cards"],
    [t("section::experts"), section.experts, "cards"],
  ];
  return (
    <>
      {groups
        .filter(([, cards]) => cards.length > 0)
        .map(([title, cards, kind]) => (
          <div key={title} className="section-index__group">
            <h3>
              {title} <span className="count">({cards.length})</span>
            </h3>
            {kind === "list" ? <LinkList cards={cards} /> : <CardGrid cards={cards} headingLevel={4} />}
          </div>
        ))}
    </>
  );
}

/** Pages a practice card links at most, so that the cards are of even weight. */
const PRACTICE_LINKS = 6;

/** Every practice as a card with its pages, or (`list`) as a compact list: name, one line, people;
 * `numbered`, an ordered list that also names each practice's lead. */
export function PracticesView({
  practices,
  list = false,
  numbered = false,
}: {
  practices: PracticeGroup[];
  list?: boolean;
  numbered?: boolean;
}) {
  const { t, lang } = useUi();
  const List = numbered ? "ol" : "ul";
  const className = list ? (numbered ? "practice-list practice-list--numbered" : "practice-list") : "practices";
  return (
    <List className={className} data-cols={wideColumns(practices.length)} data-pagefind-ignore="">
      {practices.map((g) => (
        <li key={g.key} className={list ? undefined : "card"}>
          <h3 className="card__title">{g.hub ? <SiteLink to={g.hub.path}>{g.name}</SiteLink> : g.name}</h3>
          <p className="card__kicker">{t("practices::people", { count: g.people })}</p>
          {g.hub && <p lang={list && g.hub.lang !== lang ? g.hub.lang : undefined}>{list ? g.line : g.hub.description}</p>}
          {numbered && g.lead && <p className="practice-list__lead">{t("practices::lead", { name: g.lead })}</p>}
          {/* The services page names every page of a practice, folded under its entry. */}
          {numbered && g.pages.length > 0 && <FoldedPages summary={t("practices::pages", { count: g.pages.length })} pages={g.pages} />}
          {!list && g.pages.length > 0 && <PracticePages pages={g.pages.slice(0, PRACTICE_LINKS)} />}
          {/* Every practice card shows as much; the rest of its pages fold away, still linked. */}
          {!list && g.pages.length > PRACTICE_LINKS && (
            <FoldedPages summary={t("practices::more", { count: g.pages.length - PRACTICE_LINKS })} pages={g.pages.slice(PRACTICE_LINKS)} />
          )}
        </li>
      ))}
    </List>
  );
}

type PracticePage = PracticeGroup["pages"][number];

/** A practice's pages as a list of links. */
function PracticePages({ pages }: { pages: PracticePage[] }) {
  return (
    <ul className="practices__pages">
      {pages.map((p) => (
        <li key={p.path}>
          <SiteLink to={p.path}>{p.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A practice's pages folded under a summary, still links. */
function FoldedPages({ summary, pages }: { summary: string; pages: PracticePage[] }) {
  return (
    <details className="practices__more">
      <summary>{summary}</summary>
      <PracticePages pages={pages} />
    </details>
  );
}

/** Client quotes; `big`: the first alone, set large as a pull quote. */
export function QuotesView({ quotes, big = false }: { quotes: Quote[]; big?: boolean }) {
  return (
    <ul className={big ? "quotes quotes--big" : "quotes"} data-cols={wideColumns(big ? 1 : quotes.length)}>
      {(big ? quotes.slice(0, 1) : quotes).map((q) => (
        <li key={q.path}>
          <figure>
            <blockquote>
              <p>{q.text}</p>
            </blockquote>
            <figcaption>
              <strong>{q.name}</strong>
              <span>{q.role}</span>
              <SiteLink to={q.path}>{q.caseStudy}</SiteLink>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function ClientsView({ clients }: { clients: SiteQueryData["clients"] }) {
  const { lang } = useUi();
  return (
    <ul className="clients">
      {clients.map((c) => {
        const logo = <img src={c.logo.src} alt={c.logo.alt || c.name} width={c.logo.width} height={c.logo.height} loading="lazy" />;
        // German pages link a client's German case study; a wordmark whose case is English-only stays a wordmark.
        const study = lang === "de" ? c.caseStudyDe : c.caseStudy;
        return <li key={c.name}>{study ? <SiteLink to={study}>{logo}</SiteLink> : logo}</li>;
      })}
    </ul>
  );
}

type Credential = SiteQueryData["facts"]["credentials"][number];

/** One group of credentials (partnerships or certifications), left out when it is empty: each
 * with its programme's name for it, since when, its scope, who issues it and how to check it. */
function CredentialGroup({ heading, items }: { heading: string; items: Credential[] }) {
  const { t, lang } = useUi();
  if (items.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ul>
        {items.map((credential) => {
          // The build gives the issuer as its sentence inserts it, a German one in the case the
          // sentence needs (content/lib/load.ts).
          const c = lang === "de" && credential.de ? { ...credential, ...credential.de } : credential;
          return (
            <li key={c.key}>
              <strong>{c.page ? <SiteLink to={c.page}>{c.name}</SiteLink> : c.name}</strong>
              <span className="credentials__since">{t("credentials::since", { year: c.since })}</span>
              <span>{c.scope}</span>
              {c.note && <span>{c.note}</span>}
              <span className="credentials__verify">
                {t("credentials::issuer", { issuer: c.issuer })} {c.verify}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function CredentialsView({ facts }: { facts: SiteQueryData["facts"] }) {
  const { t } = useUi();
  const of = (kind: Credential["kind"]) => facts.credentials.filter((c) => c.kind === kind);
  return (
    <div className="credentials">
      <CredentialGroup heading={t("credentials::partners")} items={of("partnership")} />
      <CredentialGroup heading={t("credentials::certifications")} items={of("certification")} />
    </div>
  );
}

/** Partnerships and certifications as one row of names, leading to the page with the details. */
export function CredentialRow({ facts, more }: { facts: SiteQueryData["facts"]; more: string }) {
  const { t, lang } = useUi();
  const shown = facts.credentials.filter((c) => c.kind !== "award");
  return (
    <>
      <ul className="credential-row">
        {shown.map((credential) => {
          const c = lang === "de" && credential.de ? { ...credential, ...credential.de } : credential;
          return <li key={c.key}>{c.name}</li>;
        })}
      </ul>
      <p className="credential-row__more">
        <SiteLink to={more}>{t("credentials::more")}</SiteLink>
      </p>
    </>
  );
}

/** A table that scrolls sideways on small screens, reachable by keyboard. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}

export function PracticeTeamsView({ facts, page }: { facts: SiteQueryData["facts"]; page: CompiledPage }) {
  const { t } = useUi();
  return (
    <TableScroll label={t("teams::caption")}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("teams::practice")}</th>
            <th scope="col">{t("teams::people")}</th>
            <th scope="col">{t("teams::lead")}</th>
          </tr>
        </thead>
        <tbody>
          {facts.practices.map((p) => {
            const lead = p.lead ? page.cards[p.lead] : undefined;
            return (
              <tr key={p.key}>
                <th scope="row">
                  <SiteLink to={p.hub}>{p.name}</SiteLink>
                </th>
                <td data-label={t("teams::people")}>{p.people}</td>
                <td data-label={t("teams::lead")}>{lead ? <SiteLink to={lead.path}>{lead.label}</SiteLink> : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
