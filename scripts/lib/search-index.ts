// Site search: a Pagefind index over the pre-rendered pages, written as static files to
// /pagefind/ (loaded by the search page). Only each page's <main data-pagefind-body> is indexed.
import * as pagefind from "pagefind";

export async function writeSearchIndex(pages: Array<{ url: string; html: string }>, outputPath: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    return pages.length;
  } finally {
    await pagefind.close();
  }
}
