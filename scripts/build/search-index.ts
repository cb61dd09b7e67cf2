// Site search: a Pagefind index over the pre-rendered pages, written as static files to
// /pagefind/ (loaded by the search page). Only each page's <main data-pagefind-body> is indexed.
// The pre-render threads write each page's search document as they write the page; Pagefind's
// command line then reads the folder in bulk and writes the index itself (decision 018).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { binOf, startNode } from "../lib/run.ts";

/**
 * What Pagefind needs of a page: its language (`<html lang>`) and its `<main>`, which holds the
 * indexed body, its title (the first h1) and its metadata. A third of the document, so a third
 * of the parsing.
 */
export function searchDocument(html: string): string {
  const lang = /^<!DOCTYPE html><html lang="([^"]+)"/i.exec(html)?.[1];
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>", start);
  if (!lang || start < 0 || end < 0) return html;
  return `<!DOCTYPE html><html lang="${lang}"><body>${spaced(html.slice(start, end + "</main>".length))}</body></html>`;
}

/**
 * Pagefind joins the texts of neighbouring elements as they stand in the markup, so a partner's
 * name and its "since 2019", set as lines by CSS, became "Partnersince 2019". Where an element
 * ends and the next begins with nothing between, and at a line break, the text has a boundary:
 * a space there keeps the words apart. A word's own markup (`<em>Odoo</em>s`) has text after
 * the closing tag and is left alone.
 */
export const spaced = (html: string) => html.replace(/<\/[a-z][a-z0-9]*>(?=<[a-z])|<br\s*\/?>/gi, "$& ");

/**
 * Indexes the search documents in `dir` and writes the index to `outputPath`, with Pagefind's
 * command line in its own process, which writes the files itself: the index is complete once
 * the process has exited (the Node API's writeFiles could resolve before its files were written).
 */
export async function writeSearchIndex(dir: string, outputPath: string): Promise<void> {
  const args = ["--site", dir, "--output-path", outputPath, "--quiet"];
  const { code, output } = await startNode(binOf("pagefind", "pagefind"), args, { stdio: ["ignore", "pipe", "pipe"] });
  if (code !== 0) throw new Error(`Pagefind exited with code ${code}:\n${output.trim()}`);
  if (!existsSync(join(outputPath, "pagefind-entry.json"))) throw new Error(`Pagefind wrote no pagefind-entry.json:\n${output.trim()}`);
  // Warnings of a finished index (a page without a body to index, say) go to the build's log.
  if (output.trim()) console.log(output.trimEnd());
}
