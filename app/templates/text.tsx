import { useUi } from "../i18n/ui.ts";
import { ConsentSettings } from "../components/cookie-notice.tsx";
import { ClosingBand, Prose } from "../components/prose.tsx";
import { formatDate } from "../lib/format.ts";
import type { TemplateProps } from "./props.ts";

/** Splits the text after the cookie section (#cookie-dif), where the consent control goes. */
function splitAfterCookieSection(html: string): [string, string] | null {
  const start = html.indexOf('id="cookie-dif"');
  if (start === -1) return null;
  const next = html.indexOf("<h2", start);
  return next === -1 ? [html, ""] : [html.slice(0, next), html.slice(next)];
}

export default function TextTemplate({ page }: TemplateProps<"text">) {
  const { t } = useUi();
  const f = page.fields;
  const parts = splitAfterCookieSection(page.html);
  return (
    <>
      <div className="container container--narrow section">
        <h1>{f.heading}</h1>
        {f.updated && (
          <p className="written__meta">
            {t("text::updated")}: <time dateTime={f.updated}>{formatDate(f.updated, f.lang)}</time>
          </p>
        )}
        {parts ? (
          <>
            <Prose html={parts[0]} />
            <ConsentSettings />
            <Prose html={parts[1]} />
          </>
        ) : (
          <Prose html={page.html} />
        )}
      </div>
      <ClosingBand page={page} />
    </>
  );
}
