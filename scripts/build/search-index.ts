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
  return `<!DOCTYPE html><html lang="${lang}"><body>${html.slice(start, end + "</main>".length)}</body></html>`;
}

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
