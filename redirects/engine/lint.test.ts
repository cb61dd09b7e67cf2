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

  it("reports two ways of writing one source as a duplicate, and the map holds it once (decision 030)", () => {
    const text = ["/de/%C3%BCber-uns /crm", "/de/über-uns /crm", "/de/u\u0308ber-uns /services", "/promo%20x /crm", "/PROMO x /crm"].join(
      "\n",
    );
    const { rules, problems } = parseRules(text.replace("/PROMO x", "/PROMO%20x"), "redirects/t.txt");
    expect(problems).toEqual([]);
    const linted = lintRules({ rules, pages, externalHosts: new Set() });
    expect(linted.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "2: duplicate source /de/über-uns (also redirects/t.txt:1)",
      "3: conflicting source /de/über-uns (also redirects/t.txt:1, to /crm)",
      "5: duplicate source /PROMO x (also redirects/t.txt:4)",
    ]);
    expect(linted.rules.map((r) => r.fromPath)).toEqual(["/de/über-uns", "/promo x"]);
  });

  it("lists rules whose window has ended, keeps a rule's own window when it flattens its chain", () => {
    const { rules } = parseRules(
      "/old-sale /crm until=2026-11-30\n/soon /company until=2027-01-01\n/company /company/about\n",
      "redirects/t.txt",
    );
    const linted = lintRules({ rules, pages, externalHosts: new Set(), now: Date.parse("2026-12-07T12:00:00Z") });
    expect(linted.problems).toEqual([]);
    expect(linted.expired.map((r) => r.fromPath)).toEqual(["/old-sale"]);
    expect(linted.rules.find((r) => r.fromPath === "/soon")).toMatchObject({
      toPath: "/company/about",
      until: "2027-01-01T00:00:00.000Z",
      statusCode: 302,
    });
  });

  it("refuses a rule whose target is a scheduled rule's source: outside that window it would end on a 404", () => {
    expect(messages("/a /promo\n/promo /crm from=2026-12-24\n/b /sale\n/sale /crm until=2026-12-31\n")).toEqual([
      "redirects/t.txt:1: target /promo is not a page: it is the source of the scheduled rule at redirects/t.txt:2 (from 2026-12-24), and outside that window it answers 404; point this rule at a page",
      "redirects/t.txt:3: target /sale is not a page: it is the source of the scheduled rule at redirects/t.txt:4 (until 2026-12-31), and outside that window it answers 404; point this rule at a page",
    ]);
  });

  it("refuses a scheduled rule over a live page, as any rule", () => {
    expect(messages("/crm /services from=2026-12-24\n")).toEqual(["redirects/t.txt:1: source /crm shadows the live page /crm"]);
  });
});
