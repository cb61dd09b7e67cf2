import { describe, expect, it } from "vitest";
import type { ContentProblem } from "./errors.ts";
import { checkStringsTypography, checkTypography, foreignQuote, hyphenAsDash } from "./typography.ts";

const check = (text: string, lang: "en" | "de" | undefined, file = "content/pages/a.md") => {
  const problems: ContentProblem[] = [];
  checkTypography(text, file, lang, problems);
  return problems.map((p) => `${p.line}: ${p.message}`);
};

describe("dashes", () => {
  it("refuses a hyphen between words and a range of years with a hyphen", () => {
    expect(hyphenAsDash("ERP in Berlin - Odoo rollouts")).toMatch(/en dash/);
    expect(hyphenAsDash("from 2019-2023 we ran it")).toMatch(/"2019–2023"/);
  });

  it("accepts en dashes, compounds, dates, standards, identifiers and flags", () => {
    for (const text of ["Berlin – Odoo", "2019–2023", "mid-sized", "2026-01-31", "IEC 62443-4-2", "HH-0412-7731", "run it with -v"])
      expect(hyphenAsDash(text), text).toBeUndefined();
  });

  it("leaves out code, addresses, list markers and table rules of content files", () => {
    const text = [
      "---",
      "items:",
      "  - - Critical",
      "---",
      "- a list item",
      "| a | b |",
      "| - | - |",
      "Run `a - b` at https://x.example/a - b",
    ].join("\n");
    expect(check(text, "en")).toEqual([]);
    expect(check(["---", "title: T", "---", "```", "x - y", "```", "in Berlin - Odoo"].join("\n"), "en")).toEqual([
      expect.stringMatching(/^7: a dash between words/),
    ]);
  });
});

describe("quotation marks", () => {
  it("are the language's", () => {
    expect(foreignQuote("„Datenqualität“ und ‚so‘", "de")).toBeUndefined();
    expect(foreignQuote("“data quality” and ‘so’", "en")).toBeUndefined();
    expect(foreignQuote('für „Datenqualität" an', "de")).toMatch(/„…“/);
    expect(foreignQuote("für “Datenqualität” an", "de")).toMatch(/„…“/);
    expect(foreignQuote("the „data“", "en")).toMatch(/“…”/);
    expect(foreignQuote('the hidden work in "just add an export button"', "en")).toMatch(/“…”/);
  });

  it("count straight quotes in a German page's body, not in its YAML", () => {
    const page = ["---", 'title: "Ein Titel"', "---", "Er sagte „ja“.", 'Er sagte "nein".'].join("\n");
    expect(check(page, "de")).toEqual([expect.stringMatching(/^5: German text/)]);
  });

  it("are not judged in site.yaml, which holds both languages; its dashes are", () => {
    expect(check('label: "„Kontakt“ - jetzt"', undefined, "content/site.yaml")).toEqual([expect.stringMatching(/^1: a dash/)]);
  });

  it("of UI strings are checked by the file's language", () => {
    expect(checkStringsTypography({ a: "Fall · {{x}}", b: '„gut"' }, "de.json", "de")).toEqual([expect.objectContaining({ field: "b" })]);
  });
});
