// One truth in both languages (decision 042): a statement of policy is written once, in
// content/site.yaml facts.policy, and a page that states it inserts {{policy.<key>}}. The English
// and German page of a pair insert the same statements, and the built pages carry each
// statement's text in their language.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";
import { languageOfPath } from "../../policy/paths.ts";
import { plainText, readPage, sitePages } from "./site.ts";

type Lang = "en" | "de";
const pageFiles = import.meta.glob<string>("../../content/pages/**/*.md", { query: "?raw", import: "default", eager: true });

const POLICY = (parse(siteYaml) as { facts: { policy: Record<string, Record<Lang, string>> } }).facts.policy;

/** Which statements each page's source inserts, by the page's path. */
const inserted = new Map<string, Set<string>>();
const translationOf = new Map<string, string>();
for (const [file, text] of Object.entries(pageFiles)) {
  const path =
    file
      .replace(/^.*content\/pages/, "")
      .replace(/\.md$/, "")
      .replace(/\/index$/, "") || "/";
  inserted.set(path, new Set([...text.matchAll(/\{\{\s*policy\.([\w-]+)\s*\}\}/g)].map((m) => m[1] ?? "")));
  const translation = /^translation:\s*(\S+)\s*$/m.exec(text.split(/\n---\s*\n/)[0] ?? "")?.[1];
  if (translation) translationOf.set(path, translation);
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

  it("are the same on the English and the German page of a pair", () => {
    const differ: string[] = [];
    for (const [path, other] of translationOf) {
      if (languageOfPath(path) === "de") continue;
      const mine = [...(inserted.get(path) ?? [])].sort().join(", ");
      const theirs = [...(inserted.get(other) ?? [])].sort().join(", ");
      if (mine !== theirs) differ.push(`${path} [${mine}] ≠ ${other} [${theirs}]`);
    }
    expect(differ).toEqual([]);
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
