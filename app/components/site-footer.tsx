import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FooterSlice, SiteQueryData } from "../../content/model.ts";
import { LinkList } from "./facts.tsx";

const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

export function SiteFooter({ site, slice, lang }: { site: SiteQueryData; slice: FooterSlice; lang?: string }) {
  const { t } = useTranslation();
  const { companyName, email, phone } = site.siteMetadata;
  return (
    <footer className="site-footer" lang={lang}>
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
              <span key={o.city}>
                {i > 0 && " · "}
                {o.city}
              </span>
            ))}
            <br />
            <Link to="/contacts#offices">{t("frame::officeAddresses")}</Link>
          </p>
        </div>
        {slice.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <span>© {companyName} GmbH</span>
        <nav aria-label={t("frame::legalNav")}>
          <LinkList links={slice.legal} />
        </nav>
      </div>
    </footer>
  );
}
