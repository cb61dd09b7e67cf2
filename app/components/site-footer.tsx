import { useUi } from "../i18n/ui.ts";
import { officeCity } from "../lib/format.ts";
import type { CompiledPage, FooterSlice, SiteQueryData } from "../../content/model.ts";
import { LinkList } from "./facts.tsx";
import { LanguageSwitch } from "./site-header.tsx";
import { SiteLink } from "./site-link.tsx";

const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

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
          <p>
            {site.offices.map((o, i) => (
              <span key={o.city}>{`${i > 0 ? "\u00A0· " : ""}${officeCity(o, lang)}`}</span>
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
