import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { searchDocument, writeSearchIndex } from "./search-index.ts";

describe("searchDocument", () => {
  it("keeps the page's language and its <main>, and drops the head, header, footer and scripts", () => {
    const page =
      '<!DOCTYPE html><html lang="de" data-build-hash="x"><head><title>T</title><script>1</script></head><body>' +
      '<header><nav>Menü</nav></header><main id="main" data-pagefind-body=""><h1>Titel</h1><p>Text</p></main><footer>Fuß</footer></body></html>';
    expect(searchDocument(page)).toBe(
      '<!DOCTYPE html><html lang="de"><body><main id="main" data-pagefind-body=""><h1>Titel</h1> <p>Text</p></main></body></html>',
    );
  });

  it("puts a space where one element ends and the next begins, and none inside a word's markup", () => {
    const main =
      '<main><li><strong><a href="/erp">Odoo Silver Partner</a></strong><span>since 2019</span><span>For distributors.</span>' +
      "<span>Odoo pays</span></li><p>One<br>two <em>Odoo</em>s</p></main>";
    const document = searchDocument(`<!DOCTYPE html><html lang="en"><body>${main}</body></html>`);
    const text = document.replace(/<[^>]+>/g, "");
    expect(text).toBe("Odoo Silver Partner since 2019 For distributors. Odoo pays One two Odoos");
  });

  it("hands over a document of another shape whole", () => {
    const page = "<html><body><p>no main</p></body></html>";
    expect(searchDocument(page)).toBe(page);
  });
});

describe("writeSearchIndex", () => {
  const root = mkdtempSync(join(tmpdir(), "search-index-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = (lang: string, title: string) =>
    `<!DOCTYPE html><html lang="${lang}"><head></head><body><main data-pagefind-body=""><h1>${title}</h1><p>${title} text</p></main></body></html>`;

  it("indexes the search documents of a folder with Pagefind, by language", async () => {
    const docs = join(root, "docs");
    mkdirSync(join(docs, "de"), { recursive: true });
    writeFileSync(join(docs, "crm.html"), searchDocument(page("en", "Salesforce consulting")));
    writeFileSync(join(docs, "de/crm.html"), searchDocument(page("de", "Salesforce-Beratung")));
    await writeSearchIndex(docs, join(root, "out"));
    const entry = JSON.parse(readFileSync(join(root, "out/pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(1);
    expect(entry.languages.de?.page_count).toBe(1);
  });

  it("fails with Pagefind's own message when there is nothing to index", async () => {
    const empty = mkdtempSync(join(root, "empty-"));
    await expect(writeSearchIndex(empty, join(root, "none"))).rejects.toThrow(
      /Pagefind exited with code 1:[\s\S]*not able to build an index/,
    );
  });
});
