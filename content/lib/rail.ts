// The right third of a long landing page (decision 044): the page's sections, then who to
// talk to, written as HTML at build time so the browser runs no code for it. A landing page
// gets one when it is long (a text of its own among its blocks, a hero first and a closing
// band last, no form) and not a home page; each block with a heading gets an id to link.
import { escapeAttribute, escapeUTF8 } from "entities";
import GithubSlugger from "github-slugger";
import type { Block, Card, CompiledPage } from "../model.ts";
import { homeOf } from "../../policy/paths.ts";
import { uiString } from "./locales.ts";

/** The rail lists this many sections; the rest fold into "All sections" (as a written page's aside). */
export const RAIL_SECTIONS = 6;

/** Whether a landing page's blocks make a long page that gets a rail. */
export function isLongLanding(page: CompiledPage, blocks: readonly Block[]): boolean {
  return (
    page.template === "landing" &&
    page.path !== homeOf(page.fields.lang) &&
    blocks[0]?.type === "hero" &&
    blocks.at(-1)?.type === "cta" &&
    blocks.some((b) => b.type === "body") &&
    !blocks.some((b) => b.type === "enquiry")
  );
}

/** The sections of a long landing page, in order: each block's heading (a text's own h2s), each
 * block given an id where it has none. */
export function railSections(page: CompiledPage, blocks: readonly Block[]): Array<{ id: string; text: string }> {
  const slugger = new GithubSlugger();
  for (const h of page.headings) slugger.slug(h.id);
  return blocks.slice(1, -1).flatMap((block) => {
    if (block.type === "body")
      return page.headings.filter((h) => h.depth === 2).map((h) => ({ id: h.id, text: h.text.replace(/[*_`]/g, "") }));
    if (!("heading" in block) || !block.heading) return [];
    const own = block as { id?: string };
    own.id ??= slugger.slug(block.heading);
    return [{ id: own.id, text: block.heading }];
  });
}

const list = (sections: Array<{ id: string; text: string }>, start = 1) =>
  `<ol${start > 1 ? ` start="${start}"` : ""}>${sections.map((s) => `<li><a href="#${escapeAttribute(s.id)}">${escapeUTF8(s.text)}</a></li>`).join("")}</ol>`;

/** The rail's HTML: the sections (the first RAIL_SECTIONS, the rest behind "All sections"), then
 * the person to talk to with portrait, name and role. */
export function railHtml(page: CompiledPage, blocks: readonly Block[], person: Card | undefined): string {
  // A page shows a picture once: a person whose card the page shows (a team block) or whom
  // the closing band shows is named here without the portrait.
  const shown = Object.values(page.cards).some((c) => c.path === person?.path) || page.closing?.path === person?.path;
  const img = person && !shown ? person.image : undefined;
  const lang = page.fields.lang;
  const sections = railSections(page, blocks);
  const label = uiString(lang, "written::sections");
  const rest = sections.slice(RAIL_SECTIONS);
  const nav =
    `<nav class="rail__nav" aria-label="${escapeAttribute(label)}"><p class="rail__label">${escapeUTF8(label)}</p>` +
    list(sections.slice(0, RAIL_SECTIONS)) +
    (rest.length
      ? `<details><summary>${escapeUTF8(uiString(lang, "written::allSections"))}</summary>${list(rest, RAIL_SECTIONS + 1)}</details>`
      : "") +
    `</nav>`;
  const talkTo = uiString(lang, "written::talkTo");
  const card = person
    ? `<div class="person-card"><p class="person-card__label">${escapeUTF8(talkTo)}</p>` +
      (img
        ? `<img src="${escapeAttribute(img.src)}" alt="" width="${img.width}" height="${img.height}" loading="lazy" decoding="async"${img.art ? ` data-art="${escapeAttribute(img.art)}"` : ""}>`
        : "") +
      `<p><a class="person-card__name" href="${escapeAttribute(person.path)}">${escapeUTF8(person.label)}</a>` +
      (person.kicker ? `<span>${escapeUTF8(person.kicker)}</span>` : "") +
      `</p></div>`
    : "";
  return `<div class="rail__inner" data-pagefind-ignore="">${nav}${card}</div>`;
}
