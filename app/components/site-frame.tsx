// Skip link, header, breadcrumbs, main landmark and footer around every template.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompiledPage, SiteQueryData, SliceData } from "../../content/model.ts";
import { Analytics } from "./analytics.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

interface Props {
  site: SiteQueryData;
  slices: SliceData;
  page: CompiledPage;
  children: ReactNode;
}

export function SiteFrame({ site, slices, page, children }: Props) {
  const { t } = useTranslation();
  // The UI is English only (spec §1): on German pages the frame says so.
  const frameLang = page.fields.lang === "en" ? undefined : "en";
  // Site search indexes content pages only (build: Pagefind reads data-pagefind-body).
  const indexable = !["not-found", "server-error", "search"].includes(page.template);
  return (
    <>
      <a className="skip-link" href="#main" lang={frameLang}>
        {t("frame::skip")}
      </a>
      <SiteHeader site={site} slice={slices.header} page={page} lang={frameLang} />
      <main id="main" tabIndex={-1} data-pagefind-body={indexable ? "" : undefined}>
        <Breadcrumbs crumbs={page.breadcrumbs} path={page.path} />
        {children}
      </main>
      <SiteFooter site={site} slice={slices.footer} lang={frameLang} />
      <Analytics site={site} />
    </>
  );
}
