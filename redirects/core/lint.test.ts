import { describe, expect, it } from "vitest";
import { lintRules } from "./lint.ts";
import { parseRules } from "./rules.ts";

const pages = new Set(["/", "/crm", "/company/about", "/services"]);

function lint(text: string): string[] {
  const { rules } = parseRules(text, "redirects/t.txt");
  return lintRules(rules, pages).map((p) => `${p.file}:${p.line}: ${p.message}`);
}

describe("lintRules", () => {
  it("passes rules whose targets are pages", () => {
    expect(lint("/services/crm /crm\n/company /company/about\n/company/ /company/about\n")).toEqual([]);
  });

  it("names duplicates (case-folded), missing targets, self-redirects and shadowed pages", () => {
    expect(lint("/a /crm\n/A /crm\n/b /nowhere\n/crm/ /crm\n/Services /crm\n")).toMatchInlineSnapshot(`
      [
        "redirects/t.txt:2: duplicate source /A (also on line 1)",
        "redirects/t.txt:3: target /nowhere is not a page of the site",
        "redirects/t.txt:4: /crm/ redirects to itself",
        "redirects/t.txt:5: source /Services shadows the live page /services",
      ]
    `);
  });
});
