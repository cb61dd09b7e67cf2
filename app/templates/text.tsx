import { Prose } from "../components/prose.tsx";
import type { TemplateProps } from "./registry.ts";

export default function TextTemplate({ page }: TemplateProps<"text">) {
  return (
    <div className="container container--narrow section">
      <h1>{page.fields.heading}</h1>
      {page.fields.updated && (
        <p className="article__meta">
          Last updated <time dateTime={page.fields.updated}>{page.fields.updated}</time>
        </p>
      )}
      <Prose html={page.html} />
    </div>
  );
}
