import { describe, expect, it } from "vitest";
import {
  MAX_QUERY_WORDS,
  MAX_SUGGEST_PATH,
  suggest,
  templateOf,
  wordsOf,
  wordSimilarity,
  type SuggestIndex,
  type SuggestPage,
} from "./suggest.ts";

const en = (path: string, title: string): SuggestPage => ({ path, title, lang: "en" });
const de = (path: string, title: string): SuggestPage => ({ path, title, lang: "de" });

/** Pages of the real site, as the build indexes them (path, title, language). */
const pages: SuggestPage[] = [
  en("/", "Custom software development and consulting"),
  en("/crm", "CRM development and consulting"),
  en("/crm/salesforce", "Salesforce consulting and development"),
  en("/crm/salesforce/real-estate", "Salesforce for real estate companies"),
  en("/crm/salesforce-org-health-check", "What a Salesforce org health check looks at"),
  en("/crm/crm-selection", "How to choose a CRM for a mid-sized company"),
  en("/crm/forecast-accuracy", "CRM reporting and sales forecast accuracy"),
  en("/erp", "ERP implementation and integration"),
  en("/erp/odoo", "Odoo implementation and module development"),
  en("/experts/katrin-vogel", "Katrin Vogel, Managing Director and co-founder"),
  en("/experts/lena-brandt", "Lena Brandt, Head of CRM practice"),
  en("/experts/tobias-fink", "Tobias Fink, ERP Practice Lead"),
  en("/contacts", "Contacts"),
  en("/careers", "Careers"),
  en("/blog", "Blog"),
  en("/blog/choosing-boring-technology", "Choosing boring technology on purpose"),
  de("/de", "Individuelle Softwareentwicklung und IT-Beratung"),
  de("/de/crm", "CRM-Beratung und -Entwicklung für den Mittelstand"),
  de("/de/crm/salesforce", "Salesforce-Beratung und -Entwicklung"),
  de("/de/erp", "ERP-Einführung und Integration für den Mittelstand"),
  de("/de/experten/lena-brandt", "Lena Brandt – Leiterin der CRM-Praxis"),
  de("/de/kontakt", "Kontakt zu Northfold"),
  de("/de/karriere", "Karriere bei Northfold – offene Stellen"),
];

const rules: SuggestIndex["rules"] = [
  { source: "/services/crm", target: "/crm" },
  { source: "/services/erp", target: "/erp" },
  { source: "/services/salesforce", target: "/crm/salesforce" },
  { source: "/contact", target: "/contacts" },
  { source: "/jobs", target: "/careers" },
];

const index: SuggestIndex = { pages, rules };
const paths = (path: string, at: SuggestIndex = index, limit = 3) => suggest(path, at, limit).map((s) => s.path);

describe("did you mean: the pages for an address that is not one", () => {
  it.each([
    ["/crm/salesforc", "/crm/salesforce"],
    ["/experts/lena-brant", "/experts/lena-brandt"],
    ["/de/kontak", "/de/kontakt"],
    ["/CRM/Salesforce-Consulting/", "/crm/salesforce"],
    ["/erp/odo", "/erp/odoo"],
    ["/de/experten/lena-brant", "/de/experten/lena-brandt"],
  ])("%s suggests %s first", (path, page) => {
    expect(paths(path)[0]).toBe(page);
  });

  it("gives each suggestion's title, at most `limit` of them, and never the address itself", () => {
    expect(suggest("/crm/salesforc", index)[0]).toEqual({ path: "/crm/salesforce", title: "Salesforce consulting and development" });
    expect(paths("/crm/salesforc", index, 3).length).toBeLessThanOrEqual(3);
    expect(paths("/crm/salesforc", index, 1)).toEqual(["/crm/salesforce"]);
    expect(paths("/crm/salesforc", index, 0)).toEqual([]);
    expect(paths("/crm/salesforce")).not.toContain("/crm/salesforce");
  });

  it("prefers pages in the address's language", () => {
    // The English profile matches "experts" better, the German one is in the address's language.
    expect(paths("/de/experts/lena-brant")[0]).toBe("/de/experten/lena-brandt");
    expect(paths("/experts/lena-brant")[0]).toBe("/experts/lena-brandt");
    expect(paths("/de/crm/salesforc")[0]).toBe("/de/crm/salesforce");
    expect(paths("/crm/salesforc")[0]).toBe("/crm/salesforce");
  });

  it("finds a page by the words of its title", () => {
    expect(paths("/articles/boring-technology-on-purpose")[0]).toBe("/blog/choosing-boring-technology");
    expect(paths("/team/head-of-crm-practice")[0]).toBe("/experts/lena-brandt");
  });

  it("reads a segment's initials and two words joined as one", () => {
    const terms: SuggestIndex = {
      pages: [
        en("/ai", "AI development services for business applications"),
        en("/business-intelligence", "Business intelligence consulting and implementation"),
        en("/developers/nodejs", "Backend developers"),
        en("/developers/node-red", "Flow-based automation"),
        en("/e-commerce", "Online shops"),
        en("/commerce", "Commerce"),
      ],
      rules: [],
    };
    expect(paths("/services/artificial-intelligence", terms)[0]).toBe("/ai");
    expect(paths("/node-js", terms)[0]).toBe("/developers/nodejs");
    expect(paths("/ecommerce", terms)[0]).toBe("/e-commerce");
  });

  it("suggests nothing for an unrelated address, a file, an empty one or one over the length bound", () => {
    expect(paths("/zzzz/qqqq")).toEqual([]);
    expect(paths("/crm/salesforce.php")).toEqual([]);
    expect(paths("/wp-login.php")).toEqual([]);
    expect(paths("")).toEqual([]);
    const long = `/crm/salesforce${"-salesforce".repeat(30)}`.slice(0, 300);
    expect(long.length).toBeGreaterThan(MAX_SUGGEST_PATH);
    expect(paths(long)).toEqual([]);
    expect(paths(long.slice(0, 100))[0]).toBe("/crm/salesforce");
  });

  it("reads only an address's first words, and any escapes it can", () => {
    expect(paths(`/${"zz-".repeat(MAX_QUERY_WORDS - 1)}salesforce`)[0]).toBe("/crm/salesforce");
    expect(paths(`/${"zz-".repeat(MAX_QUERY_WORDS)}salesforce`)).toEqual([]);
    expect(paths("/crm/s%61lesforc")[0]).toBe("/crm/salesforce");
    expect(paths("/crm/salesforc%E0%A4%A")[0]).toBe("/crm/salesforce");
  });

  it("learns a prefix rewrite from the rules: /blog/<slug> → /company/news/<slug>", () => {
    const news: SuggestIndex = {
      pages: [en("/blog", "Blog"), en("/company/news/a", "A"), en("/company/news/b", "B"), en("/company/news/c", "C")],
      rules: [
        { source: "/blog/a", target: "/company/news/a" },
        { source: "/blog/b", target: "/company/news/b" },
      ],
    };
    expect(paths("/blog/c", news)[0]).toBe("/company/news/c");
    // Without the rules nothing points there: the rules lift it.
    expect(paths("/blog/c", { ...news, rules: [] })).not.toContain("/company/news/c");
  });

  it("learns a rewrite inside a segment: /services/<x>-development → /<x>", () => {
    const services: SuggestIndex = {
      pages: [
        en("/services", "Services"),
        en("/services/application/development", "Application development"),
        en("/crm", "CRM"),
        en("/erp", "ERP"),
      ],
      rules: [
        { source: "/services/erp-development", target: "/erp" },
        { source: "/services/odoo-development", target: "/erp" },
      ],
    };
    expect(paths("/services/crm-development", services)[0]).toBe("/crm");
  });

  it("sends an old address where rules send addresses of the same last segment", () => {
    // The real site's rules, /banking → /finance hidden: /industries/banking names the page.
    const banking: SuggestIndex = {
      pages: [
        en("/finance", "Software for banks, lenders and payment companies"),
        en("/fintech", "Fintech product development"),
        en("/banking/mobile", "Mobile banking app development"),
        en("/fintech/open-banking-apis", "Open banking APIs: PSD2 in practice and what comes next"),
        en("/portfolio/cooperative-bank-mobile-app", "Mobile banking app for a member-owned cooperative bank"),
      ],
      rules: [
        { source: "/industries/banking", target: "/finance" },
        { source: "/industries/mobile-banking", target: "/banking/mobile" },
        { source: "/banking/mobile-banking", target: "/banking/mobile" },
        { source: "/mobile-banking", target: "/banking/mobile" },
        { source: "/blog/open-banking-apis-psd2-in-practice-and-what-comes-next", target: "/fintech/open-banking-apis" },
      ],
    };
    expect(paths("/banking", banking)[0]).toBe("/finance");
  });

  it("offers the page an address lies under when nothing closer matches", () => {
    expect(paths("/blog/office-party-photos-2019")).toEqual(["/blog"]);
  });
});

describe("the matcher's parts", () => {
  it("reads words as addresses write them", () => {
    expect(wordsOf("Künstliche Intelligenz für Größe")).toEqual(["kuenstliche", "intelligenz", "fuer", "groesse"]);
    expect(wordsOf("Lena Brandt – Leiterin der CRM-Praxis")).toEqual(["lena", "brandt", "leiterin", "der", "crm", "praxis"]);
  });

  it("finds the pattern a rule shows, around the longest run of shared words", () => {
    expect(templateOf("/blog/a-b", "/company/news/a-b")).toEqual({
      sourceHead: "/blog/",
      sourceTail: "",
      targetHead: "/company/news/",
      targetTail: "",
    });
    expect(templateOf("/services/erp-development", "/erp")).toEqual({
      sourceHead: "/services/",
      sourceTail: "-development",
      targetHead: "/",
      targetTail: "",
    });
    expect(templateOf("/imprint", "/impressum")).toBeUndefined();
  });

  it.each([
    ["salesforce", "salesforce", 1],
    ["salesforc", "salesforce", 0.8],
    ["brant", "brandt", 0.75],
    ["finance", "financial", 0.7],
    ["crm", "erp", 0],
    ["zzzz", "jazz", 0],
    ["sales", "salesforce", 0.7],
  ])("%s ~ %s: at least %s", (a, b, least) => {
    const similarity = wordSimilarity(a, b);
    if (least === 0) expect(similarity).toBe(0);
    else expect(similarity).toBeGreaterThanOrEqual(least);
    expect(similarity).toBe(wordSimilarity(b, a));
  });
});
