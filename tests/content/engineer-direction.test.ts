// One truth about placed engineers (issue 47, decisions 035 and 042): Northfold holds no licence
// for labour leasing (AÜG), so its own team lead directs its engineers and the client sets goals
// and priorities through the backlog. content/site.yaml holds that once (facts.engineerDirection);
// the engagement models and the terms state it in full in each language, every other page that
// describes the model says in its own sentence that our own team lead directs and links one of
// them, and no page in either language says the client directs the engineers.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";
import { languageOfPath } from "../../policy/paths.ts";
import { plainText, readPage, sitePages } from "./site.ts";

type Lang = "en" | "de";

/** The fact's text in each language, as a reader sees it. */
const FACT = (() => {
  const facts = (parse(siteYaml) as { facts?: { engineerDirection?: Record<Lang, string> } }).facts;
  const direction = facts?.engineerDirection;
  if (!direction?.en || !direction.de) throw new Error("content/site.yaml has no facts.engineerDirection in English and German");
  return { en: plainText(direction.en), de: plainText(direction.de) };
})();

/** Pages that describe the model, whatever their words: each must carry the fact. */
const DESCRIBE_THE_MODEL = [
  "/services",
  "/services/engagement-models",
  "/developers",
  "/developers/react",
  "/terms",
  "/de/leistungen",
  "/de/leistungen/zusammenarbeitsmodelle",
  "/de/branchen",
  "/de/agb",
];

/** The pages that state the fact in full, in their language: the model and the contract. */
const STATE_IT: Record<Lang, string[]> = {
  en: ["/services/engagement-models", "/terms"],
  de: ["/de/leistungen/zusammenarbeitsmodelle", "/de/agb"],
};

/** A page's own sentence saying that Northfold's own team lead directs its people. */
const OUR_LEAD: Record<Lang, RegExp> = {
  en: /\b(?:our|Northfold's) own team lead\b/i,
  de: /\bunsere[nr]? eigenen? Teamleitung\b|\bTeamleitung bei Northfold\b/,
};

/** Words that describe the model on a landing or text page, found by the test as well. */
const MODEL_WORDS: Record<Lang, RegExp> = {
  en: /\bteam extension\b|\bjoins? your (?:mobile |product )?team\b|\bengineers in your team\b/i,
  de: /Teamverstärkung|Teamerweiterung|in Ihrem Team mit\b|Entwickler in Ihrem Team/,
};

/** Ways of saying the client directs placed engineers; the GDPR's "documented instructions"
 * of a controller are another matter and stay allowed. */
const CLIENT_DIRECTS: Record<Lang, RegExp[]> = {
  en: [
    /\banswers? to your (?:tech(?:nical)? |team |engineering |project )?(?:lead|manager|leads|managers)\b/i,
    /\btakes? (?:their |day-to-day )?(?:direction|instructions|orders) from (?:your|the client)/i,
    /\byour (?:tech(?:nical)? |team |engineering |project )?(?:lead|manager)s? (?:directs?|instructs?|manages?|assigns?)\b(?! (?:the )?(?:goals|priorities))/i,
    /\b(?:directed|managed|instructed|supervised) by (?:you|your|the client)\b/i,
    /\bunder (?:your|the client's) (?:direction|supervision|management|instructions?)\b/i,
    /\breports? (?:directly )?to your (?:tech(?:nical)? |team |engineering )?(?:lead|manager)/i,
    /\byour (?:tech(?:nical)? |team |engineering )?leads? (?:directs?|steers?|tells? them what)\b(?! (?:the )?(?:goals|priorities))/i,
    /\b(?:work|works|working) (?:under|to) the (?:direction|instructions) of your\b/i,
  ],
  de: [
    /\b(?:Ihre|die) (?:technische |fachliche )?(?:Leitung|Teamleitung|Projektleitung) (?:gibt|erteilt) (?:die |den )?(?:fachlichen |disziplinarischen )?(?:Anweisungen|Weisungen)/,
    /\b(?:Anweisungen|Weisungen) (?:gibt|erteilt|erhalten sie von) (?:Ihre|Ihrer|Ihr|Ihren)\b/,
    /\b(?:Ihrer|Ihren) (?:technischen |fachlichen )?(?:Leitung|Teamleitung|Weisung|Anweisung|Weisungen|Anweisungen)\b[^.]{0,30}\b(?:unterstellt|unterstehen|folgen)/,
    /\b(?:unterstehen|unterstellt|berichten)\b[^.]{0,20}\b(?:Ihrer|Ihrem) (?:technischen |fachlichen )?(?:Leitung|Teamleitung|Teamleiter|Projektleitung)/,
    /\bweisungsgebunden\b[^.]{0,30}\b(?:Ihnen|Ihrer|Ihrem)\b/,
    /\bnach Ihren (?:fachlichen )?(?:Anweisungen|Weisungen)\b(?! handeln| verarbeite)/,
    /\b(?:Weisungen|Anweisungen) Ihrer (?:technischen |fachlichen )?(?:Leitung|Teamleitung|Projektleitung|Führungskräfte)\b/,
    /\bIhrer (?:technischen |fachlichen )?(?:Leitung|Teamleitung|Projektleitung) unterstellt\b/,
  ],
};

describe("who directs placed engineers", () => {
  it("is a fact of content/site.yaml in both languages, naming Northfold's own team lead and the backlog", () => {
    expect(FACT.en).toMatch(/Northfold's own team lead/);
    expect(FACT.en).toMatch(/backlog/);
    expect(FACT.de).toMatch(/eigenen? Teamleitung bei Northfold/);
    expect(FACT.de).toMatch(/Aufgabenkatalog/);
  });

  it("is stated in full on the engagement models and the terms, in each language", async () => {
    for (const lang of ["en", "de"] as const)
      for (const path of STATE_IT[lang]) expect((await readPage(path)).main, path).toContain(FACT[lang]);
  });

  it("is said on every other page that describes the model, which links the full statement", async () => {
    const pages = await sitePages();
    const paths = new Set(pages.map((p) => p.path));
    for (const path of DESCRIBE_THE_MODEL) expect(paths, `${path} exists`).toContain(path);
    const missing: string[] = [];
    let describing = 0;
    for (const p of pages) {
      const lang: Lang = languageOfPath(p.path) === "de" ? "de" : "en";
      const { main, ownText, mainLinks } = await readPage(p.path);
      const describes =
        DESCRIBE_THE_MODEL.includes(p.path) ||
        p.path.startsWith("/developers/") ||
        ((p.template === "landing" || p.template === "text") && MODEL_WORDS[lang].test(ownText));
      if (!describes) continue;
      describing++;
      if (main.includes(FACT[lang])) continue;
      const links = mainLinks.map((href) => decodeURIComponent(href.split("#")[0] ?? ""));
      if (!OUR_LEAD[lang].test(main)) missing.push(`${p.path}: does not say that our own team lead directs`);
      else if (!STATE_IT[lang].some((home) => links.includes(home)))
        missing.push(`${p.path}: links neither ${STATE_IT[lang].join(" nor ")}`);
    }
    expect(describing).toBeGreaterThanOrEqual(DESCRIBE_THE_MODEL.length);
    expect(missing).toEqual([]);
  });

  it("is never that the client directs them, on any page in either language", async () => {
    const offending: string[] = [];
    for (const p of await sitePages()) {
      const lang: Lang = languageOfPath(p.path) === "de" ? "de" : "en";
      const { main } = await readPage(p.path);
      for (const pattern of CLIENT_DIRECTS[lang]) {
        const m = pattern.exec(main);
        if (m) offending.push(`${p.path}: "${m[0]}"`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("recognises the phrasings the buyer's review found", () => {
    const found = (lang: Lang, text: string) => CLIENT_DIRECTS[lang].some((p) => p.test(text));
    expect(found("en", "Engineers join your team, work in your repositories and answer to your tech lead.")).toBe(true);
    expect(found("en", "They take direction from your tech lead, and a manager checks in.")).toBe(true);
    expect(found("en", "Your tech lead directs the work and your review rules apply.")).toBe(true);
    expect(found("de", "Fachliche Anweisungen gibt Ihre technische Leitung.")).toBe(true);
    expect(found("de", "Unsere Leute unterstehen Ihrer Teamleitung.")).toBe(true);
    expect(found("en", "Your lead directs them day to day.")).toBe(true);
    expect(found("de", "Sie folgen den Weisungen Ihrer Teamleitung.")).toBe(true);
    expect(found("de", "Die Entwickler sind Ihrer Teamleitung unterstellt.")).toBe(true);
    expect(found("en", FACT.en)).toBe(false);
    expect(found("de", FACT.de)).toBe(false);
    expect(found("de", "dass wir ausschließlich nach Ihren dokumentierten Weisungen handeln")).toBe(false);
  });
});
