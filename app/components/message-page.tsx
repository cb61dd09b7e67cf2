import type { ReactNode } from "react";
import type { CompiledPage, SiteQueryData } from "../../content/model.ts";
import { ClosingBand } from "./closing-band.tsx";
import { Prose } from "./prose.tsx";

/** The 404 and 500 pages: a heading, what the page itself offers first (the 404 page's "did you
 * mean"), then a few helpful links. */
export function MessagePage({
  page,
  site,
  code,
  children,
}: {
  page: CompiledPage;
  site: SiteQueryData;
  code: number;
  children?: ReactNode;
}) {
  const heading = "heading" in page.fields ? page.fields.heading : page.fields.title;
  return (
    <>
      <div className="container container--narrow section message-page">
        <p className="message-page__code">{code}</p>
        <h1>{heading}</h1>
        {children}
        <Prose html={page.html} />
      </div>
      <ClosingBand page={page} site={site} />
    </>
  );
}
