// The shipped content: every template and landing kind of spec §2.2 has a page, the named
// routes of spec §2.1 exist, German pages are in place, and no page repeats another's text.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../content/lib/load.ts";
import { landingKinds, templateNames } from "../content/schema/pages.ts";

const site = loadSite(join(import.meta.dirname, ".."));
const byPath = new Map(site.pages.map((p) => [p.path, p]));

describe("the shipped content", () => {
  it("has a page of every template", () => {
    const used = new Set(site.pages.map((p) => p.template));
    expect(templateNames.filter((t) => !used.has(t))).toEqual([]);
  });

  it("has a page of every landing kind", () => {
    const used = new Set(site.pages.flatMap((p) => (p.template === "landing" ? [p.fields.kind] : [])));
    expect(landingKinds.filter((k) => !used.has(k))).toEqual([]);
  });

  it("has every listing of spec §2.2: blog, news, case studies, experts and open positions", () => {
    const collections = new Set(site.pages.flatMap((p) => (p.template === "listing" ? [p.fields.collection] : [])));
    expect([...collections].sort()).toEqual(["blog", "experts", "jobs", "news", "portfolio"]);
  });

  it("has a page for every named route of spec §2.1 but /company, which redirects", () => {
    const named = ["/", "/company/about", "/experts", "/blog", "/careers", "/banking/mobile", "/contacts", "/privacy-notice", "/services", "/solutions/digital-enterprise", "/thanks", "/machine-learning/consulting", "/impressum"];
    expect(named.filter((p) => !byPath.has(p))).toEqual([]);
    expect(byPath.has("/company")).toBe(false);
  });

  it("has the German pages, each paired with its English counterpart", () => {
    for (const [de, en] of [["/de", "/"], ["/de/datenschutzhinweis", "/privacy-notice"], ["/de/impressum", "/impressum"], ["/de/experten", "/experts"]] as const) {
      expect(byPath.get(de)?.fields.lang, de).toBe("de");
      expect(byPath.get(de)?.fields.translation, de).toBe(en);
      expect(byPath.get(en)?.fields.translation, en).toBe(de);
    }
  });

  it("never repeats a paragraph of 20 words or more in the main text of two pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const page of site.pages) {
      if (page.listing) continue; // numbered listing pages share their intro by design
      const paragraphs = [...page.html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map((m) => (m[2] ?? "").replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim());
      const blocks = "blocks" in page.fields ? page.fields.blocks : [];
      for (const b of blocks) {
        if ("lead" in b) paragraphs.push(b.lead);
        if (b.type === "features" || b.type === "steps") paragraphs.push(...b.items.map((i) => i.text));
        if (b.type === "faq") paragraphs.push(...b.items.map((i) => i.answer));
      }
      for (const text of new Set(paragraphs)) {
        if (text.split(" ").length < 20) continue;
        const other = seen.get(text);
        if (other && other !== page.path) repeats.push(`${page.path} repeats ${other}: "${text.slice(0, 60)}…"`);
        else seen.set(text, page.path);
      }
    }
    expect(repeats).toEqual([]);
  });
});
