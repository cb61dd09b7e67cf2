import { useUi } from "../i18n/ui.ts";
import type { Crumb } from "../../content/model.ts";

/** Shown on deep pages (two or more path segments); ancestors that are not pages are left out. */
export function Breadcrumbs({ crumbs, path }: { crumbs: Crumb[]; path: string }) {
  const { t } = useUi();
  if (path.split("/").length < 3 || crumbs.length < 2) return null;
  return (
    <nav aria-label={t("frame::breadcrumb")} className="breadcrumbs container" data-pagefind-ignore="">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>{i === crumbs.length - 1 ? <span aria-current="page">{c.label}</span> : <a href={c.path}>{c.label}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
