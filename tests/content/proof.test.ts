// The real site carries its proof where a buyer looks for it: references at the buyer's scale
// linked from the hubs they read, the trust and pricing pages in every footer, a named person on
// the contacts page, NIS2 and the Data Act in both languages, and no leftover of a generated
// sentence in any English page's text.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";
import type { ContentProblem } from "../../content/lib/errors.ts";
import { brandsOf, checkEnglishProse, proseRules } from "../../content/lib/prose.ts";
import { germanLineProblems, namePatterns } from "../../content/lib/german-prose.ts";
import { get } from "../worker/helpers.ts";
import { sitePages } from "./site.ts";

interface Read {
  mainLinks: string[];
  footerLinks: string[];
  navLinks: string[];
  /** The text of each block element of the main content (headings, paragraphs, items, cells). */
  blocks: string[];
  mainText: string;
  tables: string[];
  steps: string;
  contact: { name: string; text: string; picture: boolean; tel: boolean };
}

const reads = new Map<string, Promise<Read>>();
/** What a page shows, read once per file as the Worker serves it (several tests read every page). */
function read(path: string): Promise<Read> {
  let page = reads.get(path);
  if (!page) reads.set(path, (page = readPage(path)));
  return page;
}

async function readPage(path: string): Promise<Read> {
  const page: Read = {
    mainLinks: [],
    footerLinks: [],
    navLinks: [],
    blocks: [],
    mainText: "",
    tables: [],
    steps: "",
    contact: { name: "", text: "", picture: false, tel: false },
  };
  const href = (list: string[]) => ({ element: (e: Element) => void list.push(e.getAttribute("href") ?? "") });
  let block: number | undefined;
  await new HTMLRewriter()
    .on("main a[href]", href(page.mainLinks))
    .on("footer a[href]", href(page.footerLinks))
    .on("header nav a[href]", href(page.navLinks))
    .on("main", { text: (t) => void (page.mainText += t.text) })
    .on("main h1, main h2, main h3, main h4, main p, main li, main dt, main dd, main td, main th, main figcaption", {
      element: (e) => {
        block = page.blocks.push("") - 1;
        e.onEndTag(() => void (block = undefined));
      },
      text: (t) => {
        if (block !== undefined) page.blocks[block] += t.text;
      },
    })
    .on("main table", {
      element: () => void page.tables.push(""),
      text: (t) => void (page.tables[page.tables.length - 1] += t.text),
    })
    .on("ol.steps", { text: (t) => void (page.steps += t.text) })
    .on(".enquiry-contact", { text: (t) => void (page.contact.text += t.text) })
    .on(".enquiry-contact__name", { text: (t) => void (page.contact.name += t.text) })
    .on(".enquiry-contact img, .enquiry-contact svg", { element: () => void (page.contact.picture = true) })
    .on('.enquiry-contact a[href^="tel:+"]', { element: () => void (page.contact.tel = true) })
    .transform(await get(path))
    .text();
  page.blocks = page.blocks.map((b) => b.replace(/\s+/g, " ").trim());
  page.steps = page.steps.replace(/\s+/g, " ").trim();
  return page;
}

describe("references at the buyer's scale", () => {
  it("has the three new case studies: an ERP replacement, a demand forecast and a CRM rollout at manufacturers", async () => {
    const cases = (await sitePages()).filter((p) => p.template === "portfolio").map((p) => p.path);
    expect(cases).toEqual(
      expect.arrayContaining([
        "/portfolio/erp-replacement-drive-manufacturer",
        "/portfolio/spare-parts-demand-forecasting",
        "/portfolio/crm-dealer-network-manufacturer",
      ]),
    );
  });

  it.each(["/manufacturing", "/erp", "/crm", "/predictive-analytics"])(
    "%s links at least two case studies and one expert in its main content",
    async (hub) => {
      const links = new Set((await read(hub)).mainLinks);
      expect([...links].filter((h) => /^\/portfolio\/[a-z0-9-]+$/.test(h)).length).toBeGreaterThanOrEqual(2);
      expect([...links].filter((h) => /^\/experts\/[a-z0-9-]+$/.test(h)).length).toBeGreaterThanOrEqual(1);
    },
  );
});

describe("what buyers look for", () => {
  it("every page's footer links the trust page and the engagement models, in its language", async () => {
    const missing: string[] = [];
    for (const page of await sitePages()) {
      const german = page.fields.lang === "de";
      const wanted = german
        ? ["/de/unternehmen/vertrauen", "/de/leistungen/zusammenarbeitsmodelle"]
        : ["/company/trust", "/services/engagement-models"];
      const hrefs = new Set((await read(page.path)).footerLinks);
      for (const href of wanted) if (!hrefs.has(href)) missing.push(`${page.path} → ${href}`);
    }
    expect(missing).toEqual([]);
  });

  it("the header's company menu links them too", async () => {
    expect((await read("/")).navLinks).toEqual(expect.arrayContaining(["/company/trust", "/services/engagement-models"]));
  });

  it.each([
    ["/contacts", "Direct line"],
    ["/de/kontakt", "Durchwahl"],
  ])("%s names a person with portrait, role and direct line", async (path, label) => {
    const { contact } = await read(path);
    expect(contact.name.trim()).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u);
    expect(contact.picture).toBe(true);
    expect(contact.text).toContain(label);
    expect(contact.tel).toBe(true);
  });

  it("/thanks says what happens next in the same words as /contacts", async () => {
    const steps = async (path: string) => (await read(path)).steps;
    expect(await steps("/contacts")).toBeTruthy();
    expect(await steps("/thanks")).toBe(await steps("/contacts"));
    expect(await steps("/de/danke")).toBe(await steps("/de/kontakt"));
  });

  it.each([
    ["/company/trust", [/NIS2/, /Data Act/]],
    ["/de/unternehmen/vertrauen", [/NIS2/, /Data Act|Datenverordnung/]],
    ["/manufacturing", [/NIS2/, /Data Act/]],
  ])("%s says what the company does under NIS2 and the Data Act", async (path, words) => {
    const text = (await read(path)).mainText;
    for (const word of words) expect(text).toMatch(word);
  });

  it("the engagement models give support response times per severity, in both languages", async () => {
    for (const path of ["/services/engagement-models", "/de/leistungen/zusammenarbeitsmodelle"]) {
      const severity = (await read(path)).tables.find((t) => /critical|kritisch/i.test(t) && /response|reaktion/i.test(t));
      expect(severity, path).toBeTruthy();
    }
  });
});

describe("English prose as built", () => {
  it("has no capitalised article after a preposition and no practice name capitalised mid-sentence", async () => {
    const settings = parse(siteYaml) as { companyName: string; brandNames: string[]; facts: { practices: Array<{ name: string }> } };
    const rules = proseRules(
      settings.facts.practices.map((p) => p.name),
      brandsOf(settings),
    );
    const problems: ContentProblem[] = [];
    for (const page of await sitePages()) {
      if (page.fields.lang === "de") continue;
      // Block elements become lines, so a heading never runs into the sentence after it.
      checkEnglishProse((await read(page.path)).blocks.join("\n"), page.path, rules, problems);
    }
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
  });
});

/** Text as the reader sees it: entities decoded, German soft hyphens removed. */
const readable = (text: string) =>
  text
    .replace(/\u00ad|&shy;/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The blocks of a built page's main text a German reader reads as German: cards and links of
 * English pages (marked lang="en", decision 027) are left out. */
async function germanBlocks(path: string): Promise<string[]> {
  const blocks: string[] = [];
  let english = 0;
  let block: number | undefined;
  await new HTMLRewriter()
    .on('main [lang="en"]', {
      element: (e) => {
        english++;
        e.onEndTag(() => void english--);
      },
    })
    .on("main h1, main h2, main h3, main h4, main p, main li, main dt, main dd, main td, main th, main figcaption", {
      element: (e) => {
        block = blocks.push("") - 1;
        e.onEndTag(() => void (block = undefined));
      },
      text: (t) => {
        if (block !== undefined && english === 0) blocks[block] += t.text;
      },
    })
    .transform(await get(path))
    .text();
  return blocks;
}

describe("German prose as built", () => {
  it("declines what it inserts, has no Praxis for a practice, no English sentence and no hand-written language claim", async () => {
    const settings = parse(siteYaml) as { companyName: string; brandNames: string[]; facts: { credentials: Array<{ name: string }> } };
    const names = namePatterns([...brandsOf(settings), ...settings.facts.credentials.map((c) => c.name)]);
    const problems: string[] = [];
    let pages = 0;
    for (const page of await sitePages()) {
      if (page.fields.lang !== "de") continue;
      pages++;
      for (const block of await germanBlocks(page.path))
        for (const message of germanLineProblems(readable(block), names)) problems.push(`${page.path}: ${message}`);
    }
    expect(pages).toBeGreaterThanOrEqual(60);
    expect(problems).toEqual([]);
  });
});
