import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "./errors.ts";
import { loadSite } from "./load.ts";

// The minimal fixture's facts: founded 2020, headcount 3 (practice "core" 2, otherPeople 1).
const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site-minimal");
const TODAY = new Date("2026-06-01T00:00:00Z");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture with /guide's body replaced, or its site.yaml edited. */
function site(body: string, siteYaml: [string, string] = ["", ""]): string {
  const dir = mkdtempSync(join(tmpdir(), "facts-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  const guide = join(dir, "content/pages/guide.md");
  writeFileSync(
    guide,
    readFileSync(guide, "utf8").replace(/---\n([\s\S]*)$/, (_, rest: string) => `---\n${rest.split("\n---\n")[0]}\n---\n${body}\n`),
  );
  const yaml = join(dir, "content/site.yaml");
  writeFileSync(yaml, readFileSync(yaml, "utf8").replace(siteYaml[0], siteYaml[1]));
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadSite(dir, join(dir, "public"), TODAY);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split("\n")
        .slice(1)
        .map((l) => l.trim());
    throw error;
  }
  return [];
}

describe("company facts", () => {
  it("are inserted by name wherever a page writes them", () => {
    const dir = site("We are {{headcount}} people, {{people.core}} in the core practice, founded in {{founded}}, {{years}} years ago.");
    const guide = loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide");
    expect(guide?.html).toContain("We are 3 people, 2 in the core practice, founded in 2020, 6 years ago.");
  });

  it("are inserted for practice keys with a hyphen, such as data-ai", () => {
    const dir = site("The data team has {{people.data-ai}} members.", ["key: core", "key: data-ai"]);
    const guide = loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide");
    expect(guide?.html).toContain("The data team has 2 members.");
  });

  it("refuse a page that writes the headcount as a literal, naming file, line and the placeholder", () => {
    expect(problems(site("Intro line.\n\nToday we are 3 engineers in one room."))).toEqual([
      "content/pages/guide.md:12: writes the headcount 3 as a literal: write {{headcount}} (content/site.yaml facts)",
    ]);
  });

  it("refuse the founding year written out, and a fact no one defined", () => {
    expect(problems(site("The company was founded in 2020. It has {{employees}} staff."))).toEqual([
      "content/pages/guide.md:10: writes the founding year 2020 as a literal: write {{founded}} (content/site.yaml facts)",
      "content/pages/guide.md:10: unknown fact {{employees}}: known are {{headcount}}, {{founded}}, {{years}}, {{offices}}, {{practices}}, {{officeCities}}, {{people.core}}, {{deliveryShare}}, {{callMinutes}}, {{rehearsals}}, {{careersEmail}}, {{engineerDirection}}, {{heldEnquiryCap}}, {{heldEnquiryDays}}, {{subcontractors}}, {{securityContact}} and {{credential.<key>}}",
    ]);
  });

  it("insert the held enquiries' cap and retention, and refuse either written out next to held enquiries", () => {
    const dir = site("Held enquiries: the newest {{heldEnquiryCap}}, kept {{heldEnquiryDays}} days.");
    const guide = loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide");
    expect(guide?.html).toContain("Held enquiries: the newest 50, kept 7 days.");
    expect(problems(site("An enquiry held for review is deleted after 7 days.\n\nZurückgehaltene Anfragen: höchstens 50 Stück."))).toEqual([
      "content/pages/guide.md:10: writes the held enquiries' retention as a literal: write {{heldEnquiryDays}} (content/site.yaml facts)",
      "content/pages/guide.md:12: writes the held enquiries' cap as a literal: write {{heldEnquiryCap}} (content/site.yaml facts)",
    ]);
  });

  it("insert the security contact, and refuse it written out", () => {
    const dir = site("Report a vulnerability to {{securityContact}}.");
    expect(loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide")?.html).toContain("security@minimal.example");
    expect(problems(site("Report a vulnerability to security@minimal.example."))).toEqual([
      expect.stringMatching(
        /guide\.md:\d+: writes the security contact security@minimal\.example as a literal: write \{\{securityContact\}\}/,
      ),
    ]);
  });

  it("insert who directs placed engineers in the page's language", () => {
    const dir = site("How we work: {{engineerDirection}}");
    expect(loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide")?.html).toContain(
      "directed by its own team lead, while the client sets goals through the backlog",
    );
  });

  it("refuse a security policy page that does not exist", () => {
    expect(problems(site("Text.", ["policy: /guide", "policy: /no-such-page"]))).toEqual([
      expect.stringContaining("link to /no-such-page: no page at /no-such-page"),
    ]);
  });

  it("leave other numbers alone: 30 engineers at a client, 3,000 employees, 2020 as a date", () => {
    expect(problems(site("A client with 3,000 employees ran 13 engineers and 30 people in 2020."))).toEqual([]);
  });

  const FINANCIALS = `  heldEnquiryDays: 7
  financials:
    revenue:
      - { year: 2025, million: 4.2 }
      - { year: 2024, million: 3.9 }
    equityRatio: 38
    scope: { en: The fixture company, de: Die Fixture-Gesellschaft }
    ownership: { en: Owned by its founders, de: Im Besitz der Gründer }
    audit: { en: Audited without qualification, de: Uneingeschränkt geprüft }
    accounts: { en: Published in the register, de: Im Register veröffentlicht }`;

  it("insert the financial standing as a table in the page's language, and its figures in text", () => {
    const dir = site("Revenue in {{financials.year}}: {{financials.revenue}}, equity {{financials.equityRatio}}.\n\n{{financials}}", [
      "  heldEnquiryDays: 7",
      FINANCIALS,
    ]);
    const html = loadSite(dir, join(dir, "public"), TODAY).pages.find((p) => p.path === "/guide")?.html ?? "";
    expect(html).toContain("Revenue in 2025: EUR\u00a04.2 million, equity 38%.");
    expect(html).toMatch(/<th>Financial standing<\/th>\s*<th>As of the 2025 accounts<\/th>/);
    expect(html).toMatch(/<td[^>]*>Revenue 2024<\/td>\s*<td[^>]*>EUR\u00a03\.9 million<\/td>/);
    expect(html).toMatch(/<td[^>]*>Equity ratio at 31 December 2025<\/td>\s*<td[^>]*>38%<\/td>/);
    expect(html).toMatch(/<td[^>]*>Audit<\/td>\s*<td[^>]*>Audited without qualification<\/td>/);
  });

  it("refuse the revenue or the equity ratio written out next to the words for them", () => {
    expect(
      problems(
        site(
          "Our revenue in 2025 was EUR 4.2 million.\n\nUnsere Eigenkapitalquote liegt bei 38 Prozent.\n\nA client with 4.2 million parts.",
          ["  heldEnquiryDays: 7", FINANCIALS],
        ),
      ),
    ).toEqual([
      "content/pages/guide.md:10: writes the revenue of 2025 as a literal: write {{financials.revenue}} or {{financials}} (content/site.yaml facts)",
      "content/pages/guide.md:12: writes the equity ratio as a literal: write {{financials.equityRatio}} or {{financials}} (content/site.yaml facts)",
    ]);
  });

  it("must add up: practices and everyone else make the headcount", () => {
    expect(problems(site("Text.", ["headcount: 3", "headcount: 4"]))).toEqual([
      'content/site.yaml: field "facts.headcount": is 4, but the practices and otherPeople add up to 3',
    ]);
  });
});
