import { describe, expect, it } from "vitest";
import { searchDocument } from "./search-index.ts";

describe("searchDocument", () => {
  it("keeps the page's language and its <main>, and drops the head, header, footer and scripts", () => {
    const page =
      '<!DOCTYPE html><html lang="de" data-build-hash="x"><head><title>T</title><script>1</script></head><body>' +
      '<header><nav>Menü</nav></header><main id="main" data-pagefind-body=""><h1>Titel</h1><p>Text</p></main><footer>Fuß</footer></body></html>';
    expect(searchDocument(page)).toBe(
      '<!DOCTYPE html><html lang="de"><body><main id="main" data-pagefind-body=""><h1>Titel</h1><p>Text</p></main></body></html>',
    );
  });

  it("hands over a document of another shape whole", () => {
    const page = "<html><body><p>no main</p></body></html>";
    expect(searchDocument(page)).toBe(page);
  });
});
