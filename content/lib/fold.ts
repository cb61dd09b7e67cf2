// A long landing page's own text on a phone (decision 051): each section's heading stays in
// view and the section's text folds under it, one tap away ("Read this section"), so the page
// reads as an outline of its sections. The build writes the folds, so the browser runs no code
// for them; from 48rem up the stylesheet shows every fold open and hides its button, and a
// browser that cannot do that keeps the button.
import { escapeUTF8 } from "entities";
import { uiString } from "./locales.ts";

/** The text of a heading's HTML: tags and soft hyphens removed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\u00ad|&shy;/g, "");

/** `html` (a page's rendered Markdown) with the text under each h2 folded into a `<details>`
 * whose button names the section; what stands before the first h2 stays as it is. */
export function foldSections(html: string, lang: "en" | "de"): string {
  const first = html.search(/<h2[ >]/);
  if (first < 0) return html;
  const before = html.slice(0, first);
  const sections = html.slice(first).split(/(?=<h2[ >])/);
  const label = escapeUTF8(uiString(lang, "fold::read"));
  return (
    before +
    sections
      .map((section) => {
        const end = section.indexOf("</h2>") + "</h2>".length;
        const heading = section.slice(0, end);
        const body = section.slice(end).trim();
        if (!body) return section;
        const name = textOf(heading).trim();
        return (
          `${heading}\n<details class="fold"><summary>${label}<span class="visually-hidden">: ${name}</span></summary>` +
          `<div class="fold__body">\n${body}\n</div></details>\n`
        );
      })
      .join("")
  );
}
