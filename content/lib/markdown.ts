// Markdown to HTML at build time. Headings get stable ids so sections such as
// /contacts#offices and /privacy-notice#cookie-dif can be linked (spec §2.1);
// `## Cookies {#cookie-dif}` sets the id explicitly.
import { decodeHTML } from "entities";
import { slug } from "github-slugger";
import { Lexer, Marked, type Token, type Tokens } from "marked";
import { figureColumns } from "../model.ts";

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

/** The text a reader sees in a heading: no markup, no HTML tags, entities as the characters
 * they stand for (the lexer keeps `&amp;` and the like as written), so ids are made from
 * what GitHub would make them from. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      if (t.type === "html") return "";
      if ("tokens" in t && t.tokens?.length) return plainText(t.tokens);
      if (t.type === "text") return decodeHTML((t as Tokens.Text).text);
      return "text" in t && typeof t.text === "string" ? t.text : "";
    })
    .join("");
}

/**
 * Ids for a document's headings, as GitHub makes them: github-slugger's slug of the text
 * (lower case, letters of every script kept, "Über uns" → "über-uns") and `-1`, `-2` … for a
 * repeat. The counting is ours rather than GithubSlugger's, because explicit ids must be
 * reserved for the whole document before any heading is named: a generated id then never
 * takes an explicit one, wherever in the text either stands, and an explicit id stays as
 * written however the headings around it change.
 */
function headingIds(explicit: ReadonlySet<string>) {
  const taken = new Set<string>();
  return (text: string, own: string | undefined): string => {
    const base = own ?? (slug(text) || "section");
    let id = base;
    for (let n = 1; taken.has(id) || (own === undefined && explicit.has(id)); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}

export interface RenderedMarkdown {
  html: string;
  headings: Array<{ depth: number; id: string; text: string }>;
}

/** Rewrites of the plain text, one for running text and one for headings. */
export interface Hyphenation {
  text: (text: string) => string;
  heading: (text: string) => string;
}

/** `hyphenate` rewrites the plain text of the rendered document (never code, links' targets
 * or heading ids): German pages pass germanHyphenation's (content/lib/hyphenate.ts). */
export function renderMarkdown(source: string, hyphenate?: Hyphenation): RenderedMarkdown {
  const inHeadings = new WeakSet<Tokens.Generic>();
  const markHeading = (tokens: Tokens.Generic[] | undefined) =>
    tokens?.forEach((t) => {
      inHeadings.add(t);
      markHeading(t.tokens);
    });
  const headings: RenderedMarkdown["headings"] = [];
  // Filled while the tokens are walked, which is over before the first heading is rendered.
  const explicitIds = new Set<string>();
  const plainTexts = new WeakMap<Tokens.Heading, string>();
  const idOf = headingIds(explicitIds);
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    // Called for a token before its children: a heading's text is read before it is
    // hyphenated, and the heading marks its text as heading text.
    walkTokens(token) {
      if (token.type === "heading") {
        const heading = token as Tokens.Heading;
        const explicit = EXPLICIT_ID.exec(heading.text)?.[1];
        if (explicit) explicitIds.add(explicit);
        else plainTexts.set(heading, plainText(heading.tokens));
      }
      if (!hyphenate) return;
      if (token.type === "heading") markHeading((token as Tokens.Heading).tokens);
      if (token.type !== "text") return;
      const text = token as Tokens.Text;
      if (!text.tokens?.length) text.text = (inHeadings.has(text) ? hyphenate.heading : hyphenate.text)(text.text);
    },
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const explicit = EXPLICIT_ID.exec(token.text);
        const text = explicit ? token.text.replace(EXPLICIT_ID, "") : token.text;
        const tokens = explicit ? Lexer.lexInline(text) : token.tokens;
        const id = idOf(plainTexts.get(token) ?? text, explicit?.[1]);
        headings.push({ depth: token.depth, id, text });
        return `<h${token.depth} id="${id}">${this.parser.parseInline(tokens)}</h${token.depth}>\n`;
      },
    },
  });
  return { html: wrapTables(labelCells(alignFigures(keepIdentifiersWhole(marked.parse(source) as string)))), headings };
}

/** A table cell that is one identifier (a certificate or register number such as
 * "CZ-27001-2604-118", a date written 2026-04-01) never breaks at its hyphens: it is set whole,
 * as a figure is. */
export function keepIdentifiersWhole(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) =>
    table.replace(/(<td[^>]*>)([\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)+)(<\/td>)/gu, (cell, open: string, text: string, close: string) =>
      /\d/.test(text) && text.includes("-") ? `${open}<span class="nowrap">${text}</span>${close}` : cell,
    ),
  );
}

/** Each body cell names its column (data-label), so a table can reflow into label and value
 * blocks on a phone (decision 044). */
export function labelCells(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? "";
    const columns = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").trim());
    return table.replace(/<tbody>[\s\S]*?<\/tbody>/, (body) =>
      body.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, cells: string) => {
        let i = 0;
        return `<tr>${cells.replace(/<td([^>]*)>/g, (_cell, attrs: string) => `<td${attrs} data-label="${(columns[i++] ?? "").replace(/"/g, "&quot;")}">`)}</tr>`;
      }),
    );
  });
}

/** Columns of figures are right-aligned: their cells, header included, get class="num". */
function alignFigures(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? "").matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1] ?? ""),
    );
    const figures = figureColumns(rows);
    if (!figures.some(Boolean)) return table;
    return table.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, cells: string) => {
      let i = 0;
      return `<tr>${cells.replace(/<(t[dh])([^>]*)>/g, (cell, tag: string, attrs: string) => (figures[i++] ? `<${tag}${attrs} class="num">` : cell))}</tr>`;
    });
  });
}

/**
 * Wide tables scroll on their own on small screens; a focusable region keeps that scrolling
 * reachable by keyboard. Each region needs a name of its own (several tables on a page would
 * otherwise be indistinguishable landmarks): the heading above it, or, for a second table under
 * the same heading, its column headers.
 */
function wrapTables(html: string): string {
  let heading: string | undefined;
  const labelled = new Set<string>();
  const names = new Set<string>();
  return html
    .replace(/<h[1-6] id="([^"]+)">|<table>([\s\S]*?<\/thead>)?/g, (match, id: string | undefined, head: string | undefined) => {
      if (id) {
        heading = id;
        return match;
      }
      let attribute: string;
      if (heading && !labelled.has(heading)) {
        labelled.add(heading);
        attribute = `aria-labelledby="${heading}"`;
      } else {
        const columns = [...(head ?? "").matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
        const base = columns.join(", ") || "Table";
        let name = base;
        for (let n = 2; names.has(name); n++) name = `${base} (${n})`;
        names.add(name);
        attribute = `aria-label="${name.replace(/"/g, "&quot;")}"`;
      }
      return `<div class="table-scroll" role="region" tabindex="0" ${attribute}>${match}`;
    })
    .replace(/<\/table>/g, "</table></div>");
}
