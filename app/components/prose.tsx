// HTML the build wrote, placed as it is: Markdown text, and the band that closes every page. Their
// internal links are followed on the client like every other link
// (app/components/client-navigation.tsx).
import type { CompiledPage } from "../../content/model.ts";

export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The band that closes every page, of every template: what to do next on the left (a heading, a
 * line, the link to the enquiry page) and, on the right, the person to talk to: portrait, name,
 * role and direct line. The build writes its content (content/lib/closing.ts: the wording, the
 * person closingPersonOf chose), so the browser runs no code for it.
 */
export function ClosingBand({ page }: { page: CompiledPage }) {
  return page.closingBand ? (
    <section
      className="section cta closing"
      aria-labelledby="closing-heading"
      data-layout="closing"
      data-pagefind-ignore=""
      dangerouslySetInnerHTML={{ __html: page.closingBand }}
    />
  ) : null;
}
