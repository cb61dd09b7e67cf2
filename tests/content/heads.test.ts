// Breadth for size (decision 042): a company of this size has nine practices and a few company
// functions, each with one head. A profile whose role says "Head of …" or „Leiter(in) …“ is
// the lead of a practice in content/site.yaml (its German profile by its translation) or runs a
// company function: management, information security or people. Everyone else who leads a
// group inside a practice is titled a lead, and the English and German profiles agree.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";

const pageFiles = import.meta.glob<string>("../../content/pages/**/*.md", { query: "?raw", import: "default", eager: true });

const LEADS = new Set((parse(siteYaml) as { facts: { practices: Array<{ lead: string }> } }).facts.practices.map((p) => p.lead));

/** Company functions that have a head of their own. */
const FUNCTION = /\b(?:Managing Director|Geschäftsführer(?:in)?|Information Security|Informationssicherheit|People|Personal)\b/;
const HEAD = /^(?:Head of|Leiter(?:in)?\b)/;

interface Profile {
  path: string;
  role: string;
  translation?: string;
}

const profiles: Profile[] = Object.entries(pageFiles).flatMap(([file, text]) => {
  const front = text.split(/\n---\s*\n/)[0] ?? "";
  if (!/^template:\s*expert\s*$/m.test(front)) return [];
  const path = file.replace(/^.*content\/pages/, "").replace(/\.md$/, "");
  const role = /^role:\s*(.+?)\s*$/m.exec(front)?.[1] ?? "";
  const translation = /^translation:\s*(\S+)\s*$/m.exec(front)?.[1];
  return [{ path, role, translation }];
});

describe("heads", () => {
  it("are practice leads or run a company function, in both languages", () => {
    expect(profiles.length).toBeGreaterThan(10);
    const stray = profiles
      .filter((p) => HEAD.test(p.role))
      .filter((p) => !LEADS.has(p.path.startsWith("/de/") ? (p.translation ?? "") : p.path) && !FUNCTION.test(p.role))
      .map((p) => `${p.path}: "${p.role}"`);
    expect(stray).toEqual([]);
  });

  it("are heads on both profiles of a person, or on neither", () => {
    const byPath = new Map(profiles.map((p) => [p.path, p]));
    const differ = profiles
      .filter((p) => p.path.startsWith("/de/") && p.translation)
      .filter((p) => HEAD.test(p.role) !== HEAD.test(byPath.get(p.translation ?? "")?.role ?? ""))
      .map((p) => `${p.path}: "${p.role}" ≠ ${p.translation}: "${byPath.get(p.translation ?? "")?.role ?? ""}"`);
    expect(differ).toEqual([]);
  });
});
