// The UI string that names each kind of page (content/model.ts pageKind), in the visitor's words:
// search results and related reading show it.
import type { PageKind } from "../../content/model.ts";

export const KIND_LABELS: Record<PageKind, string> = {
  service: "kind::service",
  industry: "kind::industry",
  page: "kind::page",
  guide: "kind::guide",
  blog: "kind::blog",
  news: "kind::news",
  case: "kind::case",
  expert: "kind::expert",
  job: "kind::job",
  overview: "kind::overview",
  legal: "kind::legal",
};
