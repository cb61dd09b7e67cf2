// One truth in both languages (decision 042): a statement of policy is written once, in
// content/site.yaml facts.policy, and a page that states it inserts {{policy.<key>}}. The English
// and German page of a pair insert the same statements, and the built pages carry each
// statement's text in their language. The financial standing (facts.financials) is written once
// the same way and stands on both trust pages.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";
import { languageOfPath } from "../../policy/paths.ts";
import { plainText, readPage, sitePages } from "./site.ts";

type Lang = "en" | "de";
const pageFiles = import.meta.glob<string>("../../content/pages/**/*.md", { query: "?raw", import: "default", eager: true });

type Financials = { revenue: Array<{ year: number; million: number }>; equityRatio: number } & Record<
  "scope" | "ownership" | "audit" | "accounts",
  Record<Lang, string>
>;
const { policy: POLICY, financials: FINANCIALS } = (
  parse(siteYaml) as { facts: { policy: Record<string, Record<Lang, string>>; financials?: Financials } }
).facts;

/** Which statements each page's source inserts, by the page's path. */
const inserted = new Map<string, Set<string>>();
/** Which parts of the financial standing each page's source inserts ({{financials}}, {{financials.revenue}} …). */
const financialsInserted = new Map<string, Set<string>>();
const translationOf = new Map<string, string>();
for (const [file, text] of Object.entries(pageFiles)) {
  const path =
    file
      .replace(/^.*content\/pages/, "")
      .replace(/\.md$/, "")
      .replace(/\/index$/, "") || "/";
  inserted.set(path, new Set([...text.matchAll(/\{\{\s*policy\.([\w-]+)\s*\}\}/g)].map((m) => m[1] ?? "")));
  financialsInserted.set(path, new Set([...text.matchAll(/\{\{\s*(financials(?:\.\w+)?)\s*\}\}/g)].map((m) => m[1] ?? "")));
  const translation = /^translation:\s*(\S+)\s*$/m.exec(text.split(/\n---\s*\n/)[0] ?? "")?.[1];
  if (translation) translationOf.set(path, translation);
}

/** The English pages whose inserted fact keys differ from their German twin's, each with both lists. */
function pairsThatDiffer(keysByPath: Map<string, Set<string>>): string[] {
  const differ: string[] = [];
  for (const [path, other] of translationOf) {
    if (languageOfPath(path) === "de") continue;
    const mine = [...(keysByPath.get(path) ?? [])].sort().join(", ");
    const theirs = [...(keysByPath.get(other) ?? [])].sort().join(", ");
    if (mine !== theirs) differ.push(`${path} [${mine}] ≠ ${other} [${theirs}]`);
  }
  return differ;
}

describe("statements of policy", () => {
  it("are written once, in both languages, each inserted by at least two pages", () => {
    for (const [key, text] of Object.entries(POLICY)) {
      expect(text.en, key).toBeTruthy();
      expect(text.de, key).toBeTruthy();
      const users = [...inserted].filter(([, keys]) => keys.has(key)).map(([path]) => path);
      expect(users.length, `pages inserting {{policy.${key}}}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("about hypercare stands in full in the terms only; other pages link there", () => {
    const users = [...inserted].filter(([, keys]) => keys.has("hypercare")).map(([path]) => path);
    expect(users.sort()).toEqual(["/de/agb", "/terms"]);
  });

  it("are the same on the English and the German page of a pair", () => {
    expect(pairsThatDiffer(inserted)).toEqual([]);
  });

  it("stand on the built pages in the page's language, with their figures filled in", async () => {
    const pages = new Set((await sitePages()).map((p) => p.path));
    for (const [path, keys] of inserted) {
      if (!keys.size || !pages.has(path)) continue;
      const lang: Lang = languageOfPath(path) === "de" ? "de" : "en";
      const { main } = await readPage(path);
      for (const key of keys) {
        const words = plainText(POLICY[key]?.[lang] ?? "")
          .split(/\{\{[^}]*\}\}/)
          .map((s) => s.trim())
          .filter((s) => s.length > 20);
        for (const part of words) expect(main.replace(/\u00ad/g, ""), `${path}: {{policy.${key}}}`).toContain(part);
      }
      expect(main, path).not.toMatch(/\{\{\s*policy\./);
    }
  });
});

describe("the financial standing", () => {
  const textKeys = ["scope", "ownership", "audit", "accounts"] as const;

  it("is written once, each text in both languages, and inserted as a table on both trust pages", () => {
    expect(FINANCIALS, "content/site.yaml facts.financials").toBeDefined();
    for (const key of textKeys) expect(Object.keys(FINANCIALS?.[key] ?? {}).sort(), key).toEqual(["de", "en"]);
    expect(FINANCIALS?.revenue.length).toBeGreaterThan(0);
    for (const path of ["/company/trust", "/de/unternehmen/vertrauen"])
      expect([...(financialsInserted.get(path) ?? [])], path).toContain("financials");
  });

  it("is inserted alike on the English and the German page of a pair", () => {
    expect(pairsThatDiffer(financialsInserted)).toEqual([]);
  });

  it("stands on the built trust pages with each year's revenue as the page's language writes it", async () => {
    const revenue = (million: number, lang: Lang) => {
      const n = million.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return lang === "de" ? `${n} Mio. €` : `EUR ${n} million`;
    };
    for (const [path, lang] of [
      ["/company/trust", "en"],
      ["/de/unternehmen/vertrauen", "de"],
    ] as const) {
      const main = (await readPage(path)).main.replace(/\u00a0/g, " ");
      for (const r of FINANCIALS?.revenue ?? []) expect(main, `${path}: revenue ${r.year}`).toContain(revenue(r.million, lang));
      expect(main, path).toContain(lang === "de" ? `${FINANCIALS?.equityRatio} %` : `${FINANCIALS?.equityRatio}%`);
      for (const key of textKeys) expect(main, `${path}: ${key}`).toContain(plainText(FINANCIALS?.[key][lang] ?? ""));
      expect(main, path).not.toMatch(/\{\{\s*financials/);
    }
  });
});
