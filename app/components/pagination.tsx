import { Link } from "@remix-run/react";
import { useUi } from "../i18n/ui.ts";
import type { ListingPage } from "../../content/model.ts";

const pageHref = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`);

export function Pagination({ listing }: { listing: ListingPage }) {
  const { t } = useUi();
  const { page, pageCount, basePath } = listing;
  if (pageCount < 2) return null;
  return (
    <nav aria-label={t("listing::pagination")} className="pagination">
      {page > 1 && (
        <Link to={pageHref(basePath, page - 1)} rel="prev" discover="none">
          {t("listing::newer")}
        </Link>
      )}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={pageHref(basePath, n)} discover="none" aria-label={t("listing::page", { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={pageHref(basePath, page + 1)} rel="next" discover="none">
          {t("listing::older")}
        </Link>
      )}
    </nav>
  );
}
