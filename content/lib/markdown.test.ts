import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

const regions = (html: string) => [...html.matchAll(/<div class="table-scroll" role="region" tabindex="0" ([^>]+)>/g)].map((m) => m[1]);

const ids = (source: string) => renderMarkdown(source).headings.map((h) => h.id);

describe("renderMarkdown heading ids", () => {
  it.each([
    ["plain words", "## Why it matters", ["why-it-matters"]],
    ["German letters are kept, in lower case", "## Über uns\n\n## Größe und Maße", ["über-uns", "größe-und-maße"]],
    [
      "punctuation goes, hyphens and underscores stay",
      "## The buyer's ERP: 300,000 rows (2026)!\n\n## snake_case and kebab-case",
      ["the-buyers-erp-300000-rows-2026", "snake_case-and-kebab-case"],
    ],
    ["each space becomes a hyphen, so a dash between spaces leaves two", "## Daten – Migration", ["daten--migration"]],
    [
      "markup and HTML tags are left out, entities count as their characters",
      "## Use `npm ci` with **care** and [links](/x) <b>now</b>\n\n## R&amp;D &uuml;ber AT&T",
      ["use-npm-ci-with-care-and-links-now", "rd-über-att"],
    ],
    ["repeats get -1, -2 as on GitHub", "## Example\n\n## Example\n\n## Example", ["example", "example-1", "example-2"]],
    ["a repeat skips an id a heading already has", "## Example 1\n\n## Example\n\n## Example", ["example-1", "example", "example-2"]],
    ["a heading of punctuation only is a section", "## ???\n\n## ???", ["section", "section-1"]],
    ["explicit ids are kept as written", "## Cookies und Tracking {#cookie-dif}\n\n## Offices {#offices}", ["cookie-dif", "offices"]],
    [
      "an explicit id is reserved for the whole document, before and after it",
      "## Offices\n\n## Where we are {#offices}\n\n## Offices",
      ["offices-1", "offices", "offices-2"],
    ],
    [
      "an explicit id equal to a later generated one keeps it; the generated one moves on",
      "## Contact {#our-team}\n\n## Our team",
      ["our-team", "our-team-1"],
    ],
  ])("%s", (_, source, expected) => {
    expect(ids(source)).toEqual(expected);
  });

  it("writes the ids on the headings and lists them with the text as written", () => {
    const { html, headings } = renderMarkdown("## Über uns {#about}\n\n### Größe\n");
    expect(html).toContain('<h2 id="about">Über uns</h2>');
    expect(html).toContain('<h3 id="größe">Größe</h3>');
    expect(headings).toEqual([
      { depth: 2, id: "about", text: "Über uns" },
      { depth: 3, id: "größe", text: "Größe" },
    ]);
  });
});

describe("renderMarkdown tables", () => {
  it("wraps each table in a focusable region named by the heading above it", () => {
    const { html } = renderMarkdown(
      "## Sub-processors\n\n| Name | Country |\n|---|---|\n| A | DE |\n\n## Retention {#keep}\n\n| Data | Period |\n|---|---|\n| CVs | 6 months |\n",
    );
    expect(regions(html)).toEqual(['aria-labelledby="sub-processors"', 'aria-labelledby="keep"']);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });

  it("names a second table under one heading, or a table without a heading, by its columns, never twice alike", () => {
    const table = "| Role | Day rate |\n|---|---|\n| Engineer | 900 |\n";
    const { html } = renderMarkdown(`${table}\n## Rates\n\n${table}\n${table}\n${table}`);
    expect(regions(html)).toEqual([
      'aria-label="Role, Day rate"',
      'aria-labelledby="rates"',
      'aria-label="Role, Day rate (2)"',
      'aria-label="Role, Day rate (3)"',
    ]);
  });
});

describe("renderMarkdown hyphenation", () => {
  it("rewrites the text only, headings their own way: never code, link targets or heading ids", () => {
    const text = (t: string) => t.replace(/Datenmigration/g, "Daten|migration");
    const mark = { text, heading: (t: string) => t.replace(/Datenmigration/g, "Datenmi|gration") };
    const { html, headings } = renderMarkdown(
      "## Datenmigration\n\nDie [Datenmigration](/de/erp/datenmigration) mit `Datenmigration` und **Datenmigration**.\n\n```\nDatenmigration\n```\n",
      mark,
    );
    expect(headings).toEqual([{ depth: 2, id: "datenmigration", text: "Datenmigration" }]);
    expect(html).toContain('<h2 id="datenmigration">Datenmi|gration</h2>');
    expect(html).toContain('<a href="/de/erp/datenmigration">Daten|migration</a>');
    expect(html).toContain("<code>Datenmigration</code>");
    expect(html).toContain("<strong>Daten|migration</strong>");
    expect(html).toContain("<pre><code>Datenmigration\n</code></pre>");
  });
});

describe("tables", () => {
  it("right-align columns of figures, header included", () => {
    const { html } = renderMarkdown("| Step | Hours |\n|---|---|\n| Inventory | 12 |\n| Mapping | 30 |\n");
    expect(html).toContain('<th class="num">Hours</th>');
    expect(html).toContain('<td class="num" data-label="Hours">12</td>');
    expect(html).toContain('<td data-label="Step">Inventory</td>');
  });

  it("names each body cell's column, so a phone can show it as the cell's label", () => {
    const { html } = renderMarkdown('| Office | "Led by" |\n|---|---|\n| Berlin | Lena |\n');
    expect(html).toContain('<td data-label="Office">Berlin</td>');
    expect(html).toContain('<td data-label="&quot;Led by&quot;">Lena</td>');
    expect(html).not.toMatch(/<th[^>]*data-label/);
  });
});

describe("keepIdentifiersWhole", () => {
  it("sets a cell that is one identifier with hyphens and digits whole, and leaves words and sentences alone", () => {
    const { html } = renderMarkdown(
      "| Number | Body | Valid |\n|---|---|---|\n| CZ-27001-2604-118 | Certavo, Berlin | April 2026 to April 2029 |\n| e-mail | ISO/IEC | 2026-04-01 |\n",
    );
    expect(html).toContain('<span class="nowrap">CZ-27001-2604-118</span>');
    expect(html).toContain('<span class="nowrap">2026-04-01</span>');
    expect(html).not.toMatch(/nowrap">(?:e-mail|ISO\/IEC|Certavo)/);
    expect(html).not.toContain('nowrap">April');
  });
});
