// The blocks that are text alone (features, steps, technologies, questions, tables), written as
// HTML at build time as the rail and the closing band are (decision 044): the browser runs no
// code for them and loads none; app/components/blocks.tsx only places the section around them.
import { escapeAttribute, escapeUTF8 } from "entities";
import { figureColumns, WRITTEN_BLOCKS, type Block, type SiteOffice, type WrittenBlock } from "../model.ts";
import type { SiteSettings } from "../schema/site.ts";
import { telHref } from "../../policy/links.ts";
import { languageOfPath } from "../../policy/paths.ts";
import { uiString } from "./locales.ts";

export function isWrittenBlock(block: Block): block is WrittenBlock {
  return (WRITTEN_BLOCKS as readonly string[]).includes(block.type);
}

const text = (s: string) => escapeUTF8(s);

/** A link to a page of the site, as SiteLink (app/components/site-link.tsx) writes it: on a
 * German page, one to an English-only page says so. */
function siteLink(lang: "en" | "de", to: string, label: string): string {
  if (lang === "de" && to.startsWith("/") && languageOfPath(to) === "en") {
    const note =
      `<span class="lang-note" lang="de"><span aria-hidden="true">${text(uiString("de", "lang::englishBadge"))}</span>` +
      `<span class="visually-hidden"> (${text(uiString("de", "lang::englishPage"))})</span></span>`;
    return `<a hreflang="en" href="${escapeAttribute(to)}">${text(label)}${note}</a>`;
  }
  return `<a href="${escapeAttribute(to)}">${text(label)}</a>`;
}

/** The offices as pages read them: with the country's German name, from its code, found at build
 * time so that no browser has to load Intl's region names (docs/decisions/018-speed.md). */
export function siteOffices(offices: SiteSettings["offices"]): SiteOffice[] {
  const germanRegions = new Intl.DisplayNames(["de"], { type: "region" });
  return offices.map((o) => ({ ...o, countryDe: germanRegions.of(o.countryCode) ?? o.country }));
}

function body(block: WrittenBlock, lang: "en" | "de", offices: readonly SiteOffice[]): string {
  switch (block.type) {
    case "offices":
      return (
        `<ul class="cards" data-count="${offices.length}">` +
        offices
          .map((o) => {
            const city = text(lang === "de" ? (o.cityDe ?? o.city) : o.city);
            const country = text(lang === "de" ? o.countryDe : o.country);
            return (
              `<li class="card"><h3>${city}</h3><address>${text(o.street)}<br/>${text(o.postalCode)} ${city}, ${country}<br/>` +
              `<a href="${escapeAttribute(telHref(o.phone))}">${text(o.phone)}</a><br/>` +
              `<a href="${escapeAttribute(`mailto:${o.email}`)}">${text(o.email)}</a></address></li>`
            );
          })
          .join("") +
        `</ul>`
      );
    case "features":
      return (
        `<ul class="cards" data-count="${block.items.length}">` +
        block.items
          .map(
            (item) =>
              `<li class="${item.href ? "card card--link feature" : "card feature"}"><h3 class="card__title">` +
              `${item.href ? siteLink(lang, item.href, item.title) : text(item.title)}</h3><p>${text(item.text)}</p></li>`,
          )
          .join("") +
        `</ul>`
      );
    case "steps":
      return (
        `<ol class="steps" data-count="${block.items.length}">` +
        block.items.map((item) => `<li><h3>${text(item.title)}</h3><p>${text(item.text)}</p></li>`).join("") +
        `</ol>`
      );
    case "technologies":
      return (
        `<div class="tech-groups">` +
        block.groups
          .map((g) => `<div><h3>${text(g.name)}</h3><ul class="tags">${g.items.map((t) => `<li>${text(t)}</li>`).join("")}</ul></div>`)
          .join("") +
        `</div>`
      );
    case "faq":
      return (
        `<div class="faq">` +
        block.items
          .map((item) => `<details><summary><h3>${text(item.question)}</h3></summary><p>${text(item.answer)}</p></details>`)
          .join("") +
        `</div>`
      );
    case "table": {
      const figures = figureColumns(block.rows);
      const num = (i: number) => (figures[i] ? ` class="num"` : "");
      const head = block.columns.map((c, i) => `<th scope="col"${num(i)}>${text(c)}</th>`).join("");
      const rows = block.rows
        .map(
          (row) =>
            `<tr>` +
            row
              .map((cell, i) =>
                i === 0
                  ? `<th scope="row">${text(cell)}</th>`
                  : `<td${num(i)}${block.columns[i] === undefined ? "" : ` data-label="${escapeAttribute(block.columns[i])}"`}>${text(cell)}</td>`,
              )
              .join("") +
            `</tr>`,
        )
        .join("");
      return (
        `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(block.heading)}">` +
        `<table class="table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>` +
        (block.note ? `<p class="table-note">${text(block.note)}</p>` : "")
      );
    }
  }
}

/** What goes inside the section's container: its heading, its intro, if any, and the block. */
export function blockHtml(block: WrittenBlock, lang: "en" | "de", offices: readonly SiteOffice[]): string {
  const intro = "intro" in block && block.intro ? `<p class="section__intro">${text(block.intro)}</p>` : "";
  return `<h2>${text(block.heading)}</h2>${intro}${body(block, lang, offices)}`;
}
