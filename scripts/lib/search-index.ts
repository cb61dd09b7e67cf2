// Site search: a Pagefind index over the pre-rendered pages, written as static files to
// /pagefind/ (loaded by the search page). Only each page's <main data-pagefind-body> is indexed.
// The files are taken from Pagefind in memory and written here, so the build never exits
// before Pagefind's own writer has finished (its writeFiles can resolve early).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { htmlFileOf } from "../../redirects/core/files.ts";
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

export async function writeSearchIndex(pages: Array<{ url: string; html: string }>, outputPath: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    // Pagefind reads a directory with every core; fed one page at a time, it uses one. Each
    // page goes in as its search document, under its file name (`/crm` → `crm.html`, which
    // the search page turns back into `/crm`).
    const dir = mkdtempSync(join(tmpdir(), "search-documents-"));
    try {
      for (const page of pages) {
        const file = join(dir, htmlFileOf(page.url));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, searchDocument(page.html));
      }
      const added = await index.addDirectory({ path: dir });
      if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
