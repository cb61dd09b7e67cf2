import { describe, expect, it } from "vitest";
import { foldSections } from "./fold.ts";

const body = [
  "<p>Before the first section.</p>",
  '<h2 id="oee">Reading an <em>OEE</em> number</h2>',
  "<p>Availability, performance, quality.</p>",
  '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="oee"><table></table></div>',
  '<h2 id="costs">What a programme costs</h2>',
  "<p>Four to six people.</p>",
  '<h2 id="empty">A heading alone</h2>',
].join("\n");

describe("foldSections", () => {
  const folded = foldSections(body, "en");

  it("keeps every heading and the text before the first one outside the folds", () => {
    expect(folded.startsWith("<p>Before the first section.</p>\n")).toBe(true);
    for (const id of ["oee", "costs"]) expect(folded).toMatch(new RegExp(`<h2 id="${id}">[^]*?</h2>\\n(?!</details>)`));
    expect(folded).not.toMatch(/<details[^>]*>(?:(?!<\/details>)[^])*<h2/);
  });

  it("folds each section's text under a button that names the section", () => {
    expect(folded.match(/<details class="fold">/g)).toHaveLength(2);
    expect(folded).toContain('<summary>Read this section<span class="visually-hidden">: Reading an OEE number</span></summary>');
    expect(folded).toContain('<div class="fold__body">\n<p>Four to six people.</p>\n</div></details>');
    expect(folded).toMatch(/<details class="fold">[^]*aria-labelledby="oee"[^]*?<\/details>/);
  });

  it("leaves a heading with no text under it unfolded", () => {
    expect(folded.endsWith('<h2 id="empty">A heading alone</h2>')).toBe(true);
  });

  it("says it in the page's language, the heading without its soft hyphens", () => {
    const german = foldSections('<h2 id="k">Kenn\u00adzahl</h2>\n<p>Text.</p>', "de");
    expect(german).toContain('<summary>Abschnitt lesen<span class="visually-hidden">: Kennzahl</span></summary>');
  });

  it("changes nothing in a text without sections", () => {
    expect(foldSections("<p>Only a paragraph.</p>", "en")).toBe("<p>Only a paragraph.</p>");
  });
});
