import { useUi } from "../i18n/ui.ts";
import { officeCity, telHref as tel } from "../lib/format.ts";
import type { CompiledPage, FooterSlice, SiteQueryData } from "../../content/model.ts";
import { LinkList } from "./facts.tsx";
import { LanguageSwitch } from "./site-header.tsx";
import { SiteLink } from "./site-link.tsx";

export function SiteFooter({ site, slice, page }: { site: SiteQueryData; slice: FooterSlice; page: CompiledPage }) {
  const { t, lang } = useUi();
  const { companyName, email, phone } = site.siteMetadata;
  const { columns, legal, offices } = lang === "de" ? slice.german : slice;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__contact">
          <p className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {companyName}
          </p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
            <br />
            <a href={tel(phone)}>{phone}</a>
          </p>
          <p className="site-footer__offices">
            {site.offices.map((o) => (
              <span key={o.city}>{officeCity(o, lang)}</span>
            ))}
            <br />
            <SiteLink to={offices}>{t("frame::officeAddresses")}</SiteLink>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <span>{`© ${companyName} GmbH`}</span>
        <nav aria-label={t("frame::legalNav")}>
          <LinkList links={legal} />
        </nav>
        <LanguageSwitch page={page} />
      </div>
    </footer>
  );
}
