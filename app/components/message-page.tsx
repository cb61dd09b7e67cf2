import type { ReactNode } from "react";
import type { CompiledPage } from "../../content/model.ts";
import { ClosingBand, Prose } from "./prose.tsx";

/** The 404 and 500 pages: a heading, what the page itself offers first (the 404 page's "did you
 * mean"), then a few helpful links. */
export function MessagePage({ page, code, children }: { page: CompiledPage; code: number; children?: ReactNode }) {
  const heading = "heading" in page.fields ? page.fields.heading : page.fields.title;
  return (
    <>
      <div className="container container--narrow section message-page">
        <p className="message-page__code">{code}</p>
        <h1>{heading}</h1>
        {children}
        <Prose html={page.html} />
      </div>
      <ClosingBand page={page} />
    </>
  );
}
