import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteProblems } from "../../tests/fixtures/site-problems.ts";

// A plain-text field is shown as written, so a Markdown link in it would reach readers as
// "[label](/path)": the content check refuses it and says where.
const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site");
const PUBLIC = join(import.meta.dirname, "../../public");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture site with the CRM page's first FAQ answer replaced. */
function withAnswer(answer: string): string {
  const dir = mkdtempSync(join(tmpdir(), "plain-text-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  const file = join(dir, "content/pages/crm.md");
  const old = "answer: The search tests look for a word that only this page has.";
  const text = readFileSync(file, "utf8");
  if (!text.includes(old)) throw new Error("the fixture's CRM page has changed");
  writeFileSync(file, text.replace(old, `answer: ${answer}`));
  return dir;
}

describe("plain-text fields", () => {
  it("refuse a Markdown link, naming file, line and field", () => {
    const problems = siteProblems(withAnswer("Read our [engagement models](/services) first, please."), PUBLIC);
    expect(problems).toEqual([expect.stringMatching(/^content\/pages\/crm\.md:55 blocks\[\d+\]\.items\[0\]\.answer: .*Markdown link/)]);
  });

  it("accept brackets and parentheses that are not a link", () => {
    expect(siteProblems(withAnswer("Both plants (two sites) run the same [draft] plan, said the answer."), PUBLIC)).toEqual([]);
  });
});
