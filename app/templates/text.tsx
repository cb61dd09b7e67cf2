import { Prose } from "../components/prose.tsx";
import { formatDate } from "../lib/format.ts";
import type { TemplateProps } from "./registry.ts";

export default function TextTemplate({ page }: TemplateProps<"text">) {
  const f = page.fields;
  return (
    <div className="container container--narrow section">
      <h1>{f.heading}</h1>
      {f.updated && (
        <p className="written__meta">
          {f.lang === "de" ? "Stand" : "Last updated"}: <time dateTime={f.updated}>{formatDate(f.updated, f.lang)}</time>
        </p>
      )}
      <Prose html={page.html} />
    </div>
  );
}
