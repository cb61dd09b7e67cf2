// Skip link, header, main landmark and footer around every template.
import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CompiledPage, SiteQueryData, SliceData } from "../../content/model.ts";

interface Props {
  site: SiteQueryData;
  slices: SliceData;
  page: CompiledPage;
  children: ReactNode;
}

export function SiteFrame({ site, slices, page, children }: Props) {
  // The UI is English only (spec §1): on German pages the frame says so.
  const frameLang = page.fields.lang === "en" ? undefined : "en";
  return (
    <>
      <a className="skip-link" href="#main" lang={frameLang}>
        Skip to content
      </a>
      <header className="site-header" lang={frameLang}>
        <div className="container site-header__inner">
          <Link to="/" className="brand" aria-label={`${site.siteMetadata.companyName} home`}>
            <span className="brand__mark" aria-hidden="true" />
            {site.siteMetadata.companyName}
          </Link>
          <nav aria-label="Main">
            <ul className="nav">
              {site.navigation.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} prefetch="none">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to={slices.header.cta.href} className="button button--small">
            {slices.header.cta.label}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer" lang={frameLang}>
        <div className="container site-footer__grid">
          <div>
            <p className="brand">{site.siteMetadata.companyName}</p>
            <p>
              <a href={`mailto:${site.siteMetadata.email}`}>{site.siteMetadata.email}</a>
              <br />
              <a href={`tel:${site.siteMetadata.phone.replace(/\s/g, "")}`}>{site.siteMetadata.phone}</a>
            </p>
          </div>
          {slices.footer.columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="container site-footer__legal">
          <span>© {site.siteMetadata.companyName}</span>
          {slices.footer.legal.map((l) => (
            <Link key={l.href} to={l.href}>
              {l.label}
            </Link>
          ))}
        </div>
      </footer>
    </>
  );
}
