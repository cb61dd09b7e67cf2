// Figures with a basis (decision 042): a bare percentage on a practice page is refused with its
// file, line and field; a figure of site.yaml brings its value, label and basis; a policy
// statement is inserted in the page's language; a worked budget is priced from the day rates
// and kept under its ceiling.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSite } from "./load.ts";
import { siteProblems } from "../../tests/fixtures/site-problems.ts";
import type { Block, CompiledPage } from "../model.ts";

const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site");
const PUBLIC = join(import.meta.dirname, "../../public");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture with files replaced (by path under the site) or edited. */
function site(edit: Record<string, (text: string) => string>): string {
  const dir = mkdtempSync(join(tmpdir(), "figures-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [path, change] of Object.entries(edit)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    const before = (() => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return "";
      }
    })();
    const after = change(before);
    expect(after).not.toBe(before);
    writeFileSync(file, after);
  }
  return dir;
}

const problems = (dir: string): string[] => siteProblems(dir, PUBLIC);

const blockOf = <T extends Block["type"]>(page: CompiledPage | undefined, type: T) =>
  (page && "blocks" in page.fields ? page.fields.blocks : []).filter((b): b is Extract<Block, { type: T }> => b.type === type);

const HUB = "content/pages/crm.md";

describe("a percentage on a practice page", () => {
  it("is refused in a stats block, with file, line and field", () => {
    const dir = site({
      [HUB]: (t) =>
        t.replace('      - value: "1"\n        label: hop for every redirect', '      - value: "93%"\n        label: of clients come back'),
    });
    const lines = readFileSync(join(dir, HUB), "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes('"93%"')) + 1;
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${HUB}:${line} blocks\\[\\d+\\]\\.items\\[1\\]\\.value: "93%" is a bare percentage in a stats block`),
      ),
    ]);
  });

  it("is refused in the body and in a block's text unless a case, a figure or its count stands beside it", () => {
    const dir = site({
      [HUB]: (t) =>
        t.replace(
          /\n---\n/,
          "\n---\nMost clients, 93 percent, come back.\n\nShare of fixture rules: {{figure.fixture-redirect-share}}.\n\nWe closed 30 of 40 tickets, 75% of them.\n\nFines reach 2% of turnover (Art. 34 NIS2 Directive).\n\nSee [the clinic](/portfolio/clinic-scheduling): 40% fewer no-shows.\n",
        ),
    });
    const found = problems(dir);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${HUB}:\\d+ body: "93 percent" is a bare percentage in the text`));
  });

  it("refuses a claimed multiple without a basis, but not a product, a threshold or a tool's name", () => {
    const dir = site({
      [HUB]: (t) =>
        t.replace(
          /\n---\n/,
          "\n---\nOur pipelines run three times faster.\n\nPeak traffic reached 14x the average.\n\nThe new portal is two to three times faster, 410 of 450 pages under a second.\n\nWe test at 3× expected peak, profile with 0x flame graphs and size 5,000 × 40 points.\n",
        ),
    });
    const found = problems(dir);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^${HUB}:\\d+ body: "three times faster" is a bare multiple in the text`)),
      expect.stringMatching(new RegExp(`^${HUB}:\\d+ body: "14x" is a bare multiple in the text`)),
    ]);
  });

  it("from site.yaml shows its value, label and basis, in the page's language", () => {
    const page = loadSite(FIXTURE, PUBLIC).pages.find((p) => p.path === "/crm");
    const items = blockOf(page, "stats").flatMap((b) => b.items);
    expect(items).toContainEqual({
      value: "25%",
      label: "of the fixture's rules point at a German page",
      basis: "3 of the 12 rules of the fixture's redirects folder, counted by hand.",
    });
  });

  it("names a figure of site.yaml that exists", () => {
    const dir = site({ [HUB]: (t) => t.replace("figure: fixture-redirect-share", "figure: no-such-figure") });
    expect(problems(dir)).toEqual([
      expect.stringMatching(/crm\.md:\d+ blocks\[\d+\]\.items\[2\]\.figure: "no-such-figure" is not a key of facts\.figures/),
    ]);
  });
});

describe("statements of policy and the budget", () => {
  it("insert the policy in the page's language, with the figure facts it names", () => {
    const dir = site({
      "content/pages/crm/notes.md": () =>
        "---\ntemplate: article\ntitle: Notes on the fixture's CRM work\ndescription: An article of the fixture site whose body each test writes, to see what the content check says.\nauthor: Mara Quell\ndatePublished: 2026-01-10\ndateModified: 2026-01-10\n---\n{{policy.hypercare}}\n",
    });
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm/notes");
    expect(page?.html).toContain("Every fixture go-live gets four weeks of hypercare on top of the rights for defects.");
  });

  it("refuses the hypercare period written out", () => {
    const dir = site({ [HUB]: (t) => t.replace(/\n---\n/, "\n---\nYou get four weeks of hypercare.\n") });
    expect(problems(dir)).toEqual([expect.stringMatching(/writes the hypercare period as a literal: write \{\{hypercareWeeks\}\}/)]);
  });

  it("prices a budget block from the day rates at their upper end, with the days by role and the client-held contingency", () => {
    const dir = site({
      "content/pages/retail.md": (t) =>
        t.replace(/\nblocks:\n/, "\nblocks:\n  - type: budget\n    budget: fixture-programme\n    heading: A worked budget\n"),
    });
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/retail");
    const [table] = blockOf(page, "table");
    expect(table?.rows).toEqual([
      ["Discovery", "1–4", "30", "Senior engineer 30", "EUR\u00a033,000"],
      ["Build", "5–12", "50", "Senior engineer 50", "EUR\u00a055,000"],
      ["Fees", "1–12", "80", "Senior engineer 80", "EUR\u00a088,000"],
      ["Contingency, held by you (10% of fees)", "–", "–", "–", "EUR\u00a09,000"],
      ["Budget", "1–12", "80", "Senior engineer 80", "EUR\u00a097,000"],
    ]);
  });

  it("refuses a budget over its ceiling", () => {
    const dir = site({ "content/site.yaml": (t) => t.replace("ceiling: 100000", "ceiling: 90000") });
    expect(problems(dir)).toEqual([expect.stringMatching(/facts\.budgets\[0\]: costs 97000 .* more than its ceiling of 90000/)]);
  });
});
