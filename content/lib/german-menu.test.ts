// The German header menu (content/site.yaml german.menuNames): a practice hub or an industry that
// has no German page is still shown in German, with a German label and line, and the check names
// every such page that lacks them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSite } from "./load.ts";
import { siteProblems } from "../../tests/fixtures/site-problems.ts";

const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site");
const PUBLIC = join(import.meta.dirname, "../../public");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture whose site.yaml is edited. */
function withSettings(edit: (yaml: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "german-menu-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  const file = join(dir, "content/site.yaml");
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return dir;
}

describe("the German header menu", () => {
  it("names an English-only industry in German, with its German line", () => {
    const { slices } = loadSite(FIXTURE, PUBLIC);
    const retail = slices.header.german.menu.industries.find((l) => l.path === "/retail");
    const english = slices.header.menu.industries.find((l) => l.path === "/retail");
    expect(retail).toEqual({ path: "/retail", label: "Handel", line: "Die einzige Branchenseite der Testseite" });
    expect(english?.label).not.toBe(retail?.label);
  });

  it("gives an English-only hub its German line in a German page's practices block too", () => {
    const dir = withSettings((yaml) => `${yaml}\n`);
    const file = join(dir, "content/pages/de/index.md");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("  - type: body\n", "  - type: body\n  - type: practices\n    heading: Was wir tun\n"),
    );
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/de");
    const crm = page?.practices?.find((g) => g.key === "crm");
    expect(crm?.line).toBe("Die CRM-Seite der Testseite, mehrfach umgeleitet");
  });

  it("refuses an English-only hub or industry without a German name", () => {
    const dir = withSettings((yaml) => yaml.replace(/\n {4}\/retail: \{[^\n]*\}/, ""));
    expect(siteProblems(dir, PUBLIC)).toEqual([
      expect.stringMatching(/^content\/site\.yaml german\.menuNames: the German menu shows \/retail, which has no German page/),
    ]);
  });
});
