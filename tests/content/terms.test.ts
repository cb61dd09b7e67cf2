// Terms a buyer's lawyer can read (issue 47, decision 035): /terms and /de/agb answer with a
// section on each point of the outline, each with a heading and at least 60 words under it; the
// footer of every page links the terms in its own language; and no page promises a warranty of
// weeks in place of the statutory rights for defects.
import { describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";
import { readPage as read, sitePages, wordsOf } from "./site.ts";

const TERMS = { en: "/terms", de: "/de/agb" } as const;
type Lang = keyof typeof TERMS;

/** Each point of the outline, as its heading reads in each language. */
const SECTIONS: { topic: string; en: RegExp; de: RegExp }[] = [
  { topic: "contract types", en: /^contract types$/i, de: /^Vertragsarten$/ },
  { topic: "acceptance", en: /^acceptance$/i, de: /^Abnahme$/ },
  { topic: "warranty", en: /\bdefects\b/i, de: /^Mängelrechte$/ },
  { topic: "liability and its cap", en: /^liability and its cap$/i, de: /^Haftung und Haftungsgrenze$/ },
  { topic: "insurance", en: /indemnity insurance/i, de: /Berufshaftpflichtversicherung/ },
  { topic: "rights to code and modules", en: /^rights to custom code and modules$/i, de: /^Nutzungsrechte an Code und Modulen$/ },
  { topic: "confidentiality", en: /^confidentiality$/i, de: /^Vertraulichkeit$/ },
  { topic: "data processing", en: /^data processing agreement$/i, de: /^Auftragsverarbeitung$/ },
  { topic: "subcontractors", en: /^subcontractors$/i, de: /^Subunternehmer$/ },
];

/** What the liability section must name as outside the cap, in each language. */
const UNCAPPED: Record<Lang, RegExp[]> = {
  en: [/\bintent\b/i, /gross negligence/i, /life, body or health/i, /Product Liability Act/, /guarantees/i],
  de: [/Vorsatz/, /grober Fahrlässigkeit/, /Leben, Körper oder Gesundheit/, /Produkthaftungsgesetz/, /Garantien/],
};

const NOT_ADVICE: Record<Lang, RegExp> = { en: /this is not legal advice to you/i, de: /keine Rechtsberatung für Sie/i };

/** A warranty of weeks that stands in for the statutory rights (hypercare on top of them is fine). */
const WEEKS_OF_WARRANTY = [
  /\b(?:six|6|four|4|eight|8|twelve|12)[- ]weeks?(?:'s)? (?:of )?warranty\b/i,
  /\bwarranty (?:period )?of (?:six|6|four|4|eight|8|twelve|12) weeks\b/i,
  /\b(?:sechs|6|vier|4|acht|8|zwölf|12) Wochen (?:lang )?Gewährleistung/i,
  /\b(?:sechs|vier|acht|zwölf)wöchige[n]? Gewährleistung/i,
  /\bGewährleistung(?:sfrist)? von (?:sechs|6|vier|4|acht|8|zwölf|12) Wochen/i,
];

describe("the terms", () => {
  for (const lang of ["en", "de"] as const) {
    const path = TERMS[lang];
    it(`${path} has a section on every point of the outline, each with at least 60 words`, async () => {
      const page = await read(path);
      expect(page.status).toBe(200);
      for (const s of SECTIONS) {
        const found = page.sections.filter((p) => s[lang].test(p.heading));
        expect(
          found.map((f) => f.heading),
          `${path}: a heading on ${s.topic}`,
        ).toHaveLength(1);
        const words = wordsOf(found[0]?.text ?? "");
        expect(words, `${path}: words under "${found[0]?.heading ?? ""}"`).toBeGreaterThanOrEqual(60);
      }
    });

    it(`${path} names what the liability cap does not limit, and says it is not legal advice`, async () => {
      const page = await read(path);
      const liability = page.sections.find((p) => SECTIONS[3]?.[lang].test(p.heading))?.text ?? "";
      for (const pattern of UNCAPPED[lang]) expect(liability, `${path}: ${String(pattern)}`).toMatch(pattern);
      expect(page.main).toMatch(NOT_ADVICE[lang]);
    });
  }

  it("are linked from the footer of every page, in the page's language", async () => {
    const pages = await sitePages();
    const missing: string[] = [];
    for (const p of pages) {
      const lang: Lang = p.fields.lang === "de" ? "de" : "en";
      const { footerLinks } = await read(p.path);
      if (!footerLinks.includes(TERMS[lang])) missing.push(`${p.path} (no ${TERMS[lang]} among ${footerLinks.length} footer links)`);
    }
    expect(pages.length).toBeGreaterThan(400);
    expect(missing).toEqual([]);
  });

  it("are linked from the engagement models and contacts pages in both languages", async () => {
    const linking = {
      "/services/engagement-models": TERMS.en,
      "/contacts": TERMS.en,
      "/de/leistungen/zusammenarbeitsmodelle": TERMS.de,
      "/de/kontakt": TERMS.de,
    };
    for (const [path, terms] of Object.entries(linking)) {
      const html = /<main\b[\s\S]*?<\/main>/.exec(await (await get(path)).text())?.[0] ?? "";
      expect(html, `${path} links ${terms} in its text`).toMatch(new RegExp(`href="${terms}(?:#[^"]*)?"`));
    }
  });

  it("are not undercut by a warranty of weeks on any page", async () => {
    const offending: string[] = [];
    for (const p of await sitePages()) {
      const { main } = await read(p.path);
      for (const pattern of WEEKS_OF_WARRANTY) {
        const m = pattern.exec(main);
        if (m) offending.push(`${p.path}: "${m[0]}"`);
      }
    }
    expect(offending).toEqual([]);
  });
});
