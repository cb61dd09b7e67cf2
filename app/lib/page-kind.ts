// What kind of page a visitor is looking at, in one word, for search results.
import type { CompiledPage } from "../../content/model.ts";

export type PageKind = "service" | "industry" | "page" | "guide" | "blog" | "news" | "case" | "expert" | "job" | "overview" | "legal";

export function pageKind(page: CompiledPage): PageKind {
  switch (page.template) {
    case "landing":
      return page.fields.industry ? "industry" : page.fields.practice ? "service" : "page";
    case "article":
      return "guide";
    case "blog-post":
      return "blog";
    case "news":
      return "news";
    case "portfolio":
      return "case";
    case "expert":
      return "expert";
    case "job":
      return "job";
    case "listing":
      return "overview";
    default:
      return "legal";
  }
}
