// What the content check refuses so that the site's proof stays true: credentials older than
// their programme or written out by hand, the shared facts of a first contact written as
// literals, a case study's result copied onto a hub, and leftovers of generated sentences.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "./errors.ts";
import { loadSite } from "./load.ts";
import type { Block, CompiledPage } from "../model.ts";

/** The block of `type` on a landing page. */
function blockOf<T extends Block["type"]>(page: CompiledPage | undefined, type: T): Extract<Block, { type: T }> | undefined {
  const blocks = page && "blocks" in page.fields ? page.fields.blocks : [];
  return blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
}

// The fixture site: credentials iso-27001 (2024, programme from 2022) and example-cloud; first
// call 20 minutes, 2 rehearsals, jobs@fixture.example; practices "CRM" and "Applications"; the
// case study /portfolio/clinic-scheduling with the outcome "-40%" missed appointments.
const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site");
const PUBLIC = join(import.meta.dirname, "../../public");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture with pages added or replaced, and site.yaml edited. */
function site(pages: Record<string, string>, siteYaml: Array<[string, string]> = []): string {
  const dir = mkdtempSync(join(tmpdir(), "proof-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [path, text] of Object.entries(pages)) {
    const file = join(dir, "content/pages", `${path}.md`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const yaml = join(dir, "content/site.yaml");
  let settings = readFileSync(yaml, "utf8");
  for (const [from, to] of siteYaml) {
    expect(settings).toContain(from);
    settings = settings.replace(from, to);
  }
  writeFileSync(yaml, settings);
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadSite(dir, PUBLIC);
  } catch (error) {
    if (error instanceof ContentError)
      return error.problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""}${p.field ? ` ${p.field}` : ""}: ${p.message}`);
    throw error;
  }
  return [];
}

/** An article under /crm (linked from the hub's section index) with `body` as its text. */
const article = (body: string, extra = "") => ({
  "crm/notes": `---
template: article
title: Notes on the fixture's CRM work
description: An article of the fixture site whose body each test writes, to see what the content check says.
author: Mara Quell
datePublished: 2026-01-10
dateModified: 2026-01-10
${extra}---
${body}
`,
});

describe("credentials", () => {
  it("are inserted by name and year", () => {
    const dir = site(
      article("We hold {{credential.iso-27001}} since {{credential.iso-27001.since}} and are an {{credential.example-cloud}}."),
    );
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm/notes");
    expect(page?.html).toContain("We hold ISO/IEC 27001:2022 since 2024 and are an Example Cloud Fixture Partner.");
  });

  it("refuse a since before the programme existed, naming the field and the programme's year", () => {
    expect(problems(site({}, [["      since: 2024\n      issuer: A fixture", "      since: 2021\n      issuer: A fixture"]]))).toContain(
      "content/site.yaml facts.credentials[0].since: is 2021, but ISO/IEC 27001:2022 began in 2022: ISO/IEC 27001:2022 cannot be held before its programme existed",
    );
  });

  it("refuse a credential that names no known programme", () => {
    expect(problems(site({}, [["programme: example-cloud-partners", "programme: example-cloud-elite"]]))).toContain(
      'content/site.yaml facts.credentials[1].programme: "example-cloud-elite" is not a key of programmes: known are iso-iec-27001-2022, example-cloud-partners',
    );
  });

  it("refuse a credential written as a literal on a page, and a partner level no fact holds", () => {
    const found = problems(site(article("We are an Example Cloud Fixture Partner.\n\nWe became a Gold Partner of a shop vendor in 2019.")));
    expect(found).toEqual([
      'content/pages/crm/notes.md:9: writes the credential "Example Cloud Fixture Partner" as a literal: write {{credential.example-cloud}} (content/site.yaml facts)',
      "content/pages/crm/notes.md:11: writes a credential as a literal: write {{credential.<key>}} of facts.credentials (content/site.yaml facts)",
    ]);
  });

  it("refuse a certification claimed in prose, but not the standard named as a topic", () => {
    const claim = problems(site(article("Since last spring, our ISO 27001 certification covers every office.")));
    expect(claim).toEqual([expect.stringContaining("crm/notes.md:9: writes a credential as a literal")]);
    expect(problems(site(article("Map your ISO 27001 controls to the pipeline before the audit starts.")))).toEqual([]);
  });
});

describe("the facts of a first contact", () => {
  it("are inserted: call length, rehearsals as a word in the page's language, the careers address", () => {
    const dir = site(article("A {{callMinutes}}-minute call. At least {{rehearsals}} full rehearsals. Apply at {{careersEmail}}."));
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm/notes");
    expect(page?.html).toContain('A 20-minute call. At least two full rehearsals. Apply at <a href="mailto:jobs@fixture.example">');
  });

  it.each([
    ["the call length", "The reply suggests a 45-minute call with an engineer.", "the length of the first call", "{{callMinutes}}"],
    ["the rehearsal count", "Every migration gets at least three full rehearsals.", "the number of migration rehearsals", "{{rehearsals}}"],
    ["a CV address", "Send your CV to hello@fixture.example with a short note.", "an address for job applications", "{{careersEmail}}"],
  ])("refuse %s written as a literal", (_, body, fact, placeholder) => {
    expect(problems(site(article(body)))).toEqual([
      `content/pages/crm/notes.md:9: writes ${fact} as a literal: write ${placeholder} (content/site.yaml facts)`,
    ]);
  });

  it("leave a job ad's own interview call alone", () => {
    const ad = readFileSync(join(FIXTURE, "content/pages/careers/backend-engineer.md"), "utf8");
    const dir = site({
      "careers/backend-engineer": ad.replace(/\n---\n/, "\n---\nThe first step is a 30-minute call with the team lead.\n\n"),
    });
    expect(problems(dir)).toEqual([]);
  });

  it("/contacts and /thanks show the same next steps, from content/site.yaml", () => {
    const pages = loadSite(site({}), PUBLIC).pages;
    const steps = (path: string) =>
      blockOf(
        pages.find((p) => p.path === path),
        "steps",
      );
    expect(steps("/contacts")).toMatchObject({ items: [{ title: "A reply in two days" }, { title: "A 20-minute call" }] });
    expect(steps("/thanks")?.items).toEqual(steps("/contacts")?.items);
  });
});

describe("a case study's result on a hub", () => {
  const hub = (item: string) => {
    const crm = readFileSync(join(FIXTURE, "content/pages/crm.md"), "utf8");
    return { crm: crm.replace('      - value: "1"\n        label: hop for every redirect\n', item) };
  };

  it("is shown by reference, copied from the case and linking it", () => {
    const dir = site(hub("      - case: /portfolio/clinic-scheduling\n        outcome: 0\n"));
    const crm = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm");
    const stats = blockOf(crm, "stats");
    expect(stats?.items[1]).toMatchObject({ value: "-40%", label: "missed appointments after reminders went out by text" });
    expect(Object.keys(crm?.cards ?? {})).toContain("/portfolio/clinic-scheduling");
  });

  // A bare percentage is refused as such too (decision 042), with its line.
  it("is refused when written out, naming the case and its outcome", () => {
    expect(problems(site(hub('      - value: "−40%"\n        label: fewer missed appointments after text reminders\n')))).toEqual([
      expect.stringMatching(/^content\/pages\/crm\.md:\d+ blocks\[1\]\.items\[1\]\.value: "40%" is a bare percentage in a stats block/),
      'content/pages/crm.md blocks[1].items[1]: writes out a result of /portfolio/clinic-scheduling ("-40% missed appointments after reminders went out by text"): write case: /portfolio/clinic-scheduling and outcome: 0',
    ]);
  });

  it("is refused when written out as a change to the case's value", () => {
    expect(problems(site(hub('      - value: "12% → −40%"\n        label: missed appointments after text reminders\n')))).toEqual([
      expect.stringMatching(/^content\/pages\/crm\.md:\d+ blocks\[1\]\.items\[1\]\.value: "12%" is a bare percentage in a stats block/),
      'content/pages/crm.md blocks[1].items[1]: writes out a result of /portfolio/clinic-scheduling ("-40% missed appointments after reminders went out by text"): write case: /portfolio/clinic-scheduling and outcome: 0',
    ]);
  });

  it("is refused when it names an outcome the case does not have", () => {
    expect(problems(site(hub("      - case: /portfolio/clinic-scheduling\n        outcome: 2\n")))).toEqual([
      "content/pages/crm.md blocks[1].items[1].outcome: /portfolio/clinic-scheduling has 1 outcomes (0 is the first)",
    ]);
  });
});

describe("English prose", () => {
  it("refuses a capitalised article after a preposition, a leftover of a generated sentence", () => {
    expect(problems(site(article("How the parts of A food packaging manufacturer's system fit together.")))).toEqual([
      'content/pages/crm/notes.md:9: "of A f…": a capitalised article after a preposition reads as a leftover; write "a" or rephrase',
    ]);
    expect(problems(site(article("Plan A failed, so the team moved from A to B in a week.")))).toEqual([]);
  });

  it("refuses a practice name capitalised mid-sentence, but not at the start of a sentence", () => {
    expect(problems(site(article("We did this work in Applications before.")))).toEqual([
      'content/pages/crm/notes.md:9: "Applications" is capitalised mid-sentence: write "applications"',
    ]);
    expect(problems(site(article("Applications is our second practice. Both CRM and it grew.")))).toEqual([]);
  });

  it("leaves German pages alone", () => {
    const dir = site({
      "de/notizen": `---
template: article
lang: de
title: Notizen zum CRM der Testseite
description: Ein deutscher Artikel der Testseite, der zeigt, dass die englischen Prüfungen deutsche Texte nicht berühren.
author: Mara Quell
datePublished: 2026-01-10
dateModified: 2026-01-10
---
Für A und B gilt dasselbe, auch in Applications.
`,
    });
    expect(problems(dir).filter((p) => p.includes("notizen") && p.includes("capitalised"))).toEqual([]);
  });
});

describe("a page's name inside a sentence", () => {
  it("is lower-cased in English unless it starts with a brand or an abbreviation", async () => {
    const { inSentence } = await import("./prose.ts");
    const brands = new Set(["Salesforce", "Flutter"]);
    expect(inSentence("Predictive analytics", "en", brands)).toBe("predictive analytics");
    expect(inSentence("E-commerce", "en", brands)).toBe("e-commerce");
    expect(
      ["Salesforce for real estate", "Flutter developers", "IoT", "SaaS development", "AI development"].map((l) =>
        inSentence(l, "en", brands),
      ),
    ).toEqual(["Salesforce for real estate", "Flutter developers", "IoT", "SaaS development", "AI development"]);
    expect(inSentence("Prädiktive Analytik", "de", brands)).toBe("Prädiktive Analytik");
  });
});

/** A German article of the fixture site (lang: de, under /crm so the hub lists it) with `body` as its text. */
const germanArticle = (body: string, extra = "") => ({
  "crm/notizen": `---
template: article
lang: de
title: Notizen zum CRM der Testseite
description: Ein deutscher Artikel der Testseite, dessen Text jeder Test selbst schreibt, um die Prüfung zu sehen.
author: Mara Quell
datePublished: 2026-01-10
dateModified: 2026-01-10
${extra}---
${body}
`,
});

/** The fixture's case study in German (lang: de, listed by /portfolio), with `clientForms` as given. */
const germanCase = (clientForms: string) => ({
  "portfolio/klinik-termine": `---
template: portfolio
lang: de
title: Terminplanung für eine Gruppe von Kliniken
description: Die Fallstudie der Testseite auf Deutsch, mit Kunde, Branche, Leistungen, Technik und gemessenem Ergebnis.
client: Eine Gruppe erfundener Kliniken
${clientForms}industry: Gesundheitswesen
services: [Anwendungsentwicklung]
technologies: [TypeScript]
datePublished: 2026-01-20
outcomes:
  - value: "-40%"
    label: versäumte Termine, seit Erinnerungen per SMS verschickt werden
quote:
  text: Am ersten Montag gingen die Erinnerungen hinaus, und am Freitag war das Wartezimmer voller als je zuvor.
  name: Leitung Patientenservice
  role: Eine Gruppe erfundener Kliniken
topics: [/crm]
screen:
  kind: console
  title: Termine
  nav: [Heute, Woche]
  figures:
    - { outcome: 0, label: Versäumt }
  rows:
    - [Raum 2, "09:00", Belegt]
    - [Raum 3, "09:30", SMS]
    - [Raum 1, "10:15", Frei]
---
Die Kliniken vergaben Termine am Telefon. Heute bucht man sie im Kalender, und eine SMS erinnert daran.
`,
});

describe("German sentences that insert a client", () => {
  const forms =
    "clientForms:\n  nominative: eine Gruppe erfundener Kliniken\n  dative: einer Gruppe erfundener Kliniken\n  accusative: eine Gruppe erfundener Kliniken\n";

  it("take the case the preposition before it governs", async () => {
    const dir = site(germanCase(forms));
    const page = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/portfolio/klinik-termine");
    const clientForms = page?.template === "portfolio" ? page.fields.clientForms : undefined;
    expect(clientForms?.dative).toBe("einer Gruppe erfundener Kliniken");
    const { uiString } = await import("./locales.ts");
    expect(uiString("de", "quotes::caseStudy", { client: clientForms ?? "" })).toBe("Unser Projekt mit einer Gruppe erfundener Kliniken");
    const { fillDeclined } = await import("./locales.ts");
    const client = { nominative: "ein Hersteller", dative: "einem Hersteller", accusative: "einen Hersteller" };
    expect(fillDeclined("Gebaut für {{c}}; {{c}} sagt: danke. Mit {{c}} seit 2020.", { c: client })).toBe(
      "Gebaut für einen Hersteller; ein Hersteller sagt: danke. Mit einem Hersteller seit 2020.",
    );
  });

  it("are refused when a German case study gives no forms of its client", () => {
    expect(problems(site(germanCase("")))).toEqual([
      'content/pages/portfolio/klinik-termine.md:2 clientForms: German sentences insert the client ("Unser Projekt mit …"): give its nominative, dative and accusative as they read mid-sentence',
    ]);
  });

  it("are refused when a form is undeclined or written capitalised", () => {
    const undeclined = forms.replace("dative: einer Gruppe", "dative: eine Gruppe").replace("nominative: eine", "nominative: Eine");
    expect(problems(site(germanCase(undeclined)))).toEqual([
      'content/pages/portfolio/klinik-termine.md:8 clientForms.nominative: "Eine Gruppe erfundener Kliniken" starts with a capital article: write it as it reads mid-sentence ("eine …")',
      'content/pages/portfolio/klinik-termine.md:9 clientForms.dative: "eine Gruppe erfundener Kliniken" is not the dative: "eine" belongs to another case',
    ]);
  });

  it("are refused when the descriptor stands undeclined after a preposition in a page's text", () => {
    expect(problems(site(germanArticle("Unser Projekt mit Ein Hersteller von Antriebstechnik lief zwei Jahre.")))).toEqual([
      'content/pages/crm/notizen.md:10 body: "mit Ein …": a capitalised article after a preposition is a descriptor inserted undeclined; give it in the case the preposition governs',
    ]);
    expect(problems(site(germanArticle("Wir arbeiten mit ein Hersteller zusammen.")))).toEqual([
      'content/pages/crm/notizen.md:10 body: "mit ein …": the article is not in the case the preposition governs',
    ]);
    expect(problems(site(germanArticle("Mit ein paar Zeilen Code und mit einem Hersteller von Pumpen ging es los.")))).toEqual([]);
  });
});

describe("German prose", () => {
  it('refuses "Praxis" for a part of the company, with the file, line and field', () => {
    expect(
      problems(site(germanArticle("Das Projekt leitete unsere [CRM-Praxis](/crm).", "heading: Aus unserer Praxis für CRM\n"))),
    ).toEqual([
      'content/pages/crm/notizen.md:9 heading: "unserer Praxis": "Praxis" is a doctor\'s surgery, not a part of the company; write Bereich, Team or Fachbereich ("unser ERP-Team", "der Bereich Daten und KI")',
      'content/pages/crm/notizen.md:11 body: "CRM-Praxis": "Praxis" is a doctor\'s surgery, not a part of the company; write Bereich, Team or Fachbereich ("unser ERP-Team", "der Bereich Daten und KI")',
    ]);
  });

  it('leaves "Praxis" alone where it means real life or a doctor\'s practice', () => {
    const body =
      "In der Praxis zeigt sich das schnell. Wir arbeiten praxisnah, mit Praxiserfahrung, und binden die Praxissoftware einer Arztpraxis an.";
    expect(problems(site(germanArticle(body)))).toEqual([]);
  });

  it("refuses an English sentence in a German page, but not code, quoted titles or names", () => {
    const english = "Der Zertifizierer ist Certavo, a certification body accredited by the national body.";
    expect(problems(site(germanArticle(english)))).toEqual([
      'content/pages/crm/notizen.md:10 body: "Der Zertifizierer ist Certavo, a certification body accredited by the nationa…" is an English sentence in a German text: write it in German',
    ]);
    const allowed =
      "Den Beitrag „Why we say no to the cheapest offer“ gibt es im Blog. Im Code steht `for item in the list`. Wir sind {{credential.example-cloud}}.";
    expect(problems(site(germanArticle(allowed)))).toEqual([]);
  });

  it("refuses a hand-written claim that a page is only in English, even about a page that exists in German", () => {
    expect(problems(site(germanArticle("Mehr dazu steht im [Datenschutzhinweis](/privacy-notice), derzeit auf Englisch.")))).toEqual([
      'content/pages/crm/notizen.md:10 body: "derzeit auf Englisch": a page\'s language is not written by hand; the build marks links to pages that exist only in English (EN) and drops the mark when a German page exists',
    ]);
    expect(problems(site(germanArticle("Unsere (englischsprachige) Seite zum [CRM](/crm) erklärt es.")))).toEqual([
      expect.stringContaining('notizen.md:10 body: "(englischsprachige)": a page\'s language is not written by hand'),
    ]);
    expect(problems(site(germanArticle("Den Hinweis gibt es auch [auf Deutsch](/de/datenschutzhinweis).")))).toEqual([
      expect.stringContaining('notizen.md:10 body: "gibt es auch auf Deutsch": a page\'s language is not written by hand'),
    ]);
  });

  it("refuses English German-page texts in site.yaml, such as a certificate's issuer without its German forms", () => {
    const de =
      "      verify: Certificate copy on request.\n      de:\n        scope: Das ganze Geschäft der Testfirma, jährlich auditiert.\n        verify: Kopie des Zertifikats auf Anfrage.\n";
    const found = problems(
      site({}, [
        [
          "      issuer: A fixture certification body\n",
          "      issuer: Fixture GmbH, a certification body accredited by the national body\n",
        ],
        ["      verify: Certificate copy on request.\n", de],
      ]),
    );
    // The line the issuer stands on in the fixture's site.yaml.
    const line =
      readFileSync(join(FIXTURE, "content/site.yaml"), "utf8").split("\n").indexOf("      issuer: A fixture certification body") + 1;
    expect(line).toBeGreaterThan(0);
    expect(found).toEqual([
      `content/site.yaml:${line} facts.credentials[0].issuer: "Fixture GmbH, a certification body accredited by the national body" is an English sentence in a German text: write it in German`,
    ]);
  });
});
