// The header: brand, main navigation (a disclosure menu below 960 px), search, the switch
// between English and German counterparts, and the call to action.
import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompiledPage, HeaderSlice, SiteQueryData } from "../../content/model.ts";

function LanguageSwitch({ page }: { page: CompiledPage }) {
  const { t } = useTranslation();
  const toGerman = page.fields.lang === "en";
  const target = page.fields.translation ?? (toGerman ? "/de" : "/");
  const language = toGerman ? t("lang::german") : t("lang::english");
  const hint = page.fields.translation ? t("lang::thisPage", { language }) : t("lang::homePage", { language });
  return (
    <Link to={target} className="lang-switch" hrefLang={toGerman ? "de" : "en"}>
      <span lang={toGerman ? "de" : "en"}>{toGerman ? t("lang::toGerman") : t("lang::toEnglish")}</span>
      <span className="visually-hidden">: {hint}</span>
    </Link>
  );
}

export function SiteHeader({ site, slice, page, lang }: { site: SiteQueryData; slice: HeaderSlice; page: CompiledPage; lang?: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header" lang={lang} data-menu={open ? "open" : "closed"}>
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={t("frame::home", { name: site.siteMetadata.companyName })}>
          <span className="brand__mark" aria-hidden="true" />
          {site.siteMetadata.companyName}
        </Link>
        <button type="button" className="menu-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          <span className="menu-button__icon" aria-hidden="true" />
          {t("frame::menu")}
        </button>
        <div className="site-header__menu" id={menuId}>
          <nav aria-label={t("frame::mainNav")}>
            <ul className="nav">
              {site.navigation.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            <Link to="/search" className="search-link">
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="m15.5 15.5 5 5" />
              </svg>
              {t("frame::search")}
            </Link>
            <LanguageSwitch page={page} />
            <Link to={slice.cta.href} className="button button--small">
              {slice.cta.label}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
