// Markdown to HTML at build time. Headings get stable ids so sections such as
// /contacts#offices and /privacy-notice#cookie-dif can be linked (spec §2.1);
// `## Cookies {#cookie-dif}` sets the id explicitly.
import { Lexer, Marked, type Tokens } from "marked";
import { figureColumns } from "../model.ts";

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

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
 * or heading ids): German pages pass GERMAN_HYPHENATION. */
export function renderMarkdown(source: string, hyphenate?: Hyphenation): RenderedMarkdown {
  const inHeadings = new WeakSet<Tokens.Generic>();
  const markHeading = (tokens: Tokens.Generic[] | undefined) =>
    tokens?.forEach((t) => {
      inHeadings.add(t);
      markHeading(t.tokens);
    });
  const headings: RenderedMarkdown["headings"] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    // Called for a token before its children: a heading marks its text as heading text.
    walkTokens(token) {
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
        let id = explicit?.[1] ?? (slugify(text) || "section");
        for (let n = 2; used.has(id); n++) id = `${explicit?.[1] ?? slugify(text)}-${n}`;
        used.add(id);
        headings.push({ depth: token.depth, id, text });
        return `<h${token.depth} id="${id}">${this.parser.parseInline(tokens)}</h${token.depth}>\n`;
      },
    },
  });
  return { html: wrapTables(alignFigures(marked.parse(source) as string)), headings };
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
