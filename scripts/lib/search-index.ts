// Site search: a Pagefind index over the pre-rendered pages, written as static files to
// /pagefind/ (loaded by the search page). Only each page's <main data-pagefind-body> is indexed.
// The files are taken from Pagefind in memory and written here, so the build never exits
// before Pagefind's own writer has finished (its writeFiles can resolve early).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";

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

/** Pages handed to Pagefind at once. */
const IN_FLIGHT = 32;

export async function writeSearchIndex(pages: Array<{ url: string; html: string }>, outputPath: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    // Pagefind works on pages in its own process; many in flight keep it busy (one at a time,
    // the round trips cost more than the indexing).
    let next = 0;
    const feed = async () => {
      while (next < pages.length) {
        const page = pages[next++]!;
        const added = await index.addHTMLFile({ url: page.url, content: searchDocument(page.html) });
        if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join("; ")}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, feed));
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind: ${fileErrors.join("; ")}`);
    for (const file of files) {
      const out = join(outputPath, file.path);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, file.content);
    }
    if (!files.some((f) => f.path === "pagefind-entry.json" && f.content.length > 0))
      throw new Error("Pagefind wrote no pagefind-entry.json");
    return pages.length;
  } finally {
    await pagefind.close();
  }
}
