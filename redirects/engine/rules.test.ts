import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRules } from "./rules.ts";

describe("parseRules", () => {
  it("reads '<from> <to>' lines as permanent, case-insensitive 301s that also apply in the browser", () => {
    const { rules, problems } = parseRules("# Company\n/company   /company/about\n\n/Old/Path /new exact # note\n", "redirects/x.txt");
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      {
        fromPath: "/company",
        toPath: "/company/about",
        isPermanent: true,
        ignoreCase: true,
        redirectInBrowser: true,
        statusCode: 301,
        file: "redirects/x.txt",
        line: 2,
      },
      {
        fromPath: "/Old/Path",
        toPath: "/new",
        isPermanent: true,
        ignoreCase: false,
        redirectInBrowser: true,
        statusCode: 301,
        file: "redirects/x.txt",
        line: 4,
      },
    ]);
  });

  it("reports each malformed line with its file and line", () => {
    const { rules, problems } = parseRules(
      "/only-one\ncompany /x\n/a evil.example\n/b /c sometimes\n//evil /crm\n/a/../b /crm\n/promo?x=1 /crm\n/a\\b /crm\n/campaign 4 /contacts\n",
      "redirects/bad.txt",
    );
    expect(rules).toEqual([]);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toMatchInlineSnapshot(`
      [
        "redirects/bad.txt:1: expected "<from> <to>", found only "/only-one"",
        "redirects/bad.txt:2: source "company" must start with /",
        "redirects/bad.txt:3: target "evil.example" must start with / or https://",
        "redirects/bad.txt:4: unknown flag "sometimes" (known: exact)",
        "redirects/bad.txt:5: source "//evil" can never match a request: empty path segment",
        "redirects/bad.txt:6: source "/a/../b" can never match a request: dot segment in path",
        "redirects/bad.txt:7: source "/promo?x=1" can never match a request: a query or fragment is never part of the path looked up",
        "redirects/bad.txt:8: source "/a\\b" can never match a request: backslash in path",
        "redirects/bad.txt:9: "/campaign 4" is not a rule: spaces separate the old path from the new one, so a path cannot contain a space (write it as /campaign%204); expected "<old path> <new path> [exact]"",
      ]
    `);
  });

  it("reads a whole rule file: comments, sections, slash variants, fragments, hosts and the exact flag (spec §2.4)", () => {
    const file = "tests/fixtures/site/redirects/rules.txt";
    const { rules, problems } = parseRules(readFileSync(file, "utf8"), file);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(rules.map((r) => [r.fromPath, r.toPath]))).toMatchObject({
      "/company": "/company/about",
      "/old-guide/": "/crm/data-migration",
      "/old-guide": "/services",
      "/offices": "/contacts#offices",
      "/status": "https://status.fixture.example/",
    });
    expect(rules.filter((r) => !r.ignoreCase).map((r) => r.fromPath)).toEqual(["/Legacy/Exact"]);
    expect(rules.every((r) => r.statusCode === 301 && r.isPermanent && r.redirectInBrowser)).toBe(true);
  });
});
