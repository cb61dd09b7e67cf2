// The UI string that names each kind of page (content/model.ts pageKind), in the visitor's words:
// search results and related reading show it.
import type { PageKind } from "../../content/model.ts";

export const KIND_LABELS: Record<PageKind, string> = {
  home: "kind::home",
  service: "kind::service",
  industry: "kind::industry",
  company: "kind::company",
  guide: "kind::guide",
  blog: "kind::blog",
  news: "kind::news",
  case: "kind::case",
  expert: "kind::expert",
  job: "kind::job",
  services: "kind::services",
  industries: "kind::industries",
  "blog-list": "kind::blogList",
  "news-list": "kind::newsList",
  "case-list": "kind::caseList",
  "expert-list": "kind::expertList",
  "job-list": "kind::jobList",
  legal: "kind::legal",
};
