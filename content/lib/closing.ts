// The band that closes every page, of every template (decision 043): what to do next on the left
// (a heading, a line, the link to the enquiry page) and, on the right, the person to talk to:
// portrait, name, role and direct line. The build writes it as HTML (decision 044), so the
// browser runs no code for it; ClosingBand (app/components/prose.tsx) only places it.
import { escapeAttribute, escapeUTF8 } from "entities";
import type { Card, CompiledPage } from "../model.ts";
import type { SiteSettings } from "../schema/site.ts";
import { languageOfPath } from "../../policy/paths.ts";
import { telHref } from "../../policy/links.ts";
import { pictureHtml } from "./html.ts";
import { uiString } from "./locales.ts";

type Wording = { heading?: string; text?: string; action?: string };

/** What the band says on a page: a landing page's own call to action (its cta block), a written
 * page's words on its topic, else its author; else the site's shared heading and line. */
export function closingWording(page: CompiledPage): Wording {
  const f = page.fields;
  const lang = f.lang;
  if ("blocks" in f) {
    const cta = f.blocks.findLast((b) => b.type === "cta");
    if (cta?.type === "cta") return { heading: cta.heading, text: cta.text };
  }
  if (page.template !== "article" && page.template !== "blog-post" && page.template !== "news" && page.template !== "portfolio") return {};
  const { topic, author } = page.reader ?? {};
  const said = (heading: string, text: string, vars: Record<string, string>): Wording => ({
    heading: uiString(lang, heading, vars),
    text: uiString(lang, text, vars),
    action: uiString(lang, "closing::action"),
  });
  if (page.template === "portfolio" && topic) return said("closing::caseHeading", "closing::caseText", { topic: topic.phrase });
  if (page.template === "blog-post" && author) return said("closing::authorHeading", "closing::authorText", { author: author.label });
  if (topic) return said("closing::topicHeading", "closing::topicText", { topic: topic.phrase });
  return {};
}

/** The band's HTML inside its section: the wording (the site's shared one where the page has
 * none), the link to the enquiry page and the person, if any. */
export function closingHtml(page: CompiledPage, settings: SiteSettings, person: Card | undefined): string {
  const lang = page.fields.lang;
  const cta = (lang === "de" && settings.german?.cta) || settings.cta;
  const own = closingWording(page);
  const left =
    `<div><h2 id="closing-heading">${escapeUTF8(own.heading ?? cta.heading)}</h2><p>${escapeUTF8(own.text ?? cta.text)}</p>` +
    `<p class="actions"><a href="${escapeAttribute(cta.action.href)}" class="button">${escapeUTF8(own.action ?? cta.action.label)}</a></p></div>`;
  // A person with no profile in the page's language: name and role are in the profile's.
  const personLang = person && languageOfPath(person.path);
  const right = person
    ? `<div class="closing__person">${person.image ? pictureHtml(person.image, "closing__portrait") : ""}` +
      `<p${personLang === lang ? "" : ` lang="${personLang}"`}><a href="${escapeAttribute(person.path)}" class="closing__name">${escapeUTF8(person.label)}</a>` +
      `${person.kicker ? `<span>${escapeUTF8(person.kicker)}</span>` : ""}</p>` +
      (person.directLine
        ? `<p class="closing__line"><span>${escapeUTF8(uiString(lang, "closing::directLine"))}</span><a href="${escapeAttribute(telHref(person.directLine))}">${escapeUTF8(person.directLine)}</a></p>`
        : "") +
      `</div>`
    : "";
  return `<div class="container closing__inner">${left}${right}</div>`;
}
