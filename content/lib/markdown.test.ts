import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

const regions = (html: string) => [...html.matchAll(/<div class="table-scroll" role="region" tabindex="0" ([^>]+)>/g)].map((m) => m[1]);

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
    expect(html).toContain('<td class="num">12</td>');
    expect(html).toContain("<td>Inventory</td>");
  });
});
