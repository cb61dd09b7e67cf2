import { describe, expect, it } from "vitest";
import { lintRules } from "./lint.ts";
import { parseRules } from "./rules.ts";

const pages = new Set(["/", "/crm", "/company/about", "/services", "/blog"]);

function lint(text: string) {
  const { rules, problems } = parseRules(text, "redirects/t.txt");
  expect(problems).toEqual([]);
  return lintRules({ rules, pages, externalHosts: new Set(["jobs.northfold.example"]) });
}

const messages = (text: string) => lint(text).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe("lintRules", () => {
  it("passes rules whose targets are pages or allowed external hosts", () => {
    expect(
      messages("/services/crm /crm\n/company /company/about\n/company/ /company/about\n/jobs https://jobs.northfold.example/open\n"),
    ).toEqual([]);
  });

  it("names duplicates and conflicts (case-folded), missing targets, self-redirects, loops, external hosts and shadowed pages", () => {
    expect(
      messages(
        [
          "/a /crm",
          "/A /crm",
          "/a/ /services",
          "/A/ /blog",
          "/b /nowhere",
          "/crm/ /crm",
          "/Services /crm",
          "/x /y",
          "/y /x",
          "/go https://evil.example/",
        ].join("\n"),
      ),
    ).toMatchInlineSnapshot(`
      [
        "redirects/t.txt:2: duplicate source /A (also redirects/t.txt:1)",
        "redirects/t.txt:4: conflicting source /A/ (also redirects/t.txt:3, to /services)",
        "redirects/t.txt:5: target /nowhere is not a page of the site",
        "redirects/t.txt:6: /crm/ redirects to itself",
        "redirects/t.txt:7: source /Services shadows the live page /services",
        "redirects/t.txt:8: /x is part of a redirect loop: /x → /y → /x",
        "redirects/t.txt:9: /y is part of a redirect loop: /y → /x → /y",
        "redirects/t.txt:10: target https://evil.example/ is not on an allowed external host (redirects/config.json)",
      ]
    `);
  });

  it("suggests up to three nearest pages for a target that is not one", () => {
    expect(messages("/old-services /servics\n/old-about /company/abut\n/old-x /blockchain\n")).toEqual([
      "redirects/t.txt:1: target /servics is not a page of the site (did you mean /services?)",
      "redirects/t.txt:2: target /company/abut is not a page of the site (did you mean /company/about?)",
      "redirects/t.txt:3: target /blockchain is not a page of the site",
    ]);
  });

  it("treats /x and /x/ as distinct sources", () => {
    expect(messages("/old/ /crm\n/old /blog\n")).toEqual([]);
  });

  it("flattens chains so that every answer is a single hop, and reports them", () => {
    const result = lint("/first /second\n/second /third\n/third /crm\n");
    expect(result.problems).toEqual([]);
    expect(result.rules.map((r) => [r.fromPath, r.toPath])).toEqual([
      ["/first", "/crm"],
      ["/second", "/crm"],
      ["/third", "/crm"],
    ]);
    expect(result.flattened.map((f) => `${f.rule.fromPath} → ${f.via} → ${f.rule.toPath}`)).toEqual([
      "/first → /second → /crm",
      "/second → /third → /crm",
    ]);
    expect(result.flattened.map((f) => f.chain.join(" → "))).toEqual(["/first → /second → /third → /crm", "/second → /third → /crm"]);
  });
});
