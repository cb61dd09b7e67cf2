import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { writtenPath } from "../../policy/paths.ts";
import { parseRules, writtenWindow } from "./rules.ts";

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
        "redirects/bad.txt:4: unknown flag "sometimes" (known: exact, from=<UTC date>, until=<UTC date>)",
        "redirects/bad.txt:5: source "//evil" can never match a request: empty path segment",
        "redirects/bad.txt:6: source "/a/../b" can never match a request: dot segment in path",
        "redirects/bad.txt:7: source "/promo?x=1" can never match a request: a query or fragment is never part of the path looked up (a ? or # in the path is written %3F or %23)",
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

  it("stores every way of writing one path as one source: percent-encoded, literal and decomposed letters (decision 030)", () => {
    const decomposed = "/de/u\u0308ber-uns";
    const text = ["/promo%20x /crm", "/de/%C3%BCber-uns /de", "/de/über-uns /de", `${decomposed} /de`, "/100%25 /crm", "/a%23b /crm"].join(
      "\n",
    );
    const { rules, problems } = parseRules(text, "redirects/x.txt");
    expect(problems).toEqual([]);
    expect(rules.map((r) => r.fromPath)).toEqual(["/promo x", "/de/über-uns", "/de/über-uns", "/de/über-uns", "/100%", "/a#b"]);
  });

  it("refuses what no request can be: an encoded slash, a stray percent sign, a raw # in a path", () => {
    const { rules, problems } = parseRules("/a%2Fb /crm\n/100% /crm\n/x%zz /crm\n/a#b /crm\n", "redirects/x.txt");
    expect(rules).toEqual([]);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: source "/a%2Fb" can never match a request: an encoded slash (%2F, %5C) is refused in every request',
      '2: source "/100%" can never match a request: malformed percent-encoding: a % starts three characters such as %20 (a percent sign itself is %25)',
      '3: source "/x%zz" can never match a request: malformed percent-encoding: a % starts three characters such as %20 (a percent sign itself is %25)',
      '4: source "/a#b" can never match a request: a query or fragment is never part of the path looked up (a ? or # in the path is written %3F or %23)',
    ]);
  });

  it("reads a window: from= makes a 301 from then on, until= a temporary 302; times are UTC", () => {
    const { rules, problems } = parseRules(
      "/launch /crm from=2026-12-08\n/sale /crm until=2026-12-24T18:00Z\n/both /crm exact from=2026-12-01T09:30 until=2027-01-01\n",
      "redirects/x.txt",
    );
    expect(problems).toEqual([]);
    expect(
      rules.map(({ fromPath, from, until, statusCode, isPermanent, ignoreCase }) => ({
        fromPath,
        from,
        until,
        statusCode,
        isPermanent,
        ignoreCase,
      })),
    ).toEqual([
      { fromPath: "/launch", from: "2026-12-08T00:00:00.000Z", until: undefined, statusCode: 301, isPermanent: true, ignoreCase: true },
      { fromPath: "/sale", from: undefined, until: "2026-12-24T18:00:00.000Z", statusCode: 302, isPermanent: false, ignoreCase: true },
      {
        fromPath: "/both",
        from: "2026-12-01T09:30:00.000Z",
        until: "2027-01-01T00:00:00.000Z",
        statusCode: 302,
        isPermanent: false,
        ignoreCase: false,
      },
    ]);
    expect(rules.map((r) => writtenWindow(r))).toEqual([
      " from=2026-12-08",
      " until=2026-12-24T18:00Z",
      " from=2026-12-01T09:30Z until=2027-01-01",
    ]);
  });

  it("refuses a window that never opens, a moment that is not a UTC date, and a word given twice", () => {
    const { rules, problems } = parseRules(
      "/a /crm from=2026-12-24 until=2026-12-24\n/b /crm until=2026-12-01 from=2026-12-02\n/c /crm from=2026-02-30\n/d /crm from=2026-12-08T09:00+01:00\n/e /crm from=2026-12-01 from=2026-12-02\n",
      "redirects/x.txt",
    );
    expect(rules).toEqual([]);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "1: until=2026-12-24 is not after from=2026-12-24: the rule would never apply",
      "2: until=2026-12-01 is not after from=2026-12-02: the rule would never apply",
      '3: from=: "2026-02-30" is not a real date or time',
      '4: from=: "2026-12-08T09:00+01:00" is not a UTC date or date-time: write 2026-12-08 or 2026-12-08T09:00 (UTC)',
      "5: from= is given twice",
    ]);
  });

  it("writes sources back in the form a rules file reads as the same path", () => {
    for (const path of ["/promo x", "/de/über-uns", "/100%", "/a#b", "/a?b"]) {
      const { rules } = parseRules(`${writtenPath(path)} /crm`, "x.txt");
      expect(rules[0]?.fromPath).toBe(path);
    }
    expect(writtenPath("/de/u\u0308ber uns")).toBe("/de/über%20uns");
  });
});
