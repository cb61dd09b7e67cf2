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
