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
        <a rel="prev" href={pageHref(basePath, page - 1)}>
          {t("listing::newer")}
        </a>
      )}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a aria-label={t("listing::page", { n })} href={pageHref(basePath, n)}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <a rel="next" href={pageHref(basePath, page + 1)}>
          {t("listing::older")}
        </a>
      )}
    </nav>
  );
}
