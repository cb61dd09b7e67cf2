// The header: brand, main navigation, search, the switch between English and German
// counterparts, and the call to action. The menus are <details> elements, so they open and
// close before any script runs: below 960 px the whole navigation sits behind "Menu"; the
// Services and Industries panels list every practice and every industry, so each is at most
// two clicks away (a practice's hub lists its pages: the menu stays light, docs/decisions/018).
// After hydration a navigation closes whatever is open.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useUi } from "../i18n/ui.ts";
import {
  searchPathOf,
  type CompiledPage,
  type HeaderMenu,
  type HeaderSlice,
  type MenuLink,
  type SiteQueryData,
} from "../../content/model.ts";
import { homeOf } from "../../policy/paths.ts";
import { SiteLink } from "./site-link.tsx";

/** The switch to the other language: the page's counterpart, or the nearest page that has
 * one (the hint says so), or the other home page (content/lib/compile.ts counterpartOf). */
export function LanguageSwitch({ page }: { page: CompiledPage }) {
  const { t } = useUi();
  const toGerman = page.fields.lang === "en";
  const target = page.counterpart;
  const language = toGerman ? t("lang::german") : t("lang::english");
  const hint = target.exact ? t("lang::thisPage", { language }) : t("lang::hubPage", { language, label: target.label });
  return (
    <a className="lang-switch" hrefLang={toGerman ? "de" : "en"} title={target.exact ? undefined : hint} href={target.path}>
      <span lang={toGerman ? "de" : "en"}>{toGerman ? t("lang::toGerman") : t("lang::toEnglish")}</span>
      <span className="visually-hidden">{`: ${hint}`}</span>
    </a>
  );
}

/** Whether `pathname` is `path` or a page below it. */
const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** How a link marks where the visitor is: "page" on its own page, "true" on a page within its
 * section (the paths of its pages; by default, the pages below its own path). */
const currentOf = (pathname: string, path: string, section: string[] = [path]) =>
  pathname === path ? ("page" as const) : section.some((p) => within(pathname, p)) ? ("true" as const) : undefined;

function PanelLink({ link, pathname, section }: { link: MenuLink; pathname: string; section?: string[] }) {
  return (
    <SiteLink to={link.path} aria-current={currentOf(pathname, link.path, section)}>
      {link.line ? (
        <>
          <span className="mega__name">{link.label}</span>
          <span className="mega__line">{link.line}</span>
        </>
      ) : (
        link.label
      )}
    </SiteLink>
  );
}

/** A navigation item that opens a panel: every practice (its hub, which lists the practice's
 * pages), every industry, or the item's own links (the company menu). */
function Panel({ item, menu, pathname }: { item: SiteQueryData["navigation"][number]; menu: HeaderMenu; pathname: string }) {
  const { t } = useUi();
  // A practice links its hub, and any of its pages is within it; a practice without a hub page
  // shows its pages instead, so every practice stays in reach.
  // An entry without `section` is current on its own page and the pages below it.
  const entries: Array<{ link: MenuLink; section?: string[] }> =
    item.menu === "practices"
      ? menu.practices.flatMap((g) =>
          g.hub
            ? [{ link: { ...g.hub, label: g.name }, section: [g.hub, ...g.pages].map((l) => l.path) }]
            : g.pages.map((link) => ({ link })),
        )
      : item.menu === "industries"
        ? menu.industries.map((link) => ({ link }))
        : item.children.map((c) => ({ link: { path: c.href, label: c.label } }));
  const current = within(pathname, item.href) || entries.some((e) => currentOf(pathname, e.link.path, e.section));
  return (
    <details className="nav__panel" name="nav-panel">
      <summary aria-current={current ? "true" : undefined}>{item.label}</summary>
      <div className="mega">
        <ul className="mega__list">
          {entries.map(({ link, section }) => (
            <li key={link.path}>
              <PanelLink link={link} pathname={pathname} section={section} />
            </li>
          ))}
        </ul>
        {item.menu && (
          <p className="mega__all">
            <PanelLink
              link={{ path: item.href, label: item.menu === "practices" ? t("frame::allServices") : t("frame::allIndustries") }}
              pathname={pathname}
              section={[]}
            />
          </p>
        )}
      </div>
    </details>
  );
}

export function SiteHeader({ site, slice, page }: { site: SiteQueryData; slice: HeaderSlice; page: CompiledPage }) {
  const { t, lang } = useUi();
  const german = lang === "de";
  const navigation = german ? site.german.navigation : site.navigation;
  const { menu, cta } = german ? slice.german : slice;
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  // Close every open menu on navigation, on Escape and on a click elsewhere.
  useEffect(() => {
    const root = header.current;
    if (!root) return;
    const closeAll = () => root.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
    closeAll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !root.querySelector("details[open]")) return;
      closeAll();
      root.querySelector<HTMLElement>("summary")?.focus();
    };
    const onClick = (e: MouseEvent) => e.target instanceof Node && !root.contains(e.target) && closeAll();
    window.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [pathname]);

  return (
    <header className="site-header" ref={header}>
      <div className="container site-header__inner">
        <a className="brand" aria-label={t("frame::home", { name: site.siteMetadata.companyName })} href={homeOf(lang)}>
          <span className="brand__mark" aria-hidden="true" />
          {site.siteMetadata.companyName}
        </a>
        <details className="site-menu">
          <summary className="menu-button">
            <span className="menu-button__icon" aria-hidden="true" />
            <span className="menu-button__open">{t("frame::menu")}</span>
            <span className="menu-button__close">{t("frame::close")}</span>
          </summary>
          <div className="site-header__menu">
            <nav aria-label={t("frame::mainNav")}>
              <ul className="nav">
                {navigation.map((item) => (
                  <li key={item.href}>
                    {item.menu || item.children.length > 0 ? (
                      <Panel item={item} menu={menu} pathname={pathname} />
                    ) : (
                      <SiteLink to={item.href} aria-current={currentOf(pathname, item.href)}>
                        {item.label}
                      </SiteLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="site-header__tools">
              <a className="search-link" href={searchPathOf(lang)}>
                {t("frame::search")}
              </a>
              <LanguageSwitch page={page} />
              <SiteLink to={cta.href} className="button button--small">
                {cta.label}
              </SiteLink>
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
