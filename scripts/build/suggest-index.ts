// What the "did you mean" matcher (policy/suggest.ts) knows of the site, made once at build time:
// the pages a visitor may be sent to, with title and language, and the rules whose target is one
// of them. The build writes it for the Worker's 404 page (build/worker/suggest-index.json);
// `npm run redirects -- not-found` and `npm run bench:suggest` make the same index.
import { isFallbackPath, type CompiledPage } from "../../content/model.ts";
import { pathOfTarget } from "../../policy/paths.ts";
import type { SuggestIndex } from "../../policy/suggest.ts";
import type { RedirectRule } from "../../redirects/engine/rules.ts";

/** Generated pages that are no place to send a visitor: a listing's later pages and tag listings. */
const GENERATED_LISTING = /\/page\/\d+$|\/tags\//;

/** The index of `pages` (fallback and generated listing pages left out) and of the `rules` whose target is one of them. */
export function suggestIndexOf(pages: CompiledPage[], rules: RedirectRule[]): SuggestIndex {
  const kept = pages.filter((p) => !isFallbackPath(p.path) && !GENERATED_LISTING.test(p.path));
  const paths = new Set(kept.map((p) => p.path));
  return {
    pages: kept.map((p) => ({ path: p.path, title: p.fields.title, lang: p.fields.lang === "de" ? "de" : "en" })),
    rules: rules.flatMap((r) => (paths.has(pathOfTarget(r.toPath)) ? [{ source: r.fromPath, target: pathOfTarget(r.toPath) }] : [])),
  };
}
