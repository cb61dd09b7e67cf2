// Skip link, header, breadcrumbs, main landmark and footer around every template.
import type { ReactNode } from "react";
import { useUi } from "../i18n/ui.ts";
import type { CompiledPage, SiteQueryData, SliceData } from "../../content/model.ts";
import { isIndexable, pageKind } from "../../content/model.ts";
import { kindLabel } from "../lib/kind-label.ts";
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
  const { t } = useUi();
  // Site search indexes content pages only (build: Pagefind reads data-pagefind-body), with
  // the page's kind and breadcrumb as metadata for the results, never as text a passage shows
  // (data-pagefind-ignore keeps an element's metadata and leaves its text out of the index).
  const indexable = isIndexable(page);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("frame::skip")}
      </a>
      <SiteHeader site={site} slice={slices.header} page={page} />
      <main id="main" tabIndex={-1} data-pagefind-body={indexable ? "" : undefined}>
        {indexable && (
          <>
            <span hidden data-pagefind-meta="kind" data-pagefind-ignore="">
              {t(kindLabel(pageKind(page)))}
            </span>
            <span hidden data-pagefind-meta="crumbs" data-pagefind-ignore="">
              {page.breadcrumbs
                .slice(0, -1)
                .map((c) => c.label)
                .join("\u00A0› ")}
            </span>
          </>
        )}
        <Breadcrumbs crumbs={page.breadcrumbs} path={page.path} />
        {children}
      </main>
      <SiteFooter site={site} slice={slices.footer} page={page} />
      <Analytics site={site} page={page} />
    </>
  );
}
