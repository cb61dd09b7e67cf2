// Renders the typed content blocks of a landing page (content/schema/blocks.ts).
import { Link } from "@remix-run/react";
import type { Block, SiteQueryData } from "../../content/model.ts";
import { Prose } from "./prose.tsx";

function Action({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  const className = primary ? "button" : "button button--ghost";
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

export function BlockView({ block, site, html }: { block: Block; site: SiteQueryData; html: string }) {
  switch (block.type) {
    case "hero":
      return (
        <section className="hero">
          <div className="container">
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
        </section>
      );
    case "features":
      return (
        <section className="section" id={block.id}>
          <div className="container">
            <h2>{block.heading}</h2>
            {block.intro && <p className="section__intro">{block.intro}</p>}
            <ul className="cards">
              {block.items.map((item) => (
                <li key={item.title} className="card">
                  <h3>{item.href ? <Link to={item.href}>{item.title}</Link> : item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    case "stats":
      return (
        <section className="section section--tinted">
          <div className="container">
            <h2>{block.heading}</h2>
            <dl className="stats">
              {block.items.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      );
    case "offices":
      return (
        <section className="section" id={block.id}>
          <div className="container">
            <h2>{block.heading}</h2>
            <ul className="cards">
              {site.offices.map((o) => (
                <li key={o.city} className="card">
                  <h3>{o.city}</h3>
                  <address>
                    {o.street}
                    <br />
                    {o.postalCode} {o.city}, {o.country}
                    <br />
                    <a href={`tel:${o.phone.replace(/\s/g, "")}`}>{o.phone}</a>
                    <br />
                    <a href={`mailto:${o.email}`}>{o.email}</a>
                  </address>
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    case "cta":
      return (
        <section className="section cta">
          <div className="container">
            <h2>{block.heading ?? site.cta.heading}</h2>
            <p>{block.text ?? site.cta.text}</p>
            <Action {...site.cta.action} primary />
          </div>
        </section>
      );
    case "body":
      return (
        <section className="section">
          <div className="container container--narrow">
            <Prose html={html} />
          </div>
        </section>
      );
  }
}
