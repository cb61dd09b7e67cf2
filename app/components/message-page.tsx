import type { CompiledPage } from "../../content/model.ts";
import { Prose } from "./prose.tsx";

/** The 404 and 500 pages: a heading and a few helpful links. */
export function MessagePage({ page, code }: { page: CompiledPage; code: number }) {
  const heading = "heading" in page.fields ? page.fields.heading : page.fields.title;
  return (
    <div className="container container--narrow section message-page">
      <p className="message-page__code">{code}</p>
      <h1>{heading}</h1>
      <Prose html={page.html} />
    </div>
  );
}
